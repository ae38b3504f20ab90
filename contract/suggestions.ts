import { z } from 'zod';
import { MAX_SEARCH_QUERY_LENGTH } from './constants';
import { Slug, Url } from './common';
import { Locale } from './locale';
import { SegmentSlug } from './segment';

/** Fewer letters than this match too much to suggest anything useful (and would cost a scan per key). */
export const MIN_SUGGESTION_QUERY_LENGTH = 2;
/** How many of each group a suggestion list shows at most. */
export const SUGGESTION_LIMITS = { products: 5, brands: 3, categories: 3 } as const;

/** GET /v1/products/suggestions: what the shopper has typed so far, in the page's language. */
export const SuggestionQuery = z.object({
  q: z
    .string({ error: 'The q field is required.' })
    .trim()
    .min(MIN_SUGGESTION_QUERY_LENGTH, `The q field must be at least ${MIN_SUGGESTION_QUERY_LENGTH} characters.`)
    .max(MAX_SEARCH_QUERY_LENGTH, `The q field must not be greater than ${MAX_SEARCH_QUERY_LENGTH} characters.`),
  locale: Locale.default('pt'),
});
export type SuggestionQuery = z.infer<typeof SuggestionQuery>;

export const ProductSuggestion = z.strictObject({
  name: z.string(),
  slug: Slug,
  /** The selling price of the product's best offer, in EUR. */
  price: z.number().nonnegative(),
  thumb: Url.nullable(),
});
export type ProductSuggestion = z.infer<typeof ProductSuggestion>;

export const BrandSuggestion = z.strictObject({ name: z.string(), slug: Slug });
export type BrandSuggestion = z.infer<typeof BrandSuggestion>;

export const CategorySuggestion = z.strictObject({
  name: z.string(),
  /** The category's slug in the requested locale. */
  slug: Slug,
  /** The segment it sells in (its pt slug), which tells two categories of one name apart; null for none. */
  segment: SegmentSlug.nullable(),
  /** The segment's label in the requested locale, shown beside the name; null for none. */
  segmentLabel: z.string().nullable(),
});
export type CategorySuggestion = z.infer<typeof CategorySuggestion>;

export const Suggestions = z.strictObject({
  products: z.array(ProductSuggestion).max(SUGGESTION_LIMITS.products),
  brands: z.array(BrandSuggestion).max(SUGGESTION_LIMITS.brands),
  categories: z.array(CategorySuggestion).max(SUGGESTION_LIMITS.categories),
});
export type Suggestions = z.infer<typeof Suggestions>;

export const SuggestionsResponse = z.strictObject({ data: Suggestions });
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;
