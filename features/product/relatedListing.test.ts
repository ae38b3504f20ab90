import { describe, expect, it } from 'vitest';
import { relatedListingOf } from './relatedListing';

const category = { uuid: 'c', name: 'Vestidos', slug: 'vestidos', code: 'VEST', parent_code: null, level: 0, translations: [] };
const brand = { uuid: 'b', name: 'Maré', slug: 'mare', translations: [], thumb: null, logo: null, image: null };

describe('where related products come from', () => {
  it("the product's category, else its brand, else nowhere", () => {
    expect(relatedListingOf({ category, brand })).toEqual({ kind: 'category', category: 'vestidos' });
    expect(relatedListingOf({ category: null, brand })).toEqual({ kind: 'brand', brand: 'mare' });
    expect(relatedListingOf({ category: null, brand: null })).toBeNull();
  });
});
