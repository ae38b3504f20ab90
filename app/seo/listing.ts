import { IGNORED_QUERY_PARAMS } from '../../contract';

const IGNORED = new Set<string>(IGNORED_QUERY_PARAMS);

/** §5: tracking and analytics parameters (utm_*, click ids, analytics cookies' names) are never listing state. */
export function isTrackingParam(name: string): boolean {
  return IGNORED.has(name) || name.startsWith('utm_') || name.startsWith('_ga') || name.startsWith('_gl') || /(?:^|_)(?:ad|affiliate|aff)_?id$/.test(name);
}

/**
 * A listing whose query holds any state (filters, price, in-warehouse, sort, view, page, per-page)
 * is a variant of the plain listing: it is not indexed but its links are followed, and its canonical
 * is the plain listing. Tracking parameters alone leave the page indexable.
 */
export function isListingVariant(search: URLSearchParams): boolean {
  for (const [name, value] of search) {
    if (value !== '' && !isTrackingParam(name)) return true;
  }
  return false;
}
