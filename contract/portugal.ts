/**
 * Portuguese address, phone and tax-number rules as pure functions, without zod: the checkout form
 * checks each field as the shopper types with the very rules the API applies (`contract/checkout.ts`
 * wraps them in its schemas), and the browser's first load can import this module.
 */

/** Postal code `NNNN-NNN` (CTT's seven-digit format); the first digit is never 0. */
export const PT_POSTAL_CODE_PATTERN = /^[1-9]\d{3}-\d{3}$/;

/**
 * The postal code as the API stores it: spaces trimmed, and seven bare digits (`1200999`, as autofill
 * and many shoppers type it) given their hyphen. Anything else is returned trimmed and unchanged, so
 * the check below refuses it.
 */
export function normalizePostalCode(value: string): string {
  const trimmed = value.trim();
  return /^\d{7}$/.test(trimmed) ? `${trimmed.slice(0, 4)}-${trimmed.slice(4)}` : trimmed;
}

export function isPostalCode(value: string): boolean {
  return PT_POSTAL_CODE_PATTERN.test(normalizePostalCode(value));
}

/** MB WAY identifies the shopper by a Portuguese mobile number: 9 digits starting with 9 (`9XXXXXXXX`). */
export const MBWAY_PHONE_PATTERN = /^9\d{8}$/;

/**
 * A phone number as typed (`912 345 678`, `+351 912345678`, `00351912345678`, `351#912345678`) reduced to
 * its national digits; separators (spaces, dots, hyphens, brackets) are dropped. A number of another
 * country keeps its `+` and country code.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s.\-()]/g, '');
  const national = /^(?:\+351|00351|351#)(\d{9})$/.exec(compact);
  if (national) return national[1]!;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return compact;
}

/** The number an MB WAY payment is requested on: a Portuguese mobile, `9XXXXXXXX` once normalised. */
export function isMbwayPhone(value: string): boolean {
  return MBWAY_PHONE_PATTERN.test(normalizePhone(value));
}

/**
 * A contact phone for the carrier: a Portuguese number (9 digits, mobile 9…, landline 2…, or 3… for
 * nomadic numbers) or an international one (`+` then 8 to 15 digits, E.164).
 */
export function isContactPhone(value: string): boolean {
  const phone = normalizePhone(value);
  return /^[239]\d{8}$/.test(phone) || /^\+[1-9]\d{7,14}$/.test(phone);
}

/**
 * NIF (número de identificação fiscal): 9 digits whose first digit (or two) says who holds it and whose
 * last is a mod-11 check digit: Σ digit(i) × (9 − i) for i = 0..7; the check digit is 0 when the
 * remainder is 0 or 1, else 11 − remainder.
 */
const NIF_PREFIXES = ['1', '2', '3', '5', '6', '8', '9', '45', '70', '71', '72', '74', '75', '77', '79'];

export function normalizeNif(value: string): string {
  return value.trim().replace(/\s/g, '').replace(/^PT/i, '');
}

export function isValidNif(value: string): boolean {
  const nif = normalizeNif(value);
  if (!/^\d{9}$/.test(nif)) return false;
  if (!NIF_PREFIXES.some((prefix) => nif.startsWith(prefix))) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(nif[i]) * (9 - i);
  const remainder = sum % 11;
  const check = remainder < 2 ? 0 : 11 - remainder;
  return check === Number(nif[8]);
}

/** A Multibanco reference (9 digits) as the shopper reads it: `123 456 789`. */
export function formatMultibancoReference(reference: string): string {
  const digits = reference.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : reference;
}
