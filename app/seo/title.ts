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
