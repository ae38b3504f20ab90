import { attach } from 'effector';
import { PAYMENT_METHODS, isUuid } from '../../contract/constants';
import type { PaymentMethod } from '../../contract';
import type { KeyValueStorage } from '../auth';
import { $checkoutStorage, CHECKOUT_STORAGE_KEYS, isRecord, readStoredJson } from './storage';
import { CHECKOUT_STEPS } from './units';
import type { CheckoutAddress, CheckoutContact, CheckoutStep, TypedFields } from './units';

/**
 * The checkout of one cart as the shopper has filled it, kept in the tab's session storage as the model learns
 * it: a reload, or a phone's browser discarding the tab while the shopper is in another app, brings them back
 * to the step they were on, with the steps they had done (their summaries and, reopened, their fields) and the
 * delivery and payment choices, and what was typed into the open step's fields and not sent yet (`typed`). It lives as
 * long as the tab, goes when the order is placed or the shopper leaves the purchase flow (the form starts
 * afresh then, as it always did), and never leaves the browser. The store credit and saved-address choices
 * are left out: they belong to the signed-in customer's view, which the page reads again.
 */
export interface CheckoutDraft {
  cartUuid: string;
  contact: CheckoutContact;
  address: CheckoutAddress;
  nif: string;
  shippingChoice: Record<string, string>;
  paymentMethod: PaymentMethod | null;
  mbwayPhone: string;
  step: CheckoutStep;
  completedSteps: CheckoutStep[];
  /** The open step's fields as typed, not sent yet (a draft kept before they were, none). */
  typed?: TypedFields | null;
}

const isStringRecord = (value: unknown, keys: readonly string[]) => isRecord(value) && keys.every((key) => typeof value[key] === 'string');
const isStep = (value: unknown): value is CheckoutStep => (CHECKOUT_STEPS as readonly unknown[]).includes(value);
const isTyped = (value: unknown): value is TypedFields | null | undefined =>
  value === null ||
  value === undefined ||
  (isRecord(value) &&
    ((value.step === 'contact' && isStringRecord(value.values, ['email', 'name', 'phone'])) ||
      (value.step === 'address' && isStringRecord(value.values, ['street', 'postal_code', 'city', 'nif']))));

/** The draft kept for `cartUuid`; another cart's, or anything of another shape, reads as none. */
export function readCheckoutDraft(storage: Pick<KeyValueStorage, 'getItem'> | null, cartUuid: string): CheckoutDraft | null {
  const value = readStoredJson(storage, CHECKOUT_STORAGE_KEYS.draft);
  if (!isRecord(value) || !isUuid(value.cartUuid) || value.cartUuid !== cartUuid) return null;
  const ok =
    isStringRecord(value.contact, ['email', 'name', 'phone']) &&
    isStringRecord(value.address, ['street', 'postal_code', 'city', 'district']) &&
    typeof value.nif === 'string' &&
    isRecord(value.shippingChoice) &&
    !Array.isArray(value.shippingChoice) &&
    Object.values(value.shippingChoice).every((code) => typeof code === 'string') &&
    (value.paymentMethod === null || (PAYMENT_METHODS as readonly unknown[]).includes(value.paymentMethod)) &&
    typeof value.mbwayPhone === 'string' &&
    isStep(value.step) &&
    Array.isArray(value.completedSteps) &&
    value.completedSteps.every(isStep) &&
    isTyped(value.typed);
  return ok ? (value as unknown as CheckoutDraft) : null;
}

/** Keeps the draft (null: forgets it). */
export const storeCheckoutDraftFx = attach({
  source: $checkoutStorage,
  effect: (storage, draft: CheckoutDraft | null) => {
    if (!storage) return;
    if (draft) storage.setItem(CHECKOUT_STORAGE_KEYS.draft, JSON.stringify(draft));
    else storage.removeItem(CHECKOUT_STORAGE_KEYS.draft);
  },
});
