/**
 * Store credit (/account/credits and the checkout's balance): `creditsRequested` reads the balance and the
 * first page of the ledger, `creditsPageChosen(n)` another page; `$creditsStatus` says loading, ready or failed.
 */
export { $creditBalance, $creditEntries, $creditsPage, $creditsStatus, creditsRequested, creditsPageChosen, CREDITS_STATUSES } from './model';
export type { CreditsStatus } from './model';
export { fetchCreditsFx } from './api';
