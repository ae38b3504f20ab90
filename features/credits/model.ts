import { createEvent, createStore, sample } from 'effector';
import type { CreditBalance, CreditEntry } from '../../contract';
import { loggedOut } from '../auth';
import { fetchCreditsFx } from './api';

/**
 * The signed-in customer's store credit (/account/credits): the balance, and the ledger one page at a
 * time (newest first). Read again on every visit, so credit given elsewhere (a refund, a commission, an
 * order given back) shows; a failed read keeps what was shown and says so.
 */

export const CREDITS_STATUSES = ['idle', 'loading', 'ready', 'failed'] as const;
export type CreditsStatus = (typeof CREDITS_STATUSES)[number];

export const $creditBalance = createStore<CreditBalance | null>(null);
export const $creditEntries = createStore<CreditEntry[]>([]);
export const $creditsPage = createStore<{ current: number; last: number }>({ current: 1, last: 1 });
export const $creditsStatus = createStore<CreditsStatus>('idle');

/** The credits page opened (or its retry was pressed): the first page is read. */
export const creditsRequested = createEvent();
/** Another page of the ledger chosen. */
export const creditsPageChosen = createEvent<number>();

// The latest request wins: a page chosen while another loads replaces it.
sample({ clock: creditsRequested, fn: () => ({ page: 1 }), target: fetchCreditsFx });
sample({ clock: creditsPageChosen, source: $creditsPage, filter: (page, chosen) => chosen >= 1 && chosen <= page.last, fn: (_page, chosen) => ({ page: chosen }), target: fetchCreditsFx });
sample({ clock: fetchCreditsFx, fn: (): CreditsStatus => 'loading', target: $creditsStatus });

const answered = fetchCreditsFx.done;
sample({ clock: answered, fn: ({ result }) => result.balance, target: $creditBalance });
sample({ clock: answered, fn: ({ result }) => result.data, target: $creditEntries });
sample({ clock: answered, fn: ({ result }) => ({ current: result.meta.current_page, last: result.meta.last_page }), target: $creditsPage });
sample({ clock: answered, fn: (): CreditsStatus => 'ready', target: $creditsStatus });
sample({ clock: fetchCreditsFx.fail, fn: (): CreditsStatus => 'failed', target: $creditsStatus });

// Another customer signing in on this browser never sees the previous one's credit.
$creditBalance.reset(loggedOut);
$creditEntries.reset(loggedOut);
$creditsPage.reset(loggedOut);
$creditsStatus.reset(loggedOut);
