import type { Translate } from '../i18n/translate';
import type { AddressCardLabels } from '../../ui/AddressCard';
import type { AddressFormLabels } from '../../ui/AddressForm';
import type { ConfirmDialogLabels } from '../../ui/ConfirmDialog';
import { countryName } from '../../ui/AddressStep';

/**
 * The saved-address pieces' texts (`account.addresses.*`, with the checkout's address fields from
 * `checkout.address.*` and `checkout.contact.*`); the workbench calls the same builders.
 */

export function buildAddressCardLabels(t: Translate, languageTag: string): AddressCardLabels {
  return {
    defaultShipping: t('account.addresses.defaultShipping'),
    defaultBilling: t('account.addresses.defaultBilling'),
    edit: t('account.addresses.edit'),
    delete: t('account.addresses.delete'),
    makeDefaultShipping: t('account.addresses.makeDefaultShipping'),
    makeDefaultBilling: t('account.addresses.makeDefaultBilling'),
    nif: (nif) => t('account.addresses.nif', { nif }),
    country: (code) => countryName(code, languageTag),
  };
}

export function buildAddressFormLabels(t: Translate): AddressFormLabels {
  return {
    titleNew: t('account.addresses.form.titleNew'),
    titleEdit: t('account.addresses.form.titleEdit'),
    label: t('account.addresses.form.label'),
    labelHint: t('account.addresses.form.labelHint'),
    name: t('account.addresses.form.name'),
    phone: t('checkout.contact.phone'),
    street: t('checkout.address.street'),
    streetHint: t('checkout.address.streetHint'),
    postalCode: t('checkout.address.postalCode'),
    postalCodeHint: t('checkout.address.postalCodeHint'),
    city: t('checkout.address.city'),
    district: t('account.addresses.form.district'),
    country: t('checkout.address.country'),
    countryHint: t('checkout.address.countryHint'),
    nif: t('checkout.address.nif'),
    nifHint: t('checkout.address.nifHint'),
    save: t('account.addresses.form.save'),
    cancel: t('account.addresses.form.cancel'),
  };
}

export function buildAddressDeleteLabels(t: Translate): ConfirmDialogLabels {
  return {
    title: t('account.addresses.deleteDialog.title'),
    description: t('account.addresses.deleteDialog.description'),
    confirm: t('account.addresses.deleteDialog.confirm'),
    cancel: t('account.addresses.deleteDialog.cancel'),
    close: t('account.addresses.deleteDialog.close'),
  };
}

/** The address form's client rules' texts: the checkout's own, and the account's for the recipient's name. */
export function buildAddressFormErrors(t: Translate) {
  return {
    nameRequired: t('checkout.contact.errors.nameRequired'),
    phoneRequired: t('checkout.contact.errors.phoneRequired'),
    phoneInvalid: t('checkout.contact.errors.phoneInvalid'),
    streetRequired: t('checkout.address.errors.streetRequired'),
    postalCodeRequired: t('checkout.address.errors.postalCodeRequired'),
    postalCodeInvalid: t('checkout.address.errors.postalCodeInvalid'),
    cityRequired: t('checkout.address.errors.cityRequired'),
    nifInvalid: t('checkout.address.errors.nifInvalid'),
    countryInvalid: t('checkout.address.countryHint'),
    invalid: t('account.addresses.errors.invalid'),
  };
}
export type AddressFormErrorTexts = ReturnType<typeof buildAddressFormErrors>;
