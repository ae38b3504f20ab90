/**
 * Store-credit and saved-address fixtures and texts for the workbench, from the app's own label builders
 * (app/shell/creditsLabels.ts, app/shell/addressesLabels.ts).
 */
import { buildCreditBalanceLabels, buildCreditLedgerLabels } from '../app/shell/creditsLabels';
import { buildAddressCardLabels, buildAddressDeleteLabels, buildAddressFormErrors, buildAddressFormLabels } from '../app/shell/addressesLabels';
import { i18nFor, languageTagFor, type Locale } from './i18n';
import { validateAddressForm } from '../app/pages/account/addressForm';
import type { AddressFormValues } from '../ui/AddressForm';

const tFor = (locale: Locale) => i18nFor(locale).t;
export const creditBalanceLabels = (locale: Locale) => buildCreditBalanceLabels(tFor(locale));
export const creditLedgerLabels = (locale: Locale) => buildCreditLedgerLabels(tFor(locale));
export const addressCardLabels = (locale: Locale) => buildAddressCardLabels(tFor(locale), languageTagFor(locale));
export const addressFormLabels = (locale: Locale) => buildAddressFormLabels(tFor(locale));
export const addressFormErrors = (locale: Locale) => buildAddressFormErrors(tFor(locale));
export const addressDeleteLabels = (locale: Locale) => buildAddressDeleteLabels(tFor(locale));

export { ADDRESSES, CREDIT_ENTRIES } from '../mocks/fixtures/wallet';

/** The account page's client rules for the address form, worded in `locale`. */
export const addressFormValidator = (locale: Locale) => {
  const texts = addressFormErrors(locale);
  return (values: AddressFormValues) => validateAddressForm(values, texts);
};
