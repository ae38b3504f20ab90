import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AttributionResponse,
  UtmAttribution,
  UtmConversionRequest,
  UtmTrackRequest,
  UtmTrackResponse,
  sanitizeUtmValue,
} from './utm';
import { issuePaths, uuid } from './test-examples';

const trackingId = 'nuxt_user_1763800000000_k3j9x2';
const record = {
  attributionId: uuid(20),
  sessionId: 'utm-session-1',
  trackingId,
  utmParams: { utm_source: 'newsletter', utm_medium: 'email' },
  firstTouchAt: 1_763_800_000_000,
  lastTouchAt: 1_763_800_100_000,
  converted: false,
};

describe('§5 UTM', () => {
  it('sanitizing lowercases and strips all but a-z, 0-9, hyphen and underscore', () => {
    expect(sanitizeUtmValue('Black Friday!_2026-PT')).toBe('blackfriday_2026-pt');
  });

  it.each<{ rule: string; schema: z.ZodType; value: unknown }>([
    { rule: 'tracking sends params, tracking_id and click ids', schema: UtmTrackRequest, value: { utm_source: 'google', utm_medium: 'cpc', tracking_id: trackingId, gclid: 'Cj0KCQ', referrer: 'https://www.google.com/', page: '/segment/beleza' } },
    { rule: 'tracking answers success, attribution_id and session_id', schema: UtmTrackResponse, value: { success: true, attribution_id: uuid(20), session_id: 'utm-session-1' } },
    { rule: 'an order conversion carries order_id and conversion_value', schema: UtmConversionRequest, value: { conversion_type: 'order', order_id: 'ORD-1', conversion_value: 79.9 } },
    { rule: 'a registration conversion needs no order', schema: UtmConversionRequest, value: { conversion_type: 'registration' } },
    { rule: 'attribution answers success and data', schema: AttributionResponse, value: { success: true, data: { ...record, touchpoints: [{ params: { utm_source: 'newsletter' }, timestamp: 1_763_800_000_000, page: '/' }] } } },
    { rule: 'any request may carry utm_attribution', schema: UtmAttribution, value: { tracking_id: trackingId, attribution_id: null, session_id: null, utm_params: {} } },
  ])('$rule', ({ schema, value }) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });

  it.each<{ rule: string; path: string; schema: z.ZodType; value: unknown }>([
    { rule: 'an order conversion needs order_id', path: 'order_id', schema: UtmConversionRequest, value: { conversion_type: 'order', conversion_value: 10 } },
    { rule: 'an order conversion needs conversion_value', path: 'conversion_value', schema: UtmConversionRequest, value: { conversion_type: 'order', order_id: 'ORD-1' } },
    { rule: 'conversion type is registration, order, newsletter or support_ticket', path: 'conversion_type', schema: UtmConversionRequest, value: { conversion_type: 'signup' } },
    { rule: 'UTM values hold only letters, digits, hyphen and underscore', path: 'utm_campaign', schema: UtmTrackRequest, value: { tracking_id: trackingId, utm_campaign: 'black friday' } },
    { rule: "the tracking id starts with 'nuxt_user_'", path: 'tracking_id', schema: UtmTrackRequest, value: { tracking_id: 'user_1_abc' } },
    { rule: 'attribution_id must be a UUID', path: 'attribution_id', schema: UtmTrackResponse, value: { success: true, attribution_id: '17', session_id: 's' } },
    { rule: 'at most 10 touchpoints are kept', path: 'data.touchpoints', schema: AttributionResponse, value: { success: true, data: { ...record, touchpoints: Array.from({ length: 11 }, (_, i) => ({ params: {}, timestamp: i, page: '/' })) } } },
  ])('$rule', ({ schema, value, path }) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
