export { AmbassadorProgramme, AMBASSADOR_VIEWS, REFERRAL_STATUS_KINDS } from './AmbassadorProgramme';
export type { AmbassadorLabels, AmbassadorProgrammeProps, AmbassadorView, ReferralRow, ReferralStatusKind } from './AmbassadorProgramme';
