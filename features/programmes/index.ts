/**
 * The ambassador programme and the affiliate dashboard (§1): `ambassadorPageOpened` / `joinRequested`
 * for /account/ambassador, `affiliatePageOpened` / `affiliatePeriodChanged` and `downloadCommissionsFx`
 * for /affiliate/dashboard.
 */
export {
  $ambassador,
  $ambassadorState,
  $joinFailed,
  $joining,
  ambassadorPageOpened,
  joinRequested,
  $affiliate,
  $affiliateState,
  $affiliatePeriod,
  affiliatePageOpened,
  affiliatePeriodChanged,
  PROGRAMME_LOAD_STATES,
} from './model';
export type { ProgrammeLoadState } from './model';
export { fetchAmbassadorFx, joinAmbassadorFx, fetchAffiliateDashboardFx, downloadCommissionsFx } from './api';
