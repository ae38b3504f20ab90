import type { PaginationLinks, PaginationMeta, PaginationMetaLink } from '../../contract';

/**
 * Laravel's paginated API Resource envelope (protocols.md §3.4): `links` from the page URLs and
 * `meta` in the paginator's alphabetical key order, with the UrlWindow of `onEachSide = 3`.
 * Like Laravel without `withQueryString()`, page URLs carry only `page`.
 */
const ON_EACH_SIDE = 3;
const PREVIOUS_LABEL = '&laquo; Previous';
const NEXT_LABEL = 'Next &raquo;';

export type PageRequest = { page: number; perPage: number; total: number; path: string };

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** The page numbers and '...' gaps Laravel's UrlWindow shows. */
export function pageWindow(currentPage: number, lastPage: number): (number | '...')[] {
  if (lastPage < ON_EACH_SIDE * 2 + 8) return range(1, lastPage);
  const window = ON_EACH_SIDE + 4;
  const finish = range(lastPage - 1, lastPage);
  if (currentPage <= window) return [...range(1, window + ON_EACH_SIDE), '...', ...finish];
  if (currentPage > lastPage - window) return [1, 2, '...', ...range(lastPage - (window + (ON_EACH_SIDE - 1)), lastPage)];
  return [1, 2, '...', ...range(currentPage - ON_EACH_SIDE, currentPage + ON_EACH_SIDE), '...', ...finish];
}

export function paginationEnvelope({ page, perPage, total, path }: PageRequest): {
  links: PaginationLinks;
  meta: PaginationMeta;
} {
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const url = (n: number) => `${path}?page=${n}`;
  const firstItem = (page - 1) * perPage + 1;
  const isEmpty = firstItem > total;
  const hasMore = page < lastPage;
  const prevUrl = page > 1 ? url(page - 1) : null;
  const nextUrl = hasMore ? url(page + 1) : null;

  const links: PaginationMetaLink[] = [
    { url: prevUrl, label: PREVIOUS_LABEL, page: page > 1 ? page - 1 : null, active: false },
    ...pageWindow(page, lastPage).map((entry): PaginationMetaLink =>
      entry === '...'
        ? { url: null, label: '...', page: null, active: false }
        : { url: url(entry), label: String(entry), page: entry, active: entry === page },
    ),
    { url: nextUrl, label: NEXT_LABEL, page: hasMore ? page + 1 : null, active: false },
  ];

  return {
    links: { first: url(1), last: url(lastPage), prev: prevUrl, next: nextUrl },
    meta: {
      current_page: page,
      from: isEmpty ? null : firstItem,
      last_page: lastPage,
      links,
      path,
      per_page: perPage,
      to: isEmpty ? null : Math.min(firstItem + perPage - 1, total),
      total,
    },
  };
}
