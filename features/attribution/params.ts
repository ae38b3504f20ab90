import { CLICK_ID_NAMES, MAX_TOUCHPOINTS, TRACKING_ID_PREFIX, UTM_PARAM_NAMES, UtmParams, referrerSource, sanitizeUtmValue, withClickIdSource } from '../../contract';

export { referrerSource, withClickIdSource };
import type { ClickIdName, Touchpoint } from '../../contract';

export type ClickIds = Partial<Record<ClickIdName, string>>;

/** What a visited address says about where the visitor came from (§5 UTM, §9 source rules). */
export type VisitReading =
  /** No UTMs, click ids or external referrer — and no own source to record (§5: tracking does nothing). */
  | { kind: 'nothing' }
  /** §5: a value that fails the letters/digits/-/_ check after cleaning — tracking is skipped with a warning. */
  | { kind: 'invalid'; names: string[] }
  | { kind: 'track'; params: UtmParams; clickIds: ClickIds; fromUtm: boolean };

/** §5: the five UTM parameters present in a query string, each lowercased and stripped to a-z 0-9 - _. */
export function sanitizedUtmParamsOf(search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of UTM_PARAM_NAMES) {
    const raw = search.get(name);
    if (raw !== null) params[name] = sanitizeUtmValue(raw);
  }
  return params;
}

export function clickIdsOf(search: URLSearchParams): ClickIds {
  const ids: ClickIds = {};
  for (const name of CLICK_ID_NAMES) {
    const value = search.get(name);
    if (value) ids[name] = value;
  }
  return ids;
}

/**
 * Reads a visited address. A direct visit is recorded only as the first touch (`firstTouch`), so
 * reloads and internal links never overwrite a campaign's attribution with 'direct'.
 */
export function readVisit(url: URL, referrer: string | null | undefined, firstTouch: boolean): VisitReading {
  const sanitized = sanitizedUtmParamsOf(url.searchParams);
  const clickIds = clickIdsOf(url.searchParams);
  const names = Object.keys(sanitized);
  if (names.length > 0) {
    const checked = UtmParams.safeParse(sanitized);
    if (!checked.success) return { kind: 'invalid', names: [...new Set(checked.error.issues.map((issue) => String(issue.path[0])))] };
    return { kind: 'track', params: withClickIdSource(checked.data, clickIds), clickIds, fromUtm: true };
  }
  if (Object.keys(clickIds).length > 0) return { kind: 'track', params: withClickIdSource({}, clickIds), clickIds, fromUtm: false };
  const { kind, ...source } = referrerSource(referrer, url.host);
  if (kind === 'direct' && !firstTouch) return { kind: 'nothing' };
  return { kind: 'track', params: source, clickIds, fromUtm: false };
}

/** §4: the address without the five UTM parameters (path, remaining query and hash). */
export function withoutUtmParams(url: URL): string {
  const clean = new URL(url.href);
  for (const name of UTM_PARAM_NAMES) clean.searchParams.delete(name);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

export function hasUtmParams(url: URL): boolean {
  return UTM_PARAM_NAMES.some((name) => url.searchParams.has(name));
}

/** §9 tracking id: 'nuxt_user_' + timestamp + '_' + a random lowercase alphanumeric suffix. */
export function createTrackingId(now: number, randomSuffix: string): string {
  const suffix = randomSuffix.toLowerCase().replace(/[^a-z0-9]/g, '') || '0';
  return `${TRACKING_ID_PREFIX}${now}_${suffix}`;
}

/** §9: at most 10 touchpoints, the oldest dropped. */
export function withTouchpoint(touchpoints: Touchpoint[], touchpoint: Touchpoint): Touchpoint[] {
  return [...touchpoints, touchpoint].slice(-MAX_TOUCHPOINTS);
}

export const isEmptyParams = (params: UtmParams) => Object.values(params).every((value) => value === undefined || value === '');
export const sameParams = (a: UtmParams | null, b: UtmParams) =>
  a !== null && UTM_PARAM_NAMES.every((name) => (a[name] ?? null) === (b[name] ?? null));
