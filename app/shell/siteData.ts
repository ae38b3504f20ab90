import { LOCALE_COOKIE } from '../i18n/locale';

/** The parts of `localStorage` and `document` the logout cleanup touches (tests pass fakes). */
export interface ClearableStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}
export interface CookieJar {
  /** `document.cookie` as read. */
  read(): string;
  /** One `document.cookie = …` assignment. */
  write(cookie: string): void;
}

/**
 * Cookies the storefront's own scripts may read and therefore remove: the readable `XSRF-TOKEN`
 * (the API's HttpOnly session cookie is invalidated by POST /logout) and any `auth.*` cookie.
 * The language cookie stays; so does the attribution tracking id cookie (`utm_tracking_id`, value
 * `nuxt_user_…`), which by design follows a visitor across sessions to the conversion (§4 Attribution).
 */
const AUTH_COOKIE = /^(XSRF-TOKEN|auth[._-].*)$/i;

/**
 * §4 Logout: clears all local storage — the stored language choice too — and the auth cookies. The language
 * survives in its cookie (§9, 365 days), which the server reads first; the browser writes the storage copy
 * again on the next choice.
 */
export function clearSiteData(storage: ClearableStorage | null, cookies: CookieJar | null): void {
  if (storage) {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
  if (cookies) {
    for (const part of cookies.read().split(';')) {
      const name = part.split('=')[0]?.trim() ?? '';
      if (name === '' || name === LOCALE_COOKIE || !AUTH_COOKIE.test(name)) continue;
      cookies.write(`${name}=; Max-Age=0; Path=/; SameSite=Lax`);
    }
  }
}
