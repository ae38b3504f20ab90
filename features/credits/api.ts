import { createEffect } from 'effector';
import { CREDIT_API_PATHS } from '../../contract/account-paths';
import type { ApiError, CreditsResponse } from '../../contract';
import { apiRequestFx } from '../api-client';

/** GET v1/account/credits?page= (signed in): the balance and one page of the ledger, newest first. */
export const fetchCreditsFx = createEffect<{ page: number }, CreditsResponse, ApiError>(
  async ({ page }) =>
    (await apiRequestFx({ path: CREDIT_API_PATHS.credits, query: { page }, schema: () => import('../../contract/credit').then((contract) => contract.CreditsResponse) })) as CreditsResponse,
);
