import { describe, expect, it } from 'vitest';
import { formatMultibancoReference, isContactPhone, isMbwayPhone, isPostalCode, isValidNif, normalizeNif, normalizePhone, normalizePostalCode } from './portugal';

describe('Portuguese postal code NNNN-NNN', () => {
  it.each(['1200-999', '4000-123', ' 1000-001 ', '1200999'])('accepts %j', (value) => expect(isPostalCode(value)).toBe(true));
  it.each(['0200-999', '1200-99', '12000-999', '1200 999', '1200_999', 'ABCD-EFG', '', '1200-9999'])('refuses %j', (value) =>
    expect(isPostalCode(value)).toBe(false),
  );
  it('gives seven bare digits their hyphen, and leaves anything else as typed (trimmed)', () => {
    expect(normalizePostalCode('1200999')).toBe('1200-999');
    expect(normalizePostalCode(' 1200-999 ')).toBe('1200-999');
    expect(normalizePostalCode('12 00999')).toBe('12 00999');
  });
});

describe('MB WAY phone 9XXXXXXXX', () => {
  it.each(['912345678', '962345678', '932 345 678', '+351 912 345 678', '00351912345678', '351#912345678', '912-345-678'])('accepts %j', (value) =>
    expect(isMbwayPhone(value)).toBe(true),
  );
  it.each(['212345678', '91234567', '9123456789', '+34912345678', '+351212345678', 'nine', ''])('refuses %j', (value) =>
    expect(isMbwayPhone(value)).toBe(false),
  );
  it('reduces a typed number to its 9 national digits', () => {
    expect(normalizePhone('+351 912 345 678')).toBe('912345678');
    expect(normalizePhone('351#912345678')).toBe('912345678');
    expect(normalizePhone('0034 612 345 678')).toBe('+34612345678');
  });
});

describe('contact phone', () => {
  it.each(['912345678', '213456789', '+351 213 456 789', '+34 612 345 678', '+33612345678'])('accepts %j', (value) =>
    expect(isContactPhone(value)).toBe(true),
  );
  it.each(['12345', '812345678', '+0123456789', '+1234567', 'phone', ''])('refuses %j', (value) => expect(isContactPhone(value)).toBe(false));
});

describe('NIF check digit (mod 11)', () => {
  it.each(['123456789', '501442600', '100000010', 'PT123456789', ' 123 456 789 '])('accepts %j', (value) => expect(isValidNif(value)).toBe(true));
  it.each([
    ['123456780', 'wrong check digit'],
    ['501442601', 'wrong check digit'],
    ['400000008', 'no holder starts with 4 (only 45)'],
    ['012345678', 'no holder starts with 0'],
    ['12345678', 'eight digits'],
    ['1234567890', 'ten digits'],
    ['12345678a', 'a letter'],
  ])('refuses %j (%s)', (value) => expect(isValidNif(value)).toBe(false));
  it('the check digit is 0 when the remainder is 0 or 1', () => {
    // 1×9 + 1×2 = 11 → remainder 0; 5×9 + 1×7 + 4×6 + 4×5 + 2×4 + 6×3 = 122 → remainder 1.
    expect(isValidNif('100000010')).toBe(true);
    expect(isValidNif('501442600')).toBe(true);
  });
  it('drops a PT prefix and spaces', () => expect(normalizeNif('PT 123 456 789')).toBe('123456789'));
});

describe('Multibanco reference', () => {
  it('reads 123 456 789', () => expect(formatMultibancoReference('123456789')).toBe('123 456 789'));
  it('leaves anything but 9 digits as it is', () => expect(formatMultibancoReference('1234')).toBe('1234'));
});
