import { createEffect } from 'effector';
import { REVIEW_API_PATHS } from '../../contract/review-constants';
import type { ApiError, Locale, Product, ProductResponse, ProductReviewsResponse, Review } from '../../contract';
import { apiRequestFx } from '../api-client';

/** GET /v1/products/{slug}?locale= — the full product of §3 (with seo and translations). */
export const productPath = (slug: string) => `v1/products/${encodeURIComponent(slug)}`;

async function loadProduct({ slug, locale }: { slug: string; locale: Locale }): Promise<Product> {
  const response = (await apiRequestFx({ path: productPath(slug), query: { locale }, schema: () => import('../../contract/catalog').then((contract) => contract.ProductResponse) })) as ProductResponse;
  return response.data;
}

/** The product page's product. */
export const fetchProductFx = createEffect<{ slug: string; locale: Locale }, Product, ApiError>(loadProduct);
/** The quick-view dialog's product (its own effect, so a quick view never touches the product page). */
export const fetchQuickViewProductFx = createEffect<{ slug: string; locale: Locale }, Product, ApiError>(loadProduct);
/** A product read for what a card does not carry (the variant and offer analytics names when a card's heart adds it). */
export const fetchTrackedProductFx = createEffect<{ slug: string; locale: Locale }, Product, ApiError>(loadProduct);
/** The shown product read again in the background (its own effect, so the page shows no loading state). */
export const refreshProductFx = createEffect<{ slug: string; locale: Locale }, Product, ApiError>(loadProduct);

/** The newest approved reviews of a product, read on the server for its JSON-LD `review` items. */
export async function loadReviewsPreview({ slug }: { slug: string }): Promise<Review[]> {
  const answer = (await apiRequestFx({ path: REVIEW_API_PATHS.productReviews(slug), query: { page: 1 }, schema: () => import('../../contract/reviews').then((contract) => contract.ProductReviewsResponse) })) as ProductReviewsResponse;
  return answer.data;
}
