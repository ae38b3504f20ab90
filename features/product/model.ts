import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { productPageData } from '../../contract/product-page';
import type { Locale, Product, ProductCard, ProductPageData, Review } from '../../contract';
import { failureText } from '../api-client';
import { fetchProductFx, fetchQuickViewProductFx, loadReviewsPreview, refreshProductFx } from './api';
import { applyUpdate, offersOf, selectedVariantOf, variantForAttribute, variantNamedBy } from './variants';

/** Shown when the product cannot be fetched and the server gave no message (the §8 catalogue pattern). */
export const FAILED_TO_FETCH_PRODUCT = 'Failed to fetch product';

export interface ProductRequested {
  slug: string;
  locale: Locale;
  /** The variant the page address names (`?variant={sku}`): it is shown chosen once the product loads. */
  variantSku?: string | null;
}
export interface AttributeChoice {
  /** The attribute name (`color`, `size`). */
  attribute: string;
  /** The value's slug. */
  value: string;
}

// The product page: the product as the page keeps it in its language (contract/product-page.ts), the state a page sends.
export const $product = createStore<ProductPageData | null>(null);
export const $productError = createStore<string | null>(null);
/** The API does not know the slug (404): the page answers the 404 page. */
export const $productNotFound = createStore(false);
export const $productPending = fetchProductFx.pending;
const $selectedVariantUuid = createStore<string | null>(null);
/** The variant the selectors point at; the first one in stock until the shopper chooses. */
export const $selectedVariant = combine($product, $selectedVariantUuid, selectedVariantOf);
/** The selected variant's offers from every seller, cheapest first. */
export const $offers = $selectedVariant.map(offersOf);
const $latestProductRequest = createStore<ProductRequested | null>(null, { serialize: 'ignore' });
/**
 * The newest approved reviews, read by the server for the page's JSON-LD only: never serialized, so the
 * page's state stays small (the browser loads the shown list after hydration).
 */
export const $reviewsPreview = createStore<Review[]>([], { serialize: 'ignore' });

// The quick view of a product card (§2: the eye).
export const $quickViewProduct = createStore<Product | null>(null, { serialize: 'ignore' });
export const $quickViewError = createStore<string | null>(null, { serialize: 'ignore' });
export const $quickViewPending = fetchQuickViewProductFx.pending;
const $quickViewVariantUuid = createStore<string | null>(null, { serialize: 'ignore' });
export const $quickViewVariant = combine($quickViewProduct, $quickViewVariantUuid, selectedVariantOf);
export const $quickViewOffers = $quickViewVariant.map(offersOf);
const $latestQuickView = createStore<ProductRequested | null>(null, { serialize: 'ignore' });

export const productPageOpened = createEvent<ProductRequested>();
/** A variant chosen by its uuid (the variant selector). */
export const variantSelected = createEvent<string>();
/** An attribute value chosen (one selector of the variant selector). */
export const attributeSelected = createEvent<AttributeChoice>();
/** A live update of a product (§7 `UpdateProduct` on `product_{slug}`): its data replaces the shown one. */
export const productUpdated = createEvent<Product | ProductCard>();
/**
 * Beyond the spec: read the shown product again without a loading state (the live connection came back and
 * may have missed updates). Its answer replaces the data like a live update; a failure keeps what is shown.
 */
export const productRefreshed = createEvent();
export const quickViewOpened = createEvent<ProductRequested>();
export const quickViewClosed = createEvent();
export const quickViewVariantSelected = createEvent<string>();

// Opening a product page shows that product alone: the previous one and its choice go.
sample({ clock: productPageOpened, fn: () => null, target: [$product, $productError, $selectedVariantUuid] });
sample({ clock: productPageOpened, fn: () => false, target: $productNotFound });
sample({ clock: productPageOpened, target: [$latestProductRequest, fetchProductFx] });

const productLoaded = sample({
  clock: fetchProductFx.done,
  source: $latestProductRequest,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { params, result }) => ({ product: result, locale: params.locale }),
});
const productFailed = sample({
  clock: fetchProductFx.fail,
  source: $latestProductRequest,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { error }) => error,
});
sample({ clock: productLoaded, fn: ({ product, locale }) => productPageData(product, locale), target: $product });
// The address's variant (a shared link, a reload) is the chosen one; an unknown sku leaves the default.
sample({
  clock: productLoaded,
  source: $latestProductRequest,
  fn: (request, { product }) => variantNamedBy(product, request?.variantSku)?.uuid ?? null,
  target: $selectedVariantUuid,
});
// A reviewed product's JSON-LD carries its newest reviews (server only; the browser never shows these).
// The effect exists on the server only, so the browser's first load carries none of it.
if (import.meta.env.SSR) {
  const fetchReviewsPreviewFx = createEffect(loadReviewsPreview);
  sample({ clock: productPageOpened, fn: (): Review[] => [], target: $reviewsPreview });
  sample({ clock: productLoaded, filter: ({ product }) => (product.review_summary?.count ?? 0) > 0, fn: ({ product }) => ({ slug: product.slug }), target: fetchReviewsPreviewFx });
  sample({ clock: fetchReviewsPreviewFx.doneData, target: $reviewsPreview });
}
// A failure keeps the server message or the fallback text; an unknown slug (404) is the 404 page.
sample({ clock: productFailed, fn: (error) => failureText(error, FAILED_TO_FETCH_PRODUCT), target: $productError });
sample({ clock: productFailed, fn: (error) => error.status === 404, target: $productNotFound });

// §2 variant selector: a chosen variant, or the variant matching a chosen attribute value.
sample({ clock: variantSelected, target: $selectedVariantUuid });
sample({
  clock: attributeSelected,
  source: { product: $product, current: $selectedVariant },
  filter: ({ product }) => product !== null,
  fn: ({ product, current }, choice) => variantForAttribute(product!, current, choice)?.uuid ?? current?.uuid ?? null,
  target: $selectedVariantUuid,
});

// §7 live update: the shown product's data is replaced (the product page and an open quick view).
sample({
  clock: productUpdated,
  source: { product: $product, request: $latestProductRequest },
  fn: ({ product, request }, update) => {
    const merged = applyUpdate(product, update);
    return merged && request ? productPageData(merged, request.locale) : merged;
  },
  target: $product,
});
sample({
  clock: productUpdated,
  source: $quickViewProduct,
  fn: (product, update) => applyUpdate<Product>(product, update),
  target: $quickViewProduct,
});

// A background read of the page's product: it lands as a live update would (the shown variant stays chosen).
sample({ clock: productRefreshed, source: $latestProductRequest, filter: Boolean, target: refreshProductFx });
sample({
  clock: refreshProductFx.done,
  source: $latestProductRequest,
  filter: (latest, { params }) => latest?.slug === params.slug && latest.locale === params.locale,
  fn: (_latest, { result }) => result,
  target: productUpdated,
});

// §2 quick view: the product card's eye loads the product into a dialog with its own variant choice.
sample({ clock: quickViewOpened, fn: () => null, target: [$quickViewProduct, $quickViewError, $quickViewVariantUuid] });
sample({ clock: quickViewOpened, target: [$latestQuickView, fetchQuickViewProductFx] });
sample({
  clock: fetchQuickViewProductFx.done,
  source: $latestQuickView,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { result }) => result,
  target: $quickViewProduct,
});
sample({
  clock: fetchQuickViewProductFx.fail,
  source: $latestQuickView,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { error }) => failureText(error, FAILED_TO_FETCH_PRODUCT),
  target: $quickViewError,
});
sample({ clock: quickViewVariantSelected, target: $quickViewVariantUuid });
// Closing forgets the quick view; an answer arriving afterwards is dropped.
sample({ clock: quickViewClosed, fn: () => null, target: [$quickViewProduct, $quickViewError, $quickViewVariantUuid, $latestQuickView] });
