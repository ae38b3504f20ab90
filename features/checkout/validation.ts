import { isContactPhone, isMbwayPhone, isPostalCode, isValidNif } from '../../contract/portugal';
import type { CHECKOUT_FIELD_MESSAGES, PaymentMethod } from '../../contract';
import type { CheckoutAddress, CheckoutContact, CheckoutField, CheckoutFieldError, CheckoutFieldErrors, CheckoutStep } from './units';

/**
 * The order form's client rules: the very ones the API applies (`contract/portugal.ts`, without zod, so the
 * checkout's first load carries none), and the API's 422 fields mapped back onto the form's.
 */

export interface CheckoutForm {
  contact: CheckoutContact;
  address: CheckoutAddress;
  nif: string;
  paymentMethod: PaymentMethod | null;
  mbwayPhone: string;
  /** The customer's store credit pays the whole total: no gateway method is needed. */
  creditCovers?: boolean;
}

// An address an e-mail client would send to: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string) => value.trim() === '';

/** The fields each step holds (the review re-checks them all). */
export const STEP_FIELDS: Record<CheckoutStep, readonly CheckoutField[]> = {
  contact: ['email', 'name', 'phone'],
  address: ['street', 'postal_code', 'city', 'district', 'nif'],
  delivery: [],
  payment: ['payment_method', 'mbway_phone'],
  review: ['email', 'name', 'phone', 'street', 'postal_code', 'city', 'district', 'nif', 'payment_method', 'mbway_phone'],
};

/** One field's client rule: null when it passes. */
export function validateField(field: CheckoutField, form: CheckoutForm): CheckoutFieldError | null {
  const { contact, address } = form;
  switch (field) {
    case 'email':
      if (blank(contact.email)) return { code: 'required' };
      return EMAIL_PATTERN.test(contact.email.trim()) && contact.email.trim().length <= 254 ? null : { code: 'email' };
    case 'name':
      return blank(contact.name) ? { code: 'required' } : null;
    case 'phone':
      if (blank(contact.phone)) return { code: 'required' };
      return isContactPhone(contact.phone) ? null : { code: 'phone' };
    case 'street':
      return blank(address.street) ? { code: 'required' } : null;
    case 'postal_code':
      if (blank(address.postal_code)) return { code: 'required' };
      return isPostalCode(address.postal_code) ? null : { code: 'postalCode' };
    case 'city':
      return blank(address.city) ? { code: 'required' } : null;
    case 'district':
      return null;
    case 'nif':
      return blank(form.nif) || isValidNif(form.nif) ? null : { code: 'nif' };
    case 'shipping':
      return null;
    case 'payment_method':
      return form.paymentMethod === null && !form.creditCovers ? { code: 'required' } : null;
    case 'mbway_phone':
      if (form.paymentMethod !== 'mbway' || form.creditCovers) return null;
      if (blank(form.mbwayPhone)) return { code: 'required' };
      return isMbwayPhone(form.mbwayPhone) ? null : { code: 'mbwayPhone' };
  }
}

/** The client errors of some fields (those that fail). */
export function fieldErrorsOf(fields: readonly CheckoutField[], form: CheckoutForm): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  for (const field of fields) {
    const error = validateField(field, form);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The step that holds a field (the first one), so a 422 brings the shopper back to it. */
export function stepOfField(field: CheckoutField): CheckoutStep {
  if (field === 'shipping') return 'delivery';
  const step = (['contact', 'address', 'payment'] as const).find((candidate) => STEP_FIELDS[candidate].includes(field));
  return step ?? 'review';
}

/** A 422's field name (`shipping_address.postal_code`, `shipping.3`, `mbway_phone`) as the form's field. */
export function formFieldOf(apiField: string): CheckoutField | null {
  const name = apiField.replace(/^shipping_address\./, '');
  if (name === 'country') return 'postal_code';
  if (name.startsWith('shipping')) return 'shipping';
  const known: readonly string[] = ['email', 'name', 'phone', 'street', 'postal_code', 'city', 'district', 'nif', 'payment_method', 'mbway_phone'];
  return known.includes(name) ? (name as CheckoutField) : null;
}

/**
 * The contract's field messages (`CHECKOUT_FIELD_MESSAGES`, in the lazily loaded contract: the 422 is read
 * once the schemas are there) as our codes.
 */
export type FieldMessages = typeof CHECKOUT_FIELD_MESSAGES;

/** The API's message as one of our codes when it is one of the contract's field messages, else `server` with it. */
export function serverFieldError(message: string, messages: FieldMessages): CheckoutFieldError {
  const byMessage: Record<string, CheckoutFieldError['code']> = {
    [messages.postalCode]: 'postalCode',
    [messages.phone]: 'phone',
    [messages.mbwayPhone]: 'mbwayPhone',
    [messages.mbwayPhoneRequired]: 'required',
    [messages.nif]: 'nif',
    [messages.country]: 'country',
  };
  const code = byMessage[message];
  return code ? { code } : { code: 'server', message };
}

/** `errors` of a Laravel 422 body, mapped onto the form (fields it does not hold are left out). */
export function serverFieldErrors(errors: Record<string, readonly string[]> | undefined, messages: FieldMessages): CheckoutFieldErrors {
  const mapped: CheckoutFieldErrors = {};
  for (const [apiField, fieldMessages] of Object.entries(errors ?? {})) {
    const field = formFieldOf(apiField);
    const message = fieldMessages[0];
    if (field && message !== undefined && !mapped[field]) mapped[field] = serverFieldError(message, messages);
  }
  return mapped;
}
