import { localizePath, splitLocale } from '../i18n/locale';

/** §2: the old /user/* pages and where they live now. */
export const LEGACY_USER_REDIRECTS: Readonly<Record<string, string>> = {
  '/user/account': '/account',
  '/user/orders': '/account/orders',
  '/user/wishlist': '/account/wishlist',
  '/user/addresses': '/account/addresses',
  '/user/notifications': '/account/preferences',
  '/user/credits': '/account/credits',
  '/user/preferences': '/account/preferences',
  '/user/support': '/account/support',
  '/user/profile': '/account/profile',
};

/** The permanent (301) target of an old path, keeping its locale prefix and query; null otherwise. */
export function legacyRedirect(pathname: string, search = ''): string | null {
  const { locale, path } = splitLocale(pathname);
  const target = LEGACY_USER_REDIRECTS[path.length > 1 ? path.replace(/\/+$/, '') : path];
  return target ? localizePath(target, locale) + search : null;
}
