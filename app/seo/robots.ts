import { LOCALES } from '../../contract';
import { localizePath } from '../i18n/locale';

/** Pages for a signed-in browser or a purchase in progress: never crawled (architecture §3). */
export const PRIVATE_PATHS = ['/account', '/checkout', '/cart', '/payment', '/order', '/affiliate', '/recovery', '/user', '/set-language'] as const;

/**
 * robots.txt: everything public may be crawled — filtered and sorted listings too, so crawlers read
 * their `noindex,follow` and canonical — except the private paths in every language; the sitemap is named.
 */
export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const locale of LOCALES) {
    for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${localizePath(path, locale)}`);
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
