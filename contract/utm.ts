import { z } from 'zod';
import { EpochMs, numericMax, Uuid } from './common';

/** §5 the five UTM parameters. */
export const UTM_PARAM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParamName = (typeof UTM_PARAM_NAMES)[number];
/** Beyond the spec: a bound on each value so the API can store it. */
export const UTM_VALUE_MAX_LENGTH = 255;

/** §5: values are letters, digits, hyphen and underscore. */
export const UtmValue = z
  .string()
  .max(UTM_VALUE_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'UTM values may hold only letters, digits, hyphen and underscore.');
export const UtmParams = z.object({
  utm_source: UtmValue.optional(),
  utm_medium: UtmValue.optional(),
  utm_campaign: UtmValue.optional(),
  utm_term: UtmValue.optional(),
  utm_content: UtmValue.optional(),
});
export type UtmParams = z.infer<typeof UtmParams>;

/** §5: lowercase, then strip everything but a-z, 0-9, hyphen and underscore. */
export function sanitizeUtmValue(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

/** §5 click identifiers and the source/medium each implies when there is no utm_source. */
export const CLICK_ID_SOURCES = {
  gclid: { utm_source: 'google', utm_medium: 'cpc' },
  fbclid: { utm_source: 'facebook', utm_medium: 'cpc' },
  ttclid: { utm_source: 'tiktok', utm_medium: 'cpc' },
} as const;
export type ClickIdName = keyof typeof CLICK_ID_SOURCES;
export const CLICK_ID_NAMES = Object.keys(CLICK_ID_SOURCES) as [ClickIdName, ...ClickIdName[]];

/** §9 source rules without UTMs. */
export const DIRECT_SOURCE = { utm_source: 'direct', utm_medium: 'none' } as const;
export const REFERRAL_MEDIUM = 'referral';
export const UNKNOWN_SOURCE = 'unknown';

/** §9 tracking id: 'nuxt_user_' plus a timestamp and a random suffix; cookie for 30 days. */
export const TRACKING_ID_PREFIX = 'nuxt_user_';
export const TrackingId = z.string().regex(/^nuxt_user_\d+_[a-z0-9]+$/, 'The tracking id is malformed.');
export type TrackingId = z.infer<typeof TrackingId>;
export const TRACKING_COOKIE_MAX_AGE_S = 2_592_000;
/** Not named by the spec: the cookie holding the §9 tracking id (the storefront writes it, the api reads it). */
export const TRACKING_COOKIE_NAME = 'utm_tracking_id';
/** §9 at most 10 touchpoints kept; stored attribution expires after 30 days of inactivity; re-track after 100 ms. */
export const MAX_TOUCHPOINTS = 10;
export const ATTRIBUTION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const UTM_RETRACK_DELAY_MS = 100;

const clickId = z.string().min(1).max(512).optional();

/** §7 POST v1/utm/track: UTM params plus tracking_id (anonymous allowed, §6). */
export const UtmTrackRequest = UtmParams.extend({
  tracking_id: TrackingId,
  gclid: clickId,
  fbclid: clickId,
  ttclid: clickId,
  referrer: z.union([z.url(), z.literal('')]).nullable().optional(),
  /** The path tracked, e.g. `/segment/beleza`. */
  page: z.string().startsWith('/').max(2048).optional(),
});
export type UtmTrackRequest = z.infer<typeof UtmTrackRequest>;
export const UtmTrackResponse = z.object({ success: z.boolean(), attribution_id: Uuid, session_id: z.string().min(1) });
export type UtmTrackResponse = z.infer<typeof UtmTrackResponse>;

/** §7 conversion types. */
export const CONVERSION_TYPES = ['registration', 'order', 'newsletter', 'support_ticket'] as const;
export const ConversionType = z.enum(CONVERSION_TYPES);
export type ConversionType = z.infer<typeof ConversionType>;

/** §7 POST v1/utm/conversion (bearer): an order also needs order_id and conversion_value. */
export const UtmConversionRequest = z
  .object({
    conversion_type: ConversionType,
    // Bounded by the columns: order_id is indexed text (a B-tree entry holds about 2.7 kB), the value numeric(12,2).
    order_id: z.string().min(1).max(255, 'The order id field must not be greater than 255 characters.').optional(),
    conversion_value: z
      .number()
      .nonnegative()
      .max(numericMax(12, 2), `The conversion value field must not be greater than ${numericMax(12, 2)}.`)
      .optional(),
    tracking_id: TrackingId.optional(),
    attribution_id: Uuid.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.conversion_type !== 'order') return;
    if (v.order_id === undefined) ctx.addIssue({ code: 'custom', path: ['order_id'], message: 'The order id field is required for an order.' });
    if (v.conversion_value === undefined)
      ctx.addIssue({ code: 'custom', path: ['conversion_value'], message: 'The conversion value field is required for an order.' });
  });
export type UtmConversionRequest = z.infer<typeof UtmConversionRequest>;
export const UtmConversionResponse = z.object({ success: z.boolean() });
export type UtmConversionResponse = z.infer<typeof UtmConversionResponse>;

/** §3 Touchpoint: params, timestamp, page (path). */
export const Touchpoint = z.object({ params: UtmParams, timestamp: EpochMs, page: z.string().startsWith('/') });
export type Touchpoint = z.infer<typeof Touchpoint>;

/** §3 Conversion: type, timestamp, value. */
export const Conversion = z.object({ type: ConversionType, timestamp: EpochMs, value: z.number().nonnegative().nullable() });
export type Conversion = z.infer<typeof Conversion>;

/** §3 Attribution record. */
export const AttributionRecord = z.object({
  attributionId: Uuid,
  sessionId: z.string().min(1),
  trackingId: TrackingId,
  utmParams: UtmParams,
  firstTouchAt: EpochMs,
  lastTouchAt: EpochMs,
  converted: z.boolean(),
});
export type AttributionRecord = z.infer<typeof AttributionRecord>;

/** §3 UTM store: the record, its touchpoints (at most 10) and conversions, session start and last activity. */
export const UtmStoreState = z.object({
  attribution: AttributionRecord.nullable(),
  touchpoints: z.array(Touchpoint).max(MAX_TOUCHPOINTS),
  conversions: z.array(Conversion),
  sessionStarted: EpochMs.nullable(),
  lastActivity: EpochMs.nullable(),
});
export type UtmStoreState = z.infer<typeof UtmStoreState>;

/** §7 GET v1/utm/attribution: success, data (null when the visitor has none). */
export const AttributionResponse = z.object({
  success: z.boolean(),
  data: AttributionRecord.extend({ touchpoints: z.array(Touchpoint).max(MAX_TOUCHPOINTS) }).nullable(),
});
export type AttributionResponse = z.infer<typeof AttributionResponse>;

/** §7 the utm_attribution object any request may carry. */
export const UtmAttribution = z.object({
  tracking_id: TrackingId,
  attribution_id: Uuid.nullable(),
  session_id: z.string().min(1).nullable(),
  utm_params: UtmParams,
});
export type UtmAttribution = z.infer<typeof UtmAttribution>;

/** §5: a click identifier implies a source (and medium, unless one is given) only when there is no utm_source. */
export function withClickIdSource(params: UtmParams, clickIds: Partial<Record<ClickIdName, string>>): UtmParams {
  if (params.utm_source) return params;
  const clickId = CLICK_ID_NAMES.find((name) => clickIds[name] !== undefined);
  if (!clickId) return params;
  const implied = CLICK_ID_SOURCES[clickId];
  return { ...params, utm_source: implied.utm_source, utm_medium: params.utm_medium ?? implied.utm_medium };
}

const hostWithoutWww = (host: string) => host.replace(/^www\./i, '').toLowerCase();

/**
 * §9 source rules without UTMs: no or own-site referrer → direct/none; an external referrer → its host
 * without 'www.' / referral; an unparsable one → unknown/referral. `ownHost` may list several hosts
 * (the api knows every web origin).
 */
export function referrerSource(referrer: string | null | undefined, ownHost: string | readonly string[]): UtmParams & { kind: 'direct' | 'referral' } {
  if (!referrer) return { kind: 'direct', ...DIRECT_SOURCE };
  let host: string;
  try {
    host = new URL(referrer).host;
  } catch {
    return { kind: 'referral', utm_source: UNKNOWN_SOURCE, utm_medium: REFERRAL_MEDIUM };
  }
  if (host === '') return { kind: 'referral', utm_source: UNKNOWN_SOURCE, utm_medium: REFERRAL_MEDIUM };
  const own = (typeof ownHost === 'string' ? [ownHost] : ownHost).map(hostWithoutWww);
  if (own.includes(hostWithoutWww(host))) return { kind: 'direct', ...DIRECT_SOURCE };
  return { kind: 'referral', utm_source: sanitizeUtmValue(hostWithoutWww(host)), utm_medium: REFERRAL_MEDIUM };
}

