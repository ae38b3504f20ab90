import { describe, expect, it, vi } from 'vitest';
import { formatDecimal, formatPrice } from './numbers';

// Amounts a shop meets, the grouping edges of each language, halves that round, and the odd ones.
const AMOUNTS = [
  0, -0, 0.004, 0.005, 0.015, 0.1, 0.5, 1, 1.005, 2.675, 9.99, 24.9, 99.995, 999.99, 1000, 1234.56, 9999.995, 10000,
  12345.67, 99999.99, 100000, 123456.78, 1234567.891, 987654321.09, 1e15, 1.5e20, -5.5, -1234.5, -12345.678, NaN, Infinity, -Infinity, 1e21,
];
// A spread of ordinary prices as well: every cent from 0 to 20 €, and large ones.
for (let cents = 0; cents <= 2000; cents += 1) AMOUNTS.push(cents / 100);
for (let n = 1; n < 400; n += 1) AMOUNTS.push(Math.round((n * 7919.37) % 250000 * 100) / 100, (n * 1234.5678) % 99999);

// The storefront's four language tags (contract LANGUAGE_TAGS), and two it does not write out.
const TAGS = ['pt-PT', 'en-US', 'es-ES', 'fr-FR', 'de-DE', 'en-GB'];

describe('numbers written out for the storefront languages', () => {
  it('a price reads exactly as Intl writes EUR, in every storefront language (and any other tag goes to Intl)', () => {
    for (const tag of TAGS) {
      const intl = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
      for (const amount of AMOUNTS) expect(formatPrice(amount, tag), `${tag} ${amount}`).toBe(intl.format(amount));
    }
  });

  it('the shop’s own prices: 24,90 € in Portuguese, €24.90 in English, 12 345,67 € with a narrow space in French', () => {
    expect(formatPrice(24.9, 'pt-PT')).toBe('24,90\u00a0€');
    expect(formatPrice(24.9, 'en-US')).toBe('€24.90');
    expect(formatPrice(1234.56, 'es-ES')).toBe('1234,56\u00a0€');
    expect(formatPrice(12345.67, 'fr-FR')).toBe('12\u202f345,67\u00a0€');
  });

  it('a rating or an average reads as Intl writes it with the same fraction digits', () => {
    const values = [...AMOUNTS.slice(0, 40), 4, 4.04, 4.05, 4.25, 4.35, 4.95, 3.333, 5];
    for (const tag of TAGS) {
      for (const [minimum, maximum] of [[0, 1], [1, 1], [2, 2], [0, 0]] as const) {
        const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: minimum, maximumFractionDigits: maximum });
        for (const value of values) expect(formatDecimal(value, tag, { minimum, maximum }), `${tag} ${value} ${minimum}-${maximum}`).toBe(intl.format(value));
      }
    }
  });

  it('the storefront languages never ask Intl: its first format would load the browser’s locale data during hydration', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const tag of TAGS.slice(0, 4)) {
        formatPrice(1234.5, tag);
        formatDecimal(4.5, tag, { minimum: 1, maximum: 1 });
      }
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });
});
