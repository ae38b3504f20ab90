import { createEffect } from 'effector';
import type { ApiError, Locale, SuggestionsResponse } from '../../contract';
import { apiRequestFx } from '../api-client';

export interface SuggestionRequest {
  q: string;
  locale: Locale;
}

/** The request still on its way: a newer one cancels it, its answer would be for letters no longer typed. */
let inFlight: AbortController | null = null;

/** GET /v1/products/suggestions; the body is parsed with the contract at the edge. */
export const fetchSuggestionsFx = createEffect<SuggestionRequest, SuggestionsResponse, ApiError>(async ({ q, locale }) => {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    return (await apiRequestFx({
      path: 'v1/products/suggestions',
      query: { q, locale },
      schema: () => import('../../contract/suggestions').then((contract) => contract.SuggestionsResponse),
      signal: controller.signal,
    })) as SuggestionsResponse;
  } finally {
    if (inFlight === controller) inFlight = null;
  }
});
