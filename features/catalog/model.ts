import { createEvent, createStore, sample } from 'effector';
import { DEFAULT_PER_PAGE } from '../../contract/constants';
import { productCardData } from '../../contract/cards';
import type { ApiError, Locale, ProductCardData } from '../../contract';
import { fetchProductsFx } from './api';

/** §8: the message kept when a product list fetch fails without a server message. */
export const FAILED_TO_FETCH_PRODUCTS = 'Failed to fetch products';

function serverMessage(error: ApiError): string | null {
  const data = error?.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/** The home page's cards, in the page's language: only what a card shows is kept (and sent to the browser). */
export const $products = createStore<ProductCardData[]>([]);
export const $productsError = createStore<string | null>(null);
export const $productsPending = fetchProductsFx.pending;

export const homePageOpened = createEvent<{ locale: Locale }>();

// §9: the home page shows the first page of the catalogue, 24 products, in the page's language.
sample({
  clock: homePageOpened,
  fn: ({ locale }) => ({ locale, page: 1, per_page: DEFAULT_PER_PAGE }),
  target: fetchProductsFx,
});

// A successful fetch replaces the list and clears an earlier failure.
sample({ clock: fetchProductsFx.done, fn: ({ params, result }) => result.data.map((product) => productCardData(product, params.locale)), target: $products });
sample({ clock: fetchProductsFx.done, fn: () => null, target: $productsError });

// §8: a failed fetch keeps the server message, else 'Failed to fetch products'; the list stays empty.
sample({
  clock: fetchProductsFx.failData,
  fn: (error) => serverMessage(error) ?? FAILED_TO_FETCH_PRODUCTS,
  target: $productsError,
});
sample({ clock: fetchProductsFx.fail, fn: (): ProductCardData[] => [], target: $products });
