import { describe, expect, it } from 'vitest';
import type { Category } from '../../contract';
import { categoriesInPageLanguage, listsEveryCategory, queryWithCategories } from './categoryLanguage';

/** A category as /v1/categories answers it in English: its slug is the English one. */
function category(slug: string, slugs: Record<'pt' | 'en' | 'es' | 'fr', string>): Category {
  return {
    uuid: '0f8b7c1e-1a2b-4c3d-8e4f-5a6b7c8d9e01',
    name: slug,
    slug,
    code: slugs.pt,
    parent_code: null,
    level: 1,
    translations: Object.entries(slugs).map(([locale, translated]) => ({ locale: locale as 'pt', name: translated, slug: translated })),
  };
}

const english = [
  category('dresses', { pt: 'vestidos', en: 'dresses', es: 'vestidos', fr: 'robes' }),
  category('blouses', { pt: 'blusas', en: 'blouses', es: 'blusas', fr: 'chemisiers' }),
];

describe('a listing opened with category values of another language', () => {
  it("names each category by the page language's slug, whichever language the address gave it in", () => {
    expect(categoriesInPageLanguage(['vestidos', 'chemisiers'], english)).toEqual(['dresses', 'blouses']);
  });

  it("keeps the page language's own slugs and values no category knows, each once", () => {
    expect(categoriesInPageLanguage(['dresses', 'vestidos', 'unknown'], english)).toEqual(['dresses', 'unknown']);
  });

  it('asks for the categories only when the facet does not list a chosen value', () => {
    expect(listsEveryCategory(['dresses'], [{ value: 'dresses' }, { value: 'blouses' }])).toBe(true);
    expect(listsEveryCategory(['vestidos'], [{ value: 'dresses' }])).toBe(false);
    expect(listsEveryCategory(['vestidos'], undefined)).toBe(false);
    expect(listsEveryCategory([], undefined)).toBe(true);
  });

  it('rewrites only the categories of the query, with commas as the visible query writes them', () => {
    expect(queryWithCategories('?categories=vestidos,blusas&sort=newest&utm_source=mail', ['dresses', 'blouses'])).toBe(
      'categories=dresses,blouses&sort=newest&utm_source=mail',
    );
  });
});
