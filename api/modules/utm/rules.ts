import { CLICK_ID_NAMES, UTM_PARAM_NAMES, referrerSource, sanitizeUtmValue, withClickIdSource } from '../../../contract';
import type { ClickIdName, UtmParams, UtmTrackRequest } from '../../../contract';

/**
 * The server applies the storefront's §5/§9 rules again (the same functions from contract/), so a
 * record is right whichever client sent it: values sanitised (lowercase, a-z 0-9 - _); a click
 * identifier implies its source and medium only without utm_source; without any UTM parameter the
 * referrer decides (external → its host without 'www.' / referral, unparsable → unknown / referral,
 * none or one of our web origins → direct / none).
 */
export function sourceOf(body: UtmTrackRequest, ownHosts: readonly string[]): { params: UtmParams; clickIds: Partial<Record<ClickIdName, string>> } {
  const params: UtmParams = {};
  for (const name of UTM_PARAM_NAMES) {
    const value = body[name] === undefined ? '' : sanitizeUtmValue(body[name]);
    if (value !== '') params[name] = value;
  }
  const clickIds: Partial<Record<ClickIdName, string>> = {};
  for (const name of CLICK_ID_NAMES) if (body[name]) clickIds[name] = body[name];

  const withClicks = withClickIdSource(params, clickIds);
  if (Object.keys(withClicks).length > 0) return { params: withClicks, clickIds };
  const { kind: _kind, ...source } = referrerSource(body.referrer ?? null, ownHosts);
  return { params: source, clickIds };
}
