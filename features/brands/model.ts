import { createEvent, createStore, sample } from 'effector';
import { brandTileOf } from '../../contract/cards';
import type { BrandTile, Locale } from '../../contract';
import { failureText } from '../api-client';
import { fetchHomeBrandsFx, fetchSegmentBrandsFx } from './api';

/** §8 failure texts, kept when the server gave no message. */
export const FAILED_TO_FETCH_BRANDS = 'Failed to fetch brands';
export const FAILED_TO_FETCH_SEGMENT_BRANDS = 'Failed to fetch segment brands';

/** The home page's featured brands, as its strip shows them in the page's language (what it serializes). */
export const $homeBrands = createStore<BrandTile[]>([]);
export const $homeBrandsError = createStore<string | null>(null);
export const $homeBrandsPending = fetchHomeBrandsFx.pending;
/** The brands of a segment page, as its strip shows them in the page's language. */
export const $segmentBrands = createStore<BrandTile[]>([]);
export const $segmentBrandsError = createStore<string | null>(null);
export const $segmentBrandsPending = fetchSegmentBrandsFx.pending;
const $latestSegmentQuery = createStore<{ locale: Locale; segment: string } | null>(null, { serialize: 'ignore' });

export const homeBrandsRequested = createEvent<{ locale: Locale }>();
export const segmentBrandsRequested = createEvent<{ locale: Locale; segment: string }>();

sample({ clock: homeBrandsRequested, target: fetchHomeBrandsFx });
sample({ clock: fetchHomeBrandsFx.done, fn: ({ params, result }) => result.map((brand) => brandTileOf(brand, params.locale)), target: $homeBrands });
sample({ clock: fetchHomeBrandsFx.done, fn: () => null, target: $homeBrandsError });
// §8: a failure keeps the server message or 'Failed to fetch brands'; the list is empty.
sample({ clock: fetchHomeBrandsFx.failData, fn: (error) => failureText(error, FAILED_TO_FETCH_BRANDS), target: $homeBrandsError });
sample({ clock: fetchHomeBrandsFx.fail, fn: (): BrandTile[] => [], target: $homeBrands });

// A newly opened segment never shows the previous segment's brands.
sample({ clock: segmentBrandsRequested, fn: (): BrandTile[] => [], target: $segmentBrands });
sample({ clock: segmentBrandsRequested, target: [$latestSegmentQuery, fetchSegmentBrandsFx] });
const latestSegmentDone = sample({
  clock: fetchSegmentBrandsFx.done,
  source: $latestSegmentQuery,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { params, result }) => result.map((brand) => brandTileOf(brand, params.locale)),
});
const latestSegmentFailed = sample({
  clock: fetchSegmentBrandsFx.fail,
  source: $latestSegmentQuery,
  filter: (latest, { params }) => latest === params,
  // §8: a failure keeps the server message or 'Failed to fetch segment brands'; the list is empty.
  fn: (_latest, { error }) => failureText(error, FAILED_TO_FETCH_SEGMENT_BRANDS),
});
sample({ clock: latestSegmentDone, target: $segmentBrands });
sample({ clock: latestSegmentDone, fn: () => null, target: $segmentBrandsError });
sample({ clock: latestSegmentFailed, target: $segmentBrandsError });
sample({ clock: latestSegmentFailed, fn: (): BrandTile[] => [], target: $segmentBrands });
