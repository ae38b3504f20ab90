import { attach, combine, createEvent, createStore, sample } from 'effector';
import { DEFAULT_LOCALE } from '../../contract/constants';
import { productCardData } from '../../contract/cards';
import type { ApiError, Locale, PaginationMeta, ProductCardData, ProductFilters } from '../../contract';
import { failureText } from '../api-client';
import { fetchCategoriesFx } from '../categories';
import { $filters, $filterState, $perPage, filtersRestored, fromQueryString, resultsQueryChanged, toApiQuery } from '../filters';
import { fetchListingFx } from './api';
import type { ListingContext, ListingRequest } from './api';
import { categoriesInPageLanguage, listsEveryCategory } from './categoryLanguage';

/** §8 catalogue failure texts, kept when the server sends no message of its own. */
export const FAILED_TO_FETCH_PRODUCTS = 'Failed to fetch products';
export const FAILED_TO_SEARCH_PRODUCTS = 'Failed to search products';
export const NO_DATA_RECEIVED = 'No data received';

export interface ListingOpened {
  context: ListingContext;
  locale: Locale;
  /** The page URL's query string (`?color=red,blue&sort=newest&page=2`), read by the §5 restore rules. */
  query: string;
}

/** §8: the server message, else 'No data received' for an empty answer, else the listing's own text. */
export function listingFailureText(error: ApiError, context: ListingContext | null): string {
  const emptyAnswer = error.status >= 200 && error.status < 300 && (error.data === null || error.data === '');
  const fallback = context?.kind === 'search' ? FAILED_TO_SEARCH_PRODUCTS : FAILED_TO_FETCH_PRODUCTS;
  return failureText(error, emptyAnswer ? NO_DATA_RECEIVED : fallback);
}

/** The brand a brand listing's answer names: its own value's label among the brands facet. */
function brandNamed(context: ListingContext, filters: ProductFilters | undefined): { slug: string; name: string } | null {
  if (context.kind !== 'brand') return null;
  const facet = filters?.brands.find((value) => value.value === context.brand);
  return facet ? { slug: context.brand, name: facet.label } : null;
}

const searchIsEmpty = (context: ListingContext) => context.kind === 'search' && context.q.trim() === '';

/** Which listing is shown, and in which language; null before any listing was opened. */
export const $context = createStore<ListingContext | null>(null);
export const $locale = createStore<Locale>(DEFAULT_LOCALE);
/** The listing's cards in its language: only what a card shows is kept (and sent to the browser). */
export const $products = createStore<ProductCardData[]>([]);
export const $meta = createStore<PaginationMeta | null>(null);
/** Facet counts of the current result set (filter panel). */
export const $facets = createStore<ProductFilters | null>(null);
export const $error = createStore<string | null>(null);
/**
 * A brand listing's brand as an answer named it: the label of its own value among the brands facet ('Maré Alta',
 * where the address says 'mare-alta'). Kept while the brand stays the subject: a filter that matches nothing
 * answers no facets, and the heading does not change for it.
 */
const $knownBrand = createStore<{ slug: string; name: string } | null>(null);
/** The brand listing's brand name, once an answer gave it; null on other listings. */
export const $brandName = combine($context, $knownBrand, (context, known) =>
  context?.kind === 'brand' && known?.slug === context.brand ? known.name : null,
);
/** The call whose answer may still be shown; an older answer is dropped (never sent to the browser). */
const $latestRequest = createStore<{ request: ListingRequest; append: boolean } | null>(null, { serialize: 'ignore' });

export const $pending = fetchListingFx.pending;
export const $total = $meta.map((meta) => meta?.total ?? 0);
export const $hasMorePages = $meta.map((meta) => meta !== null && meta.current_page < meta.last_page);

/** A listing route opened (server before rendering, browser on navigation). */
export const listingOpened = createEvent<ListingOpened>();
/** Try the current query again (the error state's retry button). */
export const listingRefreshRequested = createEvent();

const requestStarted = createEvent<{ request: ListingRequest; append: boolean }>();

/** The request an opening asks for: the URL's filters with the stored per-page. */
const openingRequested = sample({
  clock: listingOpened,
  source: $perPage,
  fn: (perPage, { context, locale, query }): ListingRequest => ({
    context,
    query: toApiQuery({ ...fromQueryString(query), perPage }, locale),
  }),
});
/**
 * An opening for the results already shown (the app moved the URL after a filter change, which the
 * listing fetched already) keeps them: same context, same query, no failure.
 */
const alreadyShown = (latest: { request: ListingRequest } | null, error: string | null, request: ListingRequest) =>
  latest !== null && error === null && JSON.stringify(latest.request) === JSON.stringify(request);
const newListingOpened = sample({
  clock: openingRequested,
  source: { latest: $latestRequest, error: $error },
  filter: ({ latest, error }, request) => !alreadyShown(latest, error, request),
  fn: (_source, request) => request,
});

sample({ clock: listingOpened, fn: ({ context }) => context, target: $context });
sample({ clock: listingOpened, fn: ({ locale }) => locale, target: $locale });
// §5: the page URL's query string sets the filters, except per-page which browser storage keeps.
sample({ clock: listingOpened, fn: ({ query }) => fromQueryString(query), target: filtersRestored });
// A newly opened listing starts from an empty list: another listing's products are never shown under it.
sample({ clock: newListingOpened, fn: () => [], target: $products });
sample({ clock: newListingOpened, fn: () => null, target: [$meta, $facets, $error] });

// Opening a listing fetches the page its URL names (an empty search fetches nothing).
sample({
  clock: newListingOpened,
  filter: ({ context }) => !searchIsEmpty(context),
  fn: (request) => ({ request, append: false }),
  target: requestStarted,
});
// §4: a filter change fetches again — page above 1 appends products, page 1 replaces them.
sample({
  clock: resultsQueryChanged,
  source: { context: $context, locale: $locale },
  filter: ({ context }) => context !== null && !searchIsEmpty(context),
  fn: ({ context, locale }, state) => ({
    request: { context: context as ListingContext, query: toApiQuery(state, locale) },
    append: state.page > 1,
  }),
  target: requestStarted,
});
sample({
  clock: listingRefreshRequested,
  source: { context: $context, locale: $locale, state: $filterState },
  filter: ({ context }) => context !== null && !searchIsEmpty(context),
  fn: ({ context, locale, state }) => ({
    request: { context: context as ListingContext, query: toApiQuery(state, locale) },
    append: false,
  }),
  target: requestStarted,
});

sample({ clock: requestStarted, target: $latestRequest });
sample({ clock: requestStarted, fn: ({ request }) => request, target: fetchListingFx });

// Race safety: only the answer to the latest call is shown.
const latestDone = sample({
  clock: fetchListingFx.done,
  source: $latestRequest,
  filter: (latest, { params }) => latest !== null && latest.request === params,
  fn: (latest, { params, result }) => ({
    response: result,
    cards: result.data.map((product) =>
      productCardData(product, params.query.locale ?? DEFAULT_LOCALE, { colours: params.query.attributes?.['color'] }),
    ),
    append: latest!.append,
    context: params.context,
  }),
});
const latestFailed = sample({
  clock: fetchListingFx.fail,
  source: { latest: $latestRequest, context: $context },
  filter: ({ latest }, { params }) => latest !== null && latest.request === params,
  fn: ({ context }, { error }) => listingFailureText(error, context),
});

// §4: page above 1 appends products; page 1 replaces.
sample({
  clock: latestDone,
  source: $products,
  fn: (products, { cards, append }) => (append ? [...products, ...cards] : cards),
  target: $products,
});
sample({ clock: latestDone, fn: ({ response }) => response.meta, target: $meta });
sample({ clock: latestDone, fn: ({ response }) => response.filters ?? null, target: $facets });
sample({ clock: latestDone, fn: () => null, target: $error });
sample({ clock: latestDone.filterMap(({ context, response }) => brandNamed(context, response.filters) ?? undefined), target: $knownBrand });

// §8: a failure keeps the server message or the catalogue text, and the list stays empty.
sample({ clock: latestFailed, target: $error });
sample({ clock: latestFailed, fn: () => [], target: $products });
sample({ clock: latestFailed, fn: () => null, target: [$meta, $facets] });

// ——— categories named in another language (features/listing/categoryLanguage.ts) ———

/**
 * The chosen categories in the page's language when the address named some in another language (its query
 * kept through a language switch, or a shared link); null otherwise. The listing routes answer it with a
 * permanent redirect to the address that names them so (app/routes/table.ts).
 */
export const $categoriesInPageLanguage = createStore<string[] | null>(null);
const pageLanguageCategoriesFx = attach({ effect: fetchCategoriesFx });
$categoriesInPageLanguage.reset(listingOpened);
/** The request an opening made: only its answer can lead to the redirect (a later filter change is the shopper's own). */
const $openingRequest = createStore<ListingRequest | null>(null, { serialize: 'ignore' });
sample({ clock: newListingOpened, target: $openingRequest });
// Only a chosen value the opening's facet does not list may be another language's: then the categories are asked.
sample({
  clock: fetchListingFx.done,
  source: { filters: $filters, locale: $locale, opening: $openingRequest },
  filter: ({ filters, opening }, { params, result }) =>
    params === opening && !listsEveryCategory(filters['categories'] ?? [], result.filters?.categories),
  fn: ({ locale }) => ({ locale }),
  target: pageLanguageCategoriesFx,
});
sample({
  clock: pageLanguageCategoriesFx.done,
  source: { filters: $filters, locale: $locale },
  filter: ({ locale }, { params }) => params.locale === locale,
  fn: ({ filters }, { result }) => {
    const chosen = filters['categories'] ?? [];
    const named = categoriesInPageLanguage(chosen, result);
    return named.join(',') === chosen.join(',') ? null : named;
  },
  target: $categoriesInPageLanguage,
});
