import type { FastifyInstance } from 'fastify';

/**
 * §7: any request may be enriched with a `utm_attribution` object (tracking_id, attribution_id,
 * session_id, utm_params). It is not part of any route's body schema, so it is moved out of the
 * body before validation — strict schemas then still refuse every other unknown field — and kept
 * on `request.utmAttribution` (unvalidated) for the UTM module.
 */
export const UTM_ATTRIBUTION_FIELD = 'utm_attribution';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export function takeUtmAttribution(body: unknown): unknown {
  if (!isPlainObject(body) || !Object.hasOwn(body, UTM_ATTRIBUTION_FIELD)) return undefined;
  const value = body[UTM_ATTRIBUTION_FIELD];
  delete body[UTM_ATTRIBUTION_FIELD];
  return value;
}

export function installUtmAttribution(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const value = takeUtmAttribution(request.body);
    if (value !== undefined) request.utmAttribution = value;
  });
}
