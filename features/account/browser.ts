import { createEffect } from 'effector';
import { LOCALE_COOKIE_MAX_AGE_DAYS, LOCALE_COOKIE_NAME, STORAGE_KEYS } from '../../contract/constants';
import type { Locale } from '../../contract';

const DAY_S = 24 * 60 * 60;

/** §9: the locale cookie — 365 days, path /, SameSite lax (the same cookie the language switcher writes). */
export function localeCookieOf(locale: Locale): string {
  return `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * DAY_S}; Path=/; SameSite=Lax`;
}

/** §3, §7: the language choice is kept in the cookie and in browser storage (`preferred-locale`). */
export const saveLocaleChoiceFx = createEffect<{ locale: Locale; next: string | null }, void>(({ locale }) => {
  document.cookie = localeCookieOf(locale);
  try {
    window.localStorage.setItem(STORAGE_KEYS.preferredLocale, locale);
  } catch {
    // Storage can be unavailable (private mode); the cookie alone keeps the choice.
  }
});

/** A full page load: another language needs its own messages, which the browser loads on start. */
export const loadPageFx = createEffect<string, void>((url) => {
  window.location.assign(url);
});
