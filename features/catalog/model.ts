import { createEvent, createStore, sample } from 'effector';
import { productCardData } from '../../contract/cards';
import type { Locale, ProductCardData } from '../../contract';
import { failureText } from '../api-client';
import { FAILED_TO_FETCH_PRODUCTS } from '../listing';
import { fetchProductsFx } from './api';

// §8: the message kept when a product list fetch fails without a server message (one text for every list).
export { FAILED_TO_FETCH_PRODUCTS };

/** The home page's cards, in the page's language: only what a card shows is kept (and sent to the browser). */
export const $products = createStore<ProductCardData[]>([]);
export const $productsError = createStore<string | null>(null);
export const $productsPending = fetchProductsFx.pending;

/**
 * How many of the newest products the home page shows: three rows of the desktop grid (two columns on phones,
 * three on tablets, four on desktop divide it), just below the fold — the listings carry the rest.
 */
export const HOME_NEW_ARRIVALS = 12;

export const homePageOpened = createEvent<{ locale: Locale }>();

// The home page shows the catalogue's first products, in the page's language.
sample({
  clock: homePageOpened,
  fn: ({ locale }) => ({ locale, page: 1, per_page: HOME_NEW_ARRIVALS }),
  target: fetchProductsFx,
});

// A successful fetch replaces the list and clears an earlier failure.
sample({ clock: fetchProductsFx.done, fn: ({ params, result }) => result.data.map((product) => productCardData(product, params.locale)), target: $products });
sample({ clock: fetchProductsFx.done, fn: () => null, target: $productsError });

// §8: a failed fetch keeps the server message, else 'Failed to fetch products'; the list stays empty.
sample({
  clock: fetchProductsFx.failData,
  fn: (error) => failureText(error, FAILED_TO_FETCH_PRODUCTS),
  target: $productsError,
});
sample({ clock: fetchProductsFx.fail, fn: (): ProductCardData[] => [], target: $products });
