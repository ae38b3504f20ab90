/** Support's and the account data pieces' texts in a locale, from the app's own builders (app/shell/supportLabels.ts). */
import {
  buildAccountSummaryLabels,
  buildContactFormLabels,
  buildDataRightsLabels,
  buildTicketFormLabels,
  buildTicketListLabels,
  buildTicketThreadLabels,
} from '../app/shell/supportLabels';
import type { Locale } from '../contract';
import { i18nFor } from './i18n';

const tFor = (locale: Locale) => i18nFor(locale).t;
export const ticketListLabels = (locale: Locale) => buildTicketListLabels(tFor(locale));
export const ticketFormLabels = (locale: Locale) => buildTicketFormLabels(tFor(locale));
export const ticketThreadLabels = (locale: Locale) => buildTicketThreadLabels(tFor(locale));
export const contactFormLabels = (locale: Locale) => buildContactFormLabels(tFor(locale));
export const accountSummaryLabels = (locale: Locale) => buildAccountSummaryLabels(tFor(locale));
export const dataRightsLabels = (locale: Locale) => buildDataRightsLabels(tFor(locale));
export const accountErrorText = (locale: Locale, key: string) => tFor(locale)(`account.errors.${key}`);
