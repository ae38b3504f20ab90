import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMERCE_API_PATHS,
  COUPON_APPLY_LIMIT,
  CartConflictBody,
  CartDeleteResponse,
  CartItemInput,
  CartResponse,
  CartSaveRequest,
  CartUpdateRequest,
  CouponApplyRequest,
  CouponApplyResponse,
  CouponRejectionBody,
  DEFAULT_LOCALE,
  INT4_MAX,
  Locale,
  MessageBody,
  SESSION_ID_HEADER,
  ValidationErrorBody,
  type MessageBody as MessageBodyType,
} from '../../../contract';
import { validationErrorBody } from '../../http/errors';
import { unstorable } from '../../http/storable-text';
import { FORBIDDEN } from '../../http/request-origin';
import { localeFromAcceptLanguage } from '../auth/routes';
import { sendTooManyAttempts } from '../auth/throttle';
import { CART_NOT_FOUND_MESSAGE, COUPON_MESSAGES, MAX_CART_LINES, OFFER_UNAVAILABLE_MESSAGE } from './rules';
import type { Caller, CartFailure, CouponOutcome } from './service';

/**
 * §7 carts and coupons. Every answer is `Cache-Control: no-store` (D4). Save and update bodies are
 * strict: an unknown field or a bad number answers 400 `{message, errors}` before anything is read
 * (reliability B4, E4); prices, stock and totals are always the server's.
 */

const Id = z.number().int().positive().max(INT4_MAX);
const Storable = (value: string) => unstorable(value) === null;
const StrictItem = z.strictObject({
  ...CartItemInput.shape,
  offer_id: Id,
  quantity: CartItemInput.shape.quantity.max(INT4_MAX),
  price: CartItemInput.shape.price.max(1_000_000_000),
  segment_id: Id.nullable(),
  campaign_id: Id.nullable(),
  id: Id.nullable(),
  category: z.string().max(200).refine(Storable, 'The category must be valid text without null characters.').nullable(),
});
const Items = z.array(StrictItem).max(MAX_CART_LINES);
/** Coupon applies per client address a minute: a household or an office shares one; a guesser minting session ids is held here. */
export const COUPON_APPLY_ADDRESS_LIMIT = { max: 30, windowMs: 60_000 } as const;

export const StrictCartSaveBody = z.strictObject({ ...CartSaveRequest.shape, customer_id: Id.nullable(), items: Items.min(1) });
export const StrictCartUpdateBody = z.strictObject({
  ...CartUpdateRequest.shape,
  customer_id: Id.nullable(),
  items: Items,
  version: z.number().int().nonnegative().max(INT4_MAX).optional(),
});
const CouponBody = z.strictObject(CouponApplyRequest.shape);

const NOT_FOUND: MessageBodyType = { message: CART_NOT_FOUND_MESSAGE };
const CartKeyParams = z.object({ cartUuidOrSessionId: z.string() });
const CartUuidParam = z.object({ cartUuid: z.string() });

// 400: the strict bodies name each field; a malformed JSON body or a forbidden key is `{message}`.
const writeErrors = { 400: z.union([ValidationErrorBody, MessageBody]), 403: MessageBody, 404: MessageBody, 409: CartConflictBody, 419: MessageBody, 422: ValidationErrorBody };
const couponErrors = { 404: CouponRejectionBody, 409: CartConflictBody, 419: MessageBody, 422: z.union([CouponRejectionBody, ValidationErrorBody]), 429: MessageBody };

type Issue = z.core.$ZodIssue;
/** Zod issues as Laravel's `errors` (each unknown field named "prohibited"), for the 400 of B4/E4. */
function errorsOf(issues: readonly Issue[]): Record<string, string[]> {
  const errors = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = field ? `${field}.${key}` : key;
        (errors[name] ??= []).push(`The ${name.replaceAll('_', ' ')} field is prohibited.`);
      }
      continue;
    }
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** preValidation: the body must parse with `schema`, else 400 naming each field. */
function strictBody(schema: z.ZodType) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = schema.safeParse(request.body);
    if (parsed.success) return undefined;
    return reply.code(400).send(validationErrorBody(errorsOf(parsed.error.issues)));
  };
}

export function localeOf(request: FastifyRequest): Locale {
  const asked = (request.query as { locale?: unknown } | undefined)?.locale;
  const parsed = Locale.safeParse(asked);
  if (parsed.success) return parsed.data;
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(typeof header === 'string' ? header : undefined) ?? DEFAULT_LOCALE;
}

/** Who calls a cart (or its checkout, order, payment): the signed-in user, the browser's X-Session-Id, the language. */
export function callerOf(request: FastifyRequest): Caller {
  const header = request.headers[SESSION_ID_HEADER.toLowerCase()];
  return {
    userId: request.auth.user?.id ?? null,
    sessionId: typeof header === 'string' && header !== '' ? header : null,
    locale: localeOf(request),
  };
}

function sendFailure(reply: FastifyReply, failure: CartFailure) {
  switch (failure.kind) {
    case 'notFound':
      return reply.code(404).send(NOT_FOUND);
    case 'forbidden':
      return reply.code(403).send(FORBIDDEN);
    case 'unavailable':
      return reply.code(422).send(validationErrorBody({ [`items.${failure.index}.offer_id`]: [OFFER_UNAVAILABLE_MESSAGE] }));
    case 'conflict':
      return reply.code(409).send({
        message: failure.message,
        code: failure.code,
        data: failure.cart,
        ...(failure.offerId !== undefined ? { offer_id: failure.offerId } : {}),
        ...(failure.available !== undefined ? { available: failure.available } : {}),
      });
  }
}

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { carts } = app;
  const now = () => app.accounts.now().getTime();

  // D4: a cart is one shopper's; no shared cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    COMMERCE_API_PATHS.cart(':cartUuidOrSessionId'),
    { schema: { params: CartKeyParams, response: { 200: CartResponse, 404: MessageBody } } },
    async (request, reply) => {
      const cart = await carts.find(request.params.cartUuidOrSessionId, callerOf(request));
      return cart ? { data: cart } : reply.code(404).send(NOT_FOUND);
    },
  );

  app.post(
    COMMERCE_API_PATHS.cartSave,
    {
      preValidation: strictBody(StrictCartSaveBody),
      schema: { body: StrictCartSaveBody, response: { 200: CartResponse, 201: CartResponse, ...writeErrors } },
    },
    async (request, reply) => {
      const outcome = await carts.save(request.body, callerOf(request));
      if (!outcome.ok) return sendFailure(reply, outcome);
      return reply.code(outcome.created ? 201 : 200).send({ data: outcome.cart });
    },
  );

  app.put(
    COMMERCE_API_PATHS.cartUpdate,
    {
      preValidation: strictBody(StrictCartUpdateBody),
      schema: { body: StrictCartUpdateBody, response: { 200: CartResponse, ...writeErrors } },
    },
    async (request, reply) => {
      const outcome = await carts.update(request.body, callerOf(request));
      if (!outcome.ok) return sendFailure(reply, outcome);
      return { data: outcome.cart };
    },
  );

  app.delete(
    COMMERCE_API_PATHS.cartDelete(':cartUuid'),
    { schema: { params: CartUuidParam, response: { 200: CartDeleteResponse, ...writeErrors } } },
    async (request, reply) => {
      const outcome = await carts.remove(request.params.cartUuid, callerOf(request));
      if (!outcome.ok) return sendFailure(reply, outcome);
      return { success: true, message: 'Cart deleted' };
    },
  );

  app.post(
    COMMERCE_API_PATHS.cartCoupon(':cartUuid'),
    { schema: { params: CartUuidParam, body: CouponBody, response: { 200: CouponApplyResponse, ...couponErrors } } },
    async (request, reply) => {
      const caller = callerOf(request);
      // E6: 10 applies a minute per signed-in customer and per browser session, and — since a client
      // mints session ids at will — COUPON_APPLY_ADDRESS_LIMIT per client address whoever asks.
      const limits = [
        { key: `ip:${request.ip}`, ...COUPON_APPLY_ADDRESS_LIMIT },
        ...(caller.userId !== null ? [{ key: `user:${caller.userId}`, ...COUPON_APPLY_LIMIT }] : []),
        ...(caller.sessionId ? [{ key: `session:${caller.sessionId}`, ...COUPON_APPLY_LIMIT }] : []),
      ];
      const windows = await Promise.all(limits.map((limit) => app.accounts.rateLimitStore.hit(`coupon-apply:${limit.key}`, limit.windowMs, now())));
      const over = limits.findIndex((limit, i) => windows[i]!.count > limit.max);
      if (over >= 0) {
        const window = windows[over]!;
        return sendTooManyAttempts(reply, { retryAfterS: Math.max(1, Math.ceil((window.resetAt - now()) / 1000)), limit: limits[over]!.max });
      }
      return couponAnswer(reply, await carts.applyCoupon(request.params.cartUuid, request.body.code, caller), COUPON_MESSAGES.applied);
    },
  );

  app.delete(
    COMMERCE_API_PATHS.cartCoupon(':cartUuid'),
    { schema: { params: CartUuidParam, response: { 200: CouponApplyResponse, ...couponErrors } } },
    async (request, reply) => couponAnswer(reply, await carts.removeCoupon(request.params.cartUuid, callerOf(request)), COUPON_MESSAGES.removed),
  );
};

function couponAnswer(reply: FastifyReply, outcome: CouponOutcome, message: string) {
  if (outcome.ok) return reply.code(200).send({ message, data: outcome.cart });
  if (outcome.kind === 'conflict') return reply.code(409).send({ message: outcome.message, code: outcome.code, data: outcome.cart });
  const status = outcome.reason === 'cartNotFound' ? 404 : 422;
  return reply.code(status).send({
    message: outcome.message,
    reason: outcome.reason,
    ...(outcome.minimum !== undefined ? { minimum_order_value: outcome.minimum } : {}),
  });
}
