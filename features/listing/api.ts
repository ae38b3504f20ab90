import { createEffect } from 'effector';
import { DEFAULT_PER_PAGE, MAX_SEARCH_QUERY_LENGTH, ProductListResponse, toFilterSearchParams } from '../../contract';
import type { ApiError, ProductFilterQueryInput } from '../../contract';
import { apiRequestFx } from '../api-client';

/** The listings of §2 and the catalogue call each one makes (§7). */
export type ListingContext =
  | { kind: 'products' }
  | { kind: 'category'; category: string; segment?: string | null }
  | { kind: 'brand'; brand: string; segment?: string | null }
  | { kind: 'segment'; segment: string }
  | { kind: 'campaign'; campaign: string }
  | { kind: 'search'; q: string };
export type ListingKind = ListingContext['kind'];

/** One listing call: where, and the §7 filter query (locale, page, per_page, filters, sort/order). */
export interface ListingRequest {
  context: ListingContext;
  query: ProductFilterQueryInput;
}

const segment = (value: string) => encodeURIComponent(value);

/** §7 catalogue paths, in one place. The optional `{sub}` of the category and brand calls is the route's segment. */
export function listingPath(context: ListingContext): string {
  switch (context.kind) {
    case 'products':
      return 'v1/products';
    case 'category':
      return `v1/products/categories/${segment(context.category)}${context.segment ? `/${segment(context.segment)}` : ''}`;
    case 'brand':
      return `v1/products/brand/${segment(context.brand)}${context.segment ? `/${segment(context.segment)}` : ''}`;
    case 'segment':
      return `v1/products/segment/${segment(context.segment)}`;
    case 'campaign':
      return `v1/campaigns/products/${segment(context.campaign)}`;
    case 'search':
      return 'v1/products/search';
  }
}

/**
 * A product list of any listing, parsed strictly with the contract (§5: a failed check is a failed
 * fetch). Search sends q, locale, page and per_page (§7); every other listing sends the filter query
 * with array values as `name[]=value`.
 */
export const fetchListingFx = createEffect<ListingRequest, ProductListResponse, ApiError>(async ({ context, query }) => {
  if (context.kind === 'search') {
    const { locale, page, per_page } = query;
    return (await apiRequestFx({
      path: listingPath(context),
      query: { q: context.q.trim().slice(0, MAX_SEARCH_QUERY_LENGTH), locale, page: Number(page ?? 1), per_page: Number(per_page ?? DEFAULT_PER_PAGE) },
      schema: ProductListResponse,
    })) as ProductListResponse;
  }
  return (await apiRequestFx({
    path: `${listingPath(context)}?${toFilterSearchParams(query).toString()}`,
    schema: ProductListResponse,
  })) as ProductListResponse;
});
