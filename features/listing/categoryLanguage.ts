import type { Category } from '../../contract';

/**
 * The chosen category values in the page's language. A category's slug differs per language (`vestidos`,
 * `dresses`, `vestidos`, `robes`) while a listing's address keeps its query when the language is switched or a
 * link is shared, so a value may be another language's slug: the API still filters by it, but the filter
 * panel lists the page's language's slugs, and the choice showed unticked under its raw slug. `categories` is
 * the list asked in the page's language (its `slug` is that language's; `translations` name every other one).
 * A value that already is a slug of the page's language stays, as does one no category knows; the result
 * holds each value once.
 */
export function categoriesInPageLanguage(values: readonly string[], categories: readonly Category[]): string[] {
  const own = new Set(categories.map((category) => category.slug));
  const byForeignSlug = new Map<string, string>();
  for (const category of categories) {
    for (const translation of category.translations) {
      if (translation.slug && !own.has(translation.slug) && !byForeignSlug.has(translation.slug)) byForeignSlug.set(translation.slug, category.slug);
    }
  }
  return [...new Set(values.map((value) => (own.has(value) ? value : (byForeignSlug.get(value) ?? value))))];
}

/** Whether the answer's category facet lists every chosen value (then none is another language's). */
export function listsEveryCategory(values: readonly string[], facet: readonly { value: string }[] | undefined): boolean {
  const listed = new Set((facet ?? []).map((entry) => entry.value));
  return values.every((value) => listed.has(value));
}

/**
 * The address's query with its categories replaced (joined with commas, as the visible query writes filters);
 * everything else in it — other filters, sort, tracking parameters — stays as it was.
 */
export function queryWithCategories(search: string, categories: readonly string[]): string {
  const query = new URLSearchParams(search);
  query.set('categories', categories.join(','));
  return query.toString().replaceAll('%2C', ',');
}
