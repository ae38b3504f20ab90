/**
 * Store-credit and saved-address fixtures and texts for the workbench, from the app's own label builders
 * (app/shell/creditsLabels.ts, app/shell/addressesLabels.ts).
 */
import type { Address, CreditEntry } from '../contract';
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

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A ledger of every kind, newest first: a grant that expires, an order's spend and its credit given back, a lapsed one. */
export const CREDIT_ENTRIES: CreditEntry[] = [
  { uuid: uuid(1), kind: 'grant', amount: 15, reason: 'Compensação por atraso na entrega', order_number: null, expires_at: '2026-12-31T23:59:00.000Z', created_at: '2026-11-20T10:00:00.000Z' },
  { uuid: uuid(2), kind: 'order_restored', amount: 7.5, reason: null, order_number: '3f2a9c1d', expires_at: null, created_at: '2026-11-18T09:30:00.000Z' },
  { uuid: uuid(3), kind: 'order_spent', amount: -7.5, reason: null, order_number: '3f2a9c1d', expires_at: null, created_at: '2026-11-17T18:12:00.000Z' },
  { uuid: uuid(4), kind: 'refund', amount: 24.9, reason: null, order_number: '9b1e44a0', expires_at: null, created_at: '2026-11-02T14:00:00.000Z' },
  { uuid: uuid(5), kind: 'commission', amount: 3.2, reason: null, order_number: null, expires_at: null, created_at: '2026-10-28T08:00:00.000Z' },
  { uuid: uuid(6), kind: 'expired', amount: -2, reason: null, order_number: null, expires_at: null, created_at: '2026-10-01T00:00:00.000Z' },
];

export const ADDRESSES: Address[] = [
  {
    uuid: uuid(11),
    label: 'Casa',
    name: 'Rita Costa',
    phone: '912345678',
    street: 'Rua das Flores 12, 3.º esq.',
    postal_code: '1200-195',
    city: 'Lisboa',
    district: 'Lisboa',
    country: 'PT',
    nif: '123456789',
    default_shipping: true,
    default_billing: true,
    created_at: '2026-11-01T10:00:00.000Z',
  },
  {
    uuid: uuid(12),
    label: null,
    name: 'Rita Costa — Escritório de Arquitetura Paisagista Associados',
    phone: '+34 612 345 678',
    street: 'Avenida da República 1500, Edifício Central, Bloco B, 7.º andar, sala 712',
    postal_code: '4000-322',
    city: 'Vila Nova de Gaia',
    district: null,
    country: 'PT',
    nif: null,
    default_shipping: false,
    default_billing: false,
    created_at: '2026-11-05T10:00:00.000Z',
  },
];

/** The account page's client rules for the address form, worded in `locale`. */
export const addressFormValidator = (locale: Locale) => {
  const texts = addressFormErrors(locale);
  return (values: AddressFormValues) => validateAddressForm(values, texts);
};
