import { createEffect } from 'effector';
import type { ApiError, ProductListQuery, ProductListResponse } from '../../contract';
import { apiRequestFx } from '../api-client';

/** GET /v1/products (§7): locale, page, per_page; the body is parsed with the contract at the edge. */
export const fetchProductsFx = createEffect<ProductListQuery, ProductListResponse, ApiError>(
  async (query) =>
    (await apiRequestFx({ path: 'v1/products', query, schema: () => import('../../contract/catalog').then((contract) => contract.ProductListResponse) })) as ProductListResponse,
);
