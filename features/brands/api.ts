import { createEffect } from 'effector';
import type { ApiError, BrandListResponse, HomePageBrand, Locale } from '../../contract';
import { apiRequestFx } from '../api-client';

/** §7 GET /v1/brands/home-page: locale. */
export const fetchHomeBrandsFx = createEffect<{ locale: Locale }, HomePageBrand[], ApiError>(async ({ locale }) => {
  const response = (await apiRequestFx({ path: 'v1/brands/home-page', query: { locale }, schema: () => import('../../contract/brand').then((contract) => contract.BrandListResponse) })) as BrandListResponse;
  return response.data;
});

/** §7 GET /v1/brands/segment/{segment}: locale. */
export const fetchSegmentBrandsFx = createEffect<{ locale: Locale; segment: string }, HomePageBrand[], ApiError>(
  async ({ locale, segment }) => {
    const response = (await apiRequestFx({
      path: `v1/brands/segment/${encodeURIComponent(segment)}`,
      query: { locale },
      schema: () => import('../../contract/brand').then((contract) => contract.BrandListResponse),
    })) as BrandListResponse;
    return response.data;
  },
);
