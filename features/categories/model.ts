import { createEvent, createStore, sample } from 'effector';
import type { Category, Locale, SegmentSlug } from '../../contract';
import { failureText } from '../api-client';
import { $selectedSegment } from '../segment';
import { fetchCategoriesFx, fetchCategoryFx } from './api';
import type { CategoriesQuery, CategoryQuery } from './api';

/** §8: the text kept when the category list cannot be fetched and the server gave no message. */
export const FAILED_TO_FETCH_CATEGORIES = 'Failed to fetch categories';


const cacheKey = (locale: Locale, segment: SegmentSlug | null) => `${locale}:${segment ?? ''}`;

export const $categories = createStore<Category[]>([]);
export const $categoriesError = createStore<string | null>(null);
export const $categoriesPending = fetchCategoriesFx.pending;
/** Which list is cached (`locale:segment`); it reaches the browser, so hydration does not fetch again. */
const $cachedKey = createStore<string | null>(null);
/** The language the list was asked in; null until a page asked for categories. */
const $locale = createStore<Locale | null>(null);
const $latestQuery = createStore<CategoriesQuery | null>(null, { serialize: 'ignore' });
const $latestCategoryQuery = createStore<CategoryQuery | null>(null, { serialize: 'ignore' });

/** The category of a category page (§7 single category); null when unknown or not found. */
export const $category = createStore<Category | null>(null);

/** A page needs the category list in its language (menu, filter panel, category page). */
export const categoriesRequested = createEvent<{ locale: Locale }>();
/** Fetch the list again even when cached. */
export const categoriesRefreshForced = createEvent();
/** A category page opened: its category is fetched for the heading and breadcrumbs. */
export const categoryRequested = createEvent<CategoryQuery>();

const fetchStarted = createEvent<CategoriesQuery>();

sample({ clock: categoriesRequested, fn: ({ locale }) => locale, target: $locale });
// §4: categories are cached — asking again in the same language and segment does not fetch.
sample({
  clock: categoriesRequested,
  source: { segment: $selectedSegment, cached: $cachedKey, error: $categoriesError },
  filter: ({ segment, cached, error }, { locale }) => error !== null || cached !== cacheKey(locale, segment),
  fn: ({ segment }, { locale }) => ({ locale, segment }),
  target: fetchStarted,
});
// §4: …and refetched when a refresh is forced.
sample({
  clock: categoriesRefreshForced,
  source: { segment: $selectedSegment, locale: $locale },
  filter: ({ locale }) => locale !== null,
  fn: ({ segment, locale }) => ({ locale: locale as Locale, segment }),
  target: fetchStarted,
});
// §4: …and when the selected segment changes.
sample({
  clock: $selectedSegment.updates,
  source: $locale,
  filter: (locale) => locale !== null,
  fn: (locale, segment) => ({ locale: locale as Locale, segment }),
  target: fetchStarted,
});

sample({ clock: fetchStarted, target: $latestQuery });
sample({ clock: fetchStarted, target: fetchCategoriesFx });

// Only the answer for the latest language and segment is kept.
const latestDone = sample({
  clock: fetchCategoriesFx.done,
  source: $latestQuery,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, done) => done,
});
const latestFailed = sample({
  clock: fetchCategoriesFx.fail,
  source: $latestQuery,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { error }) => failureText(error, FAILED_TO_FETCH_CATEGORIES),
});
sample({ clock: latestDone, fn: ({ result }) => result, target: $categories });
sample({ clock: latestDone, fn: ({ params }) => cacheKey(params.locale, (params.segment ?? null) as SegmentSlug | null), target: $cachedKey });
sample({ clock: latestDone, fn: () => null, target: $categoriesError });
// §8: a failure keeps the server message or 'Failed to fetch categories'; the list is empty and nothing is cached.
sample({ clock: latestFailed, target: $categoriesError });
sample({ clock: latestFailed, fn: () => [], target: $categories });
sample({ clock: latestFailed, fn: () => null, target: $cachedKey });

// §7/§8: the single category, or null on a non-200 status or missing data.
sample({ clock: categoryRequested, fn: () => null, target: $category });
sample({ clock: categoryRequested, target: [$latestCategoryQuery, fetchCategoryFx] });
sample({
  clock: fetchCategoryFx.done,
  source: $latestCategoryQuery,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { result }) => result,
  target: $category,
});
