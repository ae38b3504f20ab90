import { attach, createEffect } from 'effector';
import { PROGRAMME_API_PATHS } from '../../contract/programme-links';
import type { AffiliateDashboard, AffiliatePeriod, AmbassadorProgramme, ApiError } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiTokenGetter, apiRequestFx, buildUrl } from '../api-client';

type ProgrammeEnvelope = { data: AmbassadorProgramme };
type DashboardEnvelope = { data: AffiliateDashboard };

/** GET v1/account/ambassador: the signed-in customer's programme. */
export const fetchAmbassadorFx = createEffect<void, AmbassadorProgramme, ApiError>(
  async () => ((await apiRequestFx({ path: PROGRAMME_API_PATHS.ambassador, schema: () => import('../../contract/programmes').then((contract) => contract.AmbassadorProgrammeResponse) })) as ProgrammeEnvelope).data,
);

/** POST v1/account/ambassador `{accept_terms: true}`: joins (or answers the membership already there). */
export const joinAmbassadorFx = createEffect<void, AmbassadorProgramme, ApiError>(
  async () =>
    (
      (await apiRequestFx({
        method: 'POST',
        path: PROGRAMME_API_PATHS.ambassador,
        body: { accept_terms: true },
        schema: () => import('../../contract/programmes').then((contract) => contract.AmbassadorProgrammeResponse),
      })) as ProgrammeEnvelope
    ).data,
);

/** GET v1/affiliate/dashboard?period=: 403 for a customer who is not an affiliate. */
export const fetchAffiliateDashboardFx = createEffect<AffiliatePeriod, AffiliateDashboard, ApiError>(
  async (period) =>
    ((await apiRequestFx({ path: PROGRAMME_API_PATHS.affiliateDashboard, query: { period }, schema: () => import('../../contract/programmes').then((contract) => contract.AffiliateDashboardResponse) })) as DashboardEnvelope).data,
);

/** GET v1/affiliate/commissions.csv as a file (the API's own name for it), with the session's cookie or token. */
export const downloadCommissionsFx = attach({
  source: { baseUrl: $apiBaseUrl, fetch: $apiFetch, token: $apiTokenGetter },
  effect: createEffect(async ({ baseUrl, fetch, token }: { baseUrl: string; fetch: typeof globalThis.fetch | null; token: () => string | null }) => {
    const bearer = token();
    const response = await (fetch ?? globalThis.fetch)(buildUrl(baseUrl, PROGRAMME_API_PATHS.affiliateCommissionsCsv), {
      credentials: 'include',
      headers: { Accept: 'text/csv', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    });
    if (!response.ok) throw new Error(`commissions.csv answered ${response.status}`);
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'commissions.csv';
    return { blob: await response.blob(), name };
  }),
});
