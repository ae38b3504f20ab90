import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttributionResponse,
  MessageBody,
  TRACKING_COOKIE_NAME,
  TrackingId,
  UtmAttribution,
  UtmConversionRequest,
  UtmConversionResponse,
  UtmTrackRequest,
  UtmTrackResponse,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { sendTooManyAttempts } from '../auth/throttle';
import { NO_ORDERS, UNKNOWN_ORDER, type OrderOwnership } from './orders';
import { createUtmRepository } from './repository';
import { sourceOf } from './rules';

export type UtmRoutesOptions = { now?: () => Date; orders?: OrderOwnership };

/** Anonymous tracking writes rows: at most 120 tracks a minute per address (any more is not a person browsing). */
export const TRACK_LIMIT = { max: 120, windowMs: 60_000 } as const;

const errors = { 401: MessageBody, 422: ValidationErrorBody, 429: MessageBody };
const AttributionQuery = z.strictObject({ tracking_id: TrackingId.optional() });

/** The tracking id a request carries: the query, the `X-Tracking-Id` header, the §9 cookie, or its utm_attribution. */
export function trackingIdOf(request: { query: unknown; headers: Record<string, unknown>; cookies: Record<string, string | undefined>; utmAttribution?: unknown }): string | null {
  const candidates = [
    (request.query as { tracking_id?: unknown } | undefined)?.tracking_id,
    request.headers['x-tracking-id'],
    request.cookies[TRACKING_COOKIE_NAME],
    UtmAttribution.safeParse(request.utmAttribution).data?.tracking_id,
  ];
  for (const candidate of candidates) {
    const parsed = TrackingId.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/**
 * §7 UTM calls. Tracking works anonymously (§6) and links the record to the signed-in user; a
 * conversion needs a signed-in user (session or bearer — §5 "requires authentication"); an order
 * conversion needs an order the caller owns (`orders`), is recorded at that order's total and counted
 * once per order id; the attribution answers the signed-in user's latest record, else the tracking id's.
 */
export const utmRoutes: FastifyPluginAsyncZod<UtmRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const orders = options.orders ?? NO_ORDERS;
  const repository = createUtmRepository(app.database);
  const ownHosts = app.config.webOrigins.map((origin) => new URL(origin).host);

  app.post(
    '/v1/utm/track',
    {
      schema: { body: z.strictObject(UtmTrackRequest.shape), response: { 200: UtmTrackResponse, ...errors } },
    },
    async (request, reply) => {
      const window = await app.accounts.rateLimitStore.hit(`utm-track:${request.ip}`, TRACK_LIMIT.windowMs, now().getTime());
      if (window.count > TRACK_LIMIT.max) {
        return sendTooManyAttempts(reply, { retryAfterS: Math.max(1, Math.ceil((window.resetAt - now().getTime()) / 1000)), limit: TRACK_LIMIT.max });
      }
      const { params, clickIds } = sourceOf(request.body, ownHosts);
      const user = request.auth.user;
      const touch = await repository.track(
        {
          trackingId: request.body.tracking_id,
          params,
          clickIds,
          referrer: request.body.referrer || null,
          page: request.body.page ?? '/',
          userId: user?.id ?? null,
        },
        now(),
      );
      return { success: true, attribution_id: touch.attributionId, session_id: touch.sessionId };
    },
  );

  app.post(
    '/v1/utm/conversion',
    {
      preHandler: app.requireUser,
      schema: { body: UtmConversionRequest, response: { 200: UtmConversionResponse, ...errors } },
    },
    async (request, reply) => {
      const user = userOf(request);
      const orderId = request.body.conversion_type === 'order' ? (request.body.order_id ?? null) : null;
      const order = orderId === null ? null : await orders.ownedOrder(user.id, orderId);
      if (orderId !== null && order === null) {
        return reply.code(422).send({ message: UNKNOWN_ORDER, errors: { order_id: [UNKNOWN_ORDER] } });
      }
      await repository.convert(
        {
          userId: user.id,
          type: request.body.conversion_type,
          orderId,
          value: order ? order.total : (request.body.conversion_value ?? null),
          trackingId: request.body.tracking_id ?? trackingIdOf(request),
          attributionId: request.body.attribution_id ?? null,
        },
        now(),
      );
      return { success: true };
    },
  );

  app.get(
    '/v1/utm/attribution',
    { schema: { querystring: AttributionQuery, response: { 200: AttributionResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.auth.user;
      const data = await repository.find({ userId: user?.id ?? null, trackingId: trackingIdOf(request) });
      return { success: true, data };
    },
  );
};
