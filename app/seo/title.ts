import type { Translate } from '../i18n/translate';
import type { MetaContext, RouteDefinition, RouteMeta } from '../routes/types';

/** The separator between a page's title and the brand. */
export const TITLE_SEPARATOR = ' | ';

/** §2: a page title is the page's own title followed by the brand. */
export function withBrand(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title}${TITLE_SEPARATOR}${brand}`;
}

/**
 * §2 page-title fallback: '<code> - <message>' for 404 and 500; otherwise a title derived from the
 * route path (`/legal-information/terms-of-service` → 'Terms Of Service').
 */
export function fallbackTitle(path: string, error?: { status: number; message: string }): string {
  if (error && (error.status === 404 || error.status === 500)) return `${error.status} - ${error.message}`;
  const last = path.split('/').filter(Boolean).at(-1);
  if (!last) return '';
  let word = last;
  try {
    word = decodeURIComponent(last);
  } catch {
    // A malformed escape: keep the raw segment.
  }
  return word
    .split(/[-_]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * A page's meta: its route's, with the §2 title fallback when it names none; the error page's when the
 * navigation failed or matched no page (404 unless the error says otherwise). The server's head and the
 * browser's document title after a client navigation both come from here.
 */
export function pageMetaOf(input: { t: Translate; definition: RouteDefinition | undefined; error: number | null; context: MetaContext }): RouteMeta {
  const { t, definition, error, context } = input;
  if (error !== null || !definition) {
    const notFound = error === 404 || error === null;
    const title = notFound ? t('errorPage.notFoundTitle') : t('errorPage.title');
    return { title: title || fallbackTitle(context.path, { status: error ?? 404, message: notFound ? 'Page not found' : 'Internal Server Error' }), description: t('home.description'), index: false };
  }
  const meta = definition.meta(t, context);
  return meta.title ? meta : { ...meta, title: fallbackTitle(context.path) };
}

/** The full title of a page, brand included (§2). */
export function pageTitleOf(input: Parameters<typeof pageMetaOf>[0]): string {
  return withBrand(pageMetaOf(input).title, input.t('layout.brand'));
}
