import { SUGGESTION_LIMITS, type BrandSuggestion, type CategorySuggestion, type Locale, type ProductSuggestion, type SegmentSlug, type Suggestions } from '../../../contract';
import type { Database } from '../../db/client';
import { searchWords, withinOneEdit } from './listing';
import type { Reference } from './reference';

/**
 * Suggestions while a shopper types: products, brands and categories whose names have a word starting
 * with each typed word, compared unaccented ("calcas" finds "Calças"). A group that finds nothing is
 * asked again forgiving one typo per word ("vestdo" finds "Vestido"). Answers are kept per locale and
 * words, so the next shopper typing the same letters is answered from memory.
 */
export const SUGGESTION_TTL_MS = 60_000;
const SUGGESTION_CACHE_LIMIT = 2000;

/** Shortest typed word forgiven a typo: shorter ones are one edit away from too many words. */
const MIN_FORGIVEN_LENGTH = 4;

type Options = {
  getReference: () => Promise<Reference>;
  /** The typed words with each unknown one replaced by the catalogue's name word one edit away, or null. */
  corrected: (locale: Locale, q: string) => Promise<string | null>;
  withOrigin: (text: string) => string;
};

/** Whether a name word starts with the typed word, or — forgiving — its start is one edit from it. */
function startsLike(nameWord: string, typed: string, forgiving: boolean): boolean {
  if (nameWord.startsWith(typed)) return true;
  if (!forgiving || typed.length < MIN_FORGIVEN_LENGTH) return false;
  return [typed.length - 1, typed.length, typed.length + 1].some((length) => length <= nameWord.length && withinOneEdit(typed, nameWord.slice(0, length)));
}

const nameMatches = (name: string, typed: string[], forgiving: boolean) => {
  const words = searchWords(name);
  return typed.every((word) => words.some((nameWord) => startsLike(nameWord, word, forgiving)));
};

export function createSuggestions(database: Database, { getReference, corrected, withOrigin }: Options) {
  const cache = new Map<string, { value: Promise<Suggestions>; expires: number }>();

  async function productsStartingWith(locale: Locale, words: string[]): Promise<ProductSuggestion[]> {
    // `\m` anchors each word at the start of a name word; the words hold only [a-z0-9], nothing to escape.
    const conditions = words.map((_, index) => `c.search_name ~ $${index + 3}`);
    const rows = await database.query<{ name: string; slug: string; price: number; thumb: string | null }>(
      `select c.slug, c.card::jsonb ->> 'name' as name, c.card::jsonb #>> '{images,0,file_path}' as thumb, s.price
       from (select i.product_id, i.price::float8 as price, i.sold_count from catalog_items i
             join catalog_cards c on c.product_id = i.product_id and c.locale = $1
             where i.is_active and ${conditions.join(' and ')}
             order by i.sold_count desc, i.product_id limit $2) s
       join catalog_cards c on c.product_id = s.product_id and c.locale = $1
       order by s.sold_count desc, s.product_id`,
      [locale, SUGGESTION_LIMITS.products, ...words.map((word) => `\\m${word}`)],
    );
    return rows.map((row) => ({ name: row.name, slug: row.slug, price: Number(row.price), thumb: row.thumb === null ? null : withOrigin(row.thumb) }));
  }

  async function products(locale: Locale, words: string[]): Promise<ProductSuggestion[]> {
    const found = await productsStartingWith(locale, words);
    if (found.length > 0) return found;
    const fixed = await corrected(locale, words.join(' '));
    return fixed === null ? [] : productsStartingWith(locale, searchWords(fixed));
  }

  function brands(reference: Reference, locale: Locale, words: string[], forgiving: boolean): BrandSuggestion[] {
    return reference.brands
      .filter((brand) => brand.isActive && nameMatches(brand.names[locale], words, forgiving))
      .slice(0, SUGGESTION_LIMITS.brands)
      .map((brand) => ({ name: brand.names[locale], slug: brand.slug }));
  }

  function categories(reference: Reference, locale: Locale, words: string[], forgiving: boolean): CategorySuggestion[] {
    return reference.categories
      .filter((category) => category.isActive && nameMatches(category.names[locale], words, forgiving))
      .slice(0, SUGGESTION_LIMITS.categories)
      .map((category) => {
        const segment = reference.segments.find((s) => s.id === category.segmentId);
        return {
          name: category.names[locale],
          slug: category.slugs[locale],
          segment: (segment?.slug as SegmentSlug | undefined) ?? null,
          segmentLabel: segment?.label[locale] ?? null,
        };
      });
  }

  async function build(locale: Locale, words: string[]): Promise<Suggestions> {
    if (words.length === 0) return { products: [], brands: [], categories: [] };
    const [reference, foundProducts] = await Promise.all([getReference(), products(locale, words)]);
    const exactBrands = brands(reference, locale, words, false);
    const exactCategories = categories(reference, locale, words, false);
    return {
      products: foundProducts,
      brands: exactBrands.length > 0 ? exactBrands : brands(reference, locale, words, true),
      categories: exactCategories.length > 0 ? exactCategories : categories(reference, locale, words, true),
    };
  }

  return {
    suggest(locale: Locale, q: string): Promise<Suggestions> {
      const words = searchWords(q);
      const key = `${locale} ${words.join(' ')}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (cache.size >= SUGGESTION_CACHE_LIMIT) cache.clear();
      const value = build(locale, words);
      cache.set(key, { value, expires: now + SUGGESTION_TTL_MS });
      value.catch(() => cache.delete(key));
      return value;
    },

    /** Drops every kept answer (a catalogue write). */
    invalidate() {
      cache.clear();
    },
  };
}
