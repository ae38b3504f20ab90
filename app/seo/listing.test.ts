import { describe, expect, it } from 'vitest';
import { isListingVariant } from './listing';

describe('filtered and sorted listings are noindex,follow', () => {
  it('a plain listing is indexable', () => {
    expect(isListingVariant(new URLSearchParams(''))).toBe(false);
  });

  it('filters, price, in-warehouse, sort, view, page and per-page each make a variant', () => {
    for (const query of ['brands=nike', 'color=red,blue', 'price_min=10', 'isInWarehouse=true', 'sort=price-low', 'view=model', 'page=2', 'per_page=48']) {
      expect(isListingVariant(new URLSearchParams(query)), query).toBe(true);
    }
  });

  it('§5 tracking parameters alone leave the listing indexable', () => {
    expect(isListingVariant(new URLSearchParams('utm_source=x&utm_medium=y&gclid=1&fbclid=2&ttclid=3&msclkid=4&dclid=5&ref=a&_ga=1'))).toBe(false);
  });
});
