/**
 * Marketing attribution (spec §4 Attribution, §5 UTM, §9).
 * The app wires, per scope in the browser: `$attributionStorage` (preferredAttributionStorage of
 * sessionStorage/localStorage), `$trackingCookies` (document.cookie), `$addressBar`
 * (history.replaceState); fires `attributionStarted({url: location.href, referrer: document.referrer})`
 * once and `routeChanged({url})` on each later navigation; other features call `conversionRequested`.
 */
export {
  $utmState,
  $attribution,
  $trackingId,
  $utmAttribution,
  attributionStarted,
  routeChanged,
  conversionRequested,
  conversionRefused,
  attributionRequested,
  trackFx,
  convertFx,
  loadAttributionFx,
  UTM_WARNINGS,
} from './model';
export type { ConversionInput } from './model';
export {
  $attributionStorage,
  $trackingCookies,
  $addressBar,
  $attributionClock,
  $randomSuffix,
  $attributionLogger,
  ATTRIBUTION_STORAGE_KEY,
  TRACKING_ID_STORAGE_KEY,
  TRACKING_COOKIE_NAME,
  TRACKING_COOKIE_OPTIONS,
  preferredAttributionStorage,
} from './adapters';
export type { AddressBar, AttributionLogger, CookieJar, CookieOptions, KeyValueStorage, Visit } from './adapters';
export { UTM_PATHS, postTrackFx, postConversionFx, fetchAttributionFx } from './api';
export { readVisit, referrerSource, withoutUtmParams, createTrackingId } from './params';
export type { VisitReading, ClickIds } from './params';
