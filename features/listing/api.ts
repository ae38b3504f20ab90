import { createEffect } from 'effector';
import { MAX_SEARCH_QUERY_LENGTH, toFilterSearchParams } from '../../contract/constants';
import type { ApiError, ProductFilterQueryInput, ProductListResponse } from '../../contract';
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
 * fetch). Every listing sends the filter query with array values as `name[]=value`; search adds `q`
 * (trimmed, at most 200 characters, §7).
 */
export const fetchListingFx = createEffect<ListingRequest, ProductListResponse, ApiError>(async ({ context, query }) => {
  const params = toFilterSearchParams(query);
  if (context.kind === 'search') params.set('q', context.q.trim().slice(0, MAX_SEARCH_QUERY_LENGTH));
  return (await apiRequestFx({
    path: `${listingPath(context)}?${params.toString()}`,
    schema: () => import('../../contract/catalog').then((contract) => contract.ProductListResponse),
  })) as ProductListResponse;
});
