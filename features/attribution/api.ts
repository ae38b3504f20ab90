import { createEffect } from 'effector';
import type { ApiError, AttributionResponse, UtmConversionResponse, UtmTrackResponse, UtmConversionRequest, UtmTrackRequest } from '../../contract';
import { apiRequestFx } from '../api-client';

/** §7 UTM calls; every path lives here. */
export const UTM_PATHS = {
  track: 'v1/utm/track',
  conversion: 'v1/utm/conversion',
  attribution: 'v1/utm/attribution',
} as const;

/** §7 POST v1/utm/track: UTM params plus tracking_id (anonymous allowed, §6). */
export const postTrackFx = createEffect<UtmTrackRequest, UtmTrackResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'POST', path: UTM_PATHS.track, body, schema: () => import('../../contract/utm').then((contract) => contract.UtmTrackResponse) })) as UtmTrackResponse,
);

/** §7 POST v1/utm/conversion (authenticated). */
export const postConversionFx = createEffect<UtmConversionRequest, UtmConversionResponse, ApiError>(
  async (body) =>
    (await apiRequestFx({ method: 'POST', path: UTM_PATHS.conversion, body, schema: () => import('../../contract/utm').then((contract) => contract.UtmConversionResponse) })) as UtmConversionResponse,
);

/** §7 GET v1/utm/attribution: success, data. */
export const fetchAttributionFx = createEffect<void, AttributionResponse, ApiError>(
  async () => (await apiRequestFx({ path: UTM_PATHS.attribution, schema: () => import('../../contract/utm').then((contract) => contract.AttributionResponse) })) as AttributionResponse,
);
