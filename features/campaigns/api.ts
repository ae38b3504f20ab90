import { createEffect } from 'effector';
import type { ApiError, Campaign, CampaignListResponse, CampaignResponse, Locale } from '../../contract';
import { apiRequestFx } from '../api-client';

const CAMPAIGNS_PATH = 'v1/campaigns';

/** GET /v1/campaigns?locale= — the /campaigns page. */
export const fetchCampaignsFx = createEffect<{ locale: Locale }, Campaign[], ApiError>(async ({ locale }) => {
  const response = (await apiRequestFx({ path: CAMPAIGNS_PATH, query: { locale }, schema: () => import('../../contract/campaign').then((contract) => contract.CampaignListResponse) })) as CampaignListResponse;
  return response.data;
});

/** GET /v1/campaigns/{uuid}?locale= — the /campaigns/{uuid} page. */
export const fetchCampaignFx = createEffect<{ uuid: string; locale: Locale }, Campaign, ApiError>(async ({ uuid, locale }) => {
  const response = (await apiRequestFx({
    path: `${CAMPAIGNS_PATH}/${encodeURIComponent(uuid)}`,
    query: { locale },
    schema: () => import('../../contract/campaign').then((contract) => contract.CampaignResponse),
  })) as CampaignResponse;
  return response.data;
});
