import { createEffect } from 'effector';
import type { ApiError, ContentPage, ContentPageResponse, Locale } from '../../contract';
import { apiRequestFx } from '../api-client';

/** GET /cms/v1/pages/{slug}?locale= — FAQ, about, contact and the legal pages. */
export const contentPagePath = (slug: string) => `cms/v1/pages/${encodeURIComponent(slug)}`;

export const fetchContentPageFx = createEffect<{ slug: string; locale: Locale }, ContentPage, ApiError>(async ({ slug, locale }) => {
  const response = (await apiRequestFx({ path: contentPagePath(slug), query: { locale }, schema: () => import('../../contract/content').then((contract) => contract.ContentPageResponse) })) as ContentPageResponse;
  return response.data;
});
