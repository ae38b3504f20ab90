import { createEvent, createStore, sample } from 'effector';
import type { AffiliateDashboard, AffiliatePeriod, AmbassadorProgramme } from '../../contract';
import { $authMode, $user, csrfFirst, loggedOut } from '../auth';
import { fetchAffiliateDashboardFx, fetchAmbassadorFx, joinAmbassadorFx } from './api';

/**
 * The ambassador programme page and the affiliate dashboard (§1). Each page reads its numbers when it
 * opens; the ambassador joins through the CSRF-first flow; the dashboard reads again when the period
 * changes. A customer the operator has not made an affiliate (the API's 403) is a state of its own,
 * not an error. Everything is forgotten on logout.
 */

export const PROGRAMME_LOAD_STATES = ['idle', 'loading', 'ready', 'error'] as const;
export type ProgrammeLoadState = (typeof PROGRAMME_LOAD_STATES)[number];

// ——— ambassador ———

export const $ambassador = createStore<AmbassadorProgramme | null>(null);
export const $ambassadorState = createStore<ProgrammeLoadState>('idle');
/** The join was refused or failed (the page words it under `programmes.ambassador.joinFailed`). */
export const $joinFailed = createStore(false);

export const ambassadorPageOpened = createEvent();
export const joinRequested = createEvent();

const joinFlow = csrfFirst($authMode, joinAmbassadorFx);
export const $joining = joinFlow.$pending;

// Each visit reads the numbers again: a friend may have ordered since.
sample({ clock: ambassadorPageOpened, target: fetchAmbassadorFx });
$ambassadorState.on(fetchAmbassadorFx, (state) => (state === 'ready' ? 'ready' : 'loading'));
$ambassadorState.on(fetchAmbassadorFx.done, () => 'ready');
$ambassadorState.on(fetchAmbassadorFx.fail, (state) => (state === 'ready' ? 'ready' : 'error'));
$ambassador.on(fetchAmbassadorFx.doneData, (_, programme) => programme);

sample({ clock: joinRequested, filter: $joining.map((pending) => !pending), fn: () => undefined, target: joinFlow.started });
$joinFailed.on(joinRequested, () => false);
$joinFailed.on(joinFlow.failed, () => true);
$ambassador.on(joinFlow.done, (_, { result }) => result);
$ambassadorState.on(joinFlow.done, () => 'ready');

// ——— affiliate ———

export const $affiliate = createStore<AffiliateDashboard | null>(null);
export const $affiliateState = createStore<ProgrammeLoadState | 'notAffiliate'>('idle');
export const $affiliatePeriod = createStore<AffiliatePeriod>('day');

export const affiliatePageOpened = createEvent();
export const affiliatePeriodChanged = createEvent<AffiliatePeriod>();

/**
 * The account the page knows (from /users/me) says whether the customer has an affiliate code: a customer
 * known to have none is told so without asking the API for a refusal (a 403 in every such visit's console).
 * A session read from storage may not carry the field; then the API's answer decides.
 */
const $knownNotAffiliate = $user.map((user) => user !== null && 'affiliate_code' in user && user.affiliate_code === null);

$affiliatePeriod.on(affiliatePeriodChanged, (_, period) => period);
sample({
  clock: [affiliatePageOpened, affiliatePeriodChanged],
  source: $affiliatePeriod,
  filter: $knownNotAffiliate.map((known) => !known),
  target: fetchAffiliateDashboardFx,
});
sample({ clock: affiliatePageOpened, filter: $knownNotAffiliate, fn: () => 'notAffiliate' as const, target: $affiliateState });
$affiliateState.on(fetchAffiliateDashboardFx, (state) => (state === 'ready' ? 'ready' : 'loading'));
$affiliateState.on(fetchAffiliateDashboardFx.done, () => 'ready');
// §1: only customers the operator made affiliates have a dashboard; the API says so with a 403.
$affiliateState.on(fetchAffiliateDashboardFx.failData, (state, error) => (error.status === 403 ? 'notAffiliate' : state === 'ready' ? 'ready' : 'error'));
$affiliate.on(fetchAffiliateDashboardFx.doneData, (_, dashboard) => dashboard);

// ——— leaving ———

$ambassador.reset(loggedOut);
$affiliate.reset(loggedOut);
$ambassadorState.reset(loggedOut);
$affiliateState.reset(loggedOut);
$joinFailed.reset(loggedOut);
$affiliatePeriod.reset(loggedOut);
