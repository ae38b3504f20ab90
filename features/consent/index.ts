/**
 * Consent to analytics and marketing (§7's tag manager and gtag scripts load only after it). The server
 * sets `$tagManager` from GTM_ID and `$consentChoice` from the `cookie_consent` cookie; the page shows the
 * banner (lazily, after hydration) while there is no choice or once the footer's cookie settings reopen it.
 */
export { $tagManager, $consentChoice, $consentSettingsOpen, consentSettingsOpened, consentChosen } from './model';
export {
  CONSENT_PURPOSES,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_WAIT_FOR_UPDATE_MS,
  ALL_GRANTED,
  ALL_DENIED,
  TAG_MANAGER_ORIGIN,
  anyGranted,
  consentCookieValue,
  consentFromCookieValue,
  consentModeDefault,
  consentModeOf,
  tagScriptUrls,
} from './choice';
export type { ConsentChoice, ConsentPurpose, TagManagerConfig } from './choice';
