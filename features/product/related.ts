import { createEffect, createEvent, createStore, sample } from 'effector';
import { productCardData } from '../../contract/cards';
import type { ApiError, Locale, ProductCard, ProductCardData, ProductListResponse, ProductPageData } from '../../contract';
import { apiRequestFx, failureText } from '../api-client';
import { FAILED_TO_FETCH_PRODUCTS, listingPath } from '../listing';
import { $product, productPageOpened } from './model';
import { relatedListingOf } from './relatedListing';

/**
 * A product's related products (§2's rail on its page, the cart's suggestions beside it). The browser asks for
 * them when they are needed — the rail nears the viewport, the cart opens — and this module comes with what asks
 * (the rail's lazy part, the cart's overlays): the server neither fetches nor sends them, and no page's first load
 * carries their model. A page no shopper scrolls costs neither the request nor 7–8 KB of state.
 */

/** How many related products the rail shows. */
export const RELATED_PRODUCTS_COUNT = 12;

/** What the related products are found by: the product's category, else its brand. */
export type RelatedSource = Pick<ProductPageData, 'uuid' | 'category' | 'brand'>;

/** The first products of the product's related listing (`relatedListingOf`), without the product itself. */
export const fetchRelatedProductsFx = createEffect<{ product: RelatedSource; locale: Locale }, ProductCard[], ApiError>(async ({ product, locale }) => {
  const context = relatedListingOf(product);
  if (!context) return [];
  const response = (await apiRequestFx({
    path: listingPath(context),
    query: { locale, page: 1, per_page: RELATED_PRODUCTS_COUNT + 1 },
    schema: () => import('../../contract/catalog').then((contract) => contract.ProductListResponse),
  })) as ProductListResponse;
  return response.data.filter((card) => card.uuid !== product.uuid).slice(0, RELATED_PRODUCTS_COUNT);
});

/** The shown product's related products are needed, in this language: asked for once per product. */
export const relatedProductsWanted = createEvent<Locale>();
/** The related products' cards, in the page's language (only what a card shows). */
export const $relatedProducts = createStore<ProductCardData[]>([], { serialize: 'ignore' });
export const $relatedProductsStatus = createStore<'idle' | 'loading' | 'ready' | 'failed'>('idle', { serialize: 'ignore' });
/** §8: the server's message or 'Failed to fetch products' when they could not be read. */
export const $relatedProductsError = createStore<string | null>(null, { serialize: 'ignore' });
/** The product whose related products were asked for. */
const $askedFor = createStore<string | null>(null, { serialize: 'ignore' });

// Another product page starts over.
sample({ clock: productPageOpened, fn: (): ProductCardData[] => [], target: $relatedProducts });
sample({ clock: productPageOpened, fn: () => null, target: [$askedFor, $relatedProductsError] });
sample({ clock: productPageOpened, fn: () => 'idle' as const, target: $relatedProductsStatus });

const asked = sample({
  clock: relatedProductsWanted,
  source: { product: $product, askedFor: $askedFor },
  filter: ({ product, askedFor }) => product !== null && askedFor !== product.uuid,
  fn: ({ product }, locale) => ({ product: { uuid: product!.uuid, category: product!.category, brand: product!.brand }, locale }),
});
sample({ clock: asked, fn: ({ product }) => product.uuid, target: $askedFor });
sample({ clock: asked, fn: () => 'loading' as const, target: $relatedProductsStatus });
sample({ clock: asked, target: fetchRelatedProductsFx });

// An answer for a product no longer shown is dropped.
const arrived = sample({ clock: fetchRelatedProductsFx.done, source: $askedFor, filter: (askedFor, { params }) => askedFor === params.product.uuid, fn: (_askedFor, done) => done });
sample({ clock: arrived, fn: ({ params, result }) => result.map((card) => productCardData(card, params.locale)), target: $relatedProducts });
sample({ clock: arrived, fn: () => 'ready' as const, target: $relatedProductsStatus });
const failed = sample({ clock: fetchRelatedProductsFx.fail, source: $askedFor, filter: (askedFor, { params }) => askedFor === params.product.uuid, fn: (_askedFor, { error }) => error });
sample({ clock: failed, fn: (error) => failureText(error, FAILED_TO_FETCH_PRODUCTS), target: $relatedProductsError });
sample({ clock: failed, fn: () => 'failed' as const, target: $relatedProductsStatus });
