import { LANGUAGE_TAGS, LOCALES } from '../../contract';
import type { Locale } from '../../contract';
import { localizePath } from '../i18n/locale';
import { escapeHtml } from './html';

/** The sitemap protocol's limit of URLs per file; past it the sitemap becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed once per language. */
export const PRODUCTS_PER_SITEMAP = SITEMAP_MAX_URLS / LOCALES.length;

/** One public page: its unprefixed path in each language. */
export interface SitemapPage {
  paths: Record<Locale, string>;
}

/** Where the sitemap's pages come from (the API, or a fake in tests). */
export interface SitemapSource {
  /** Every public page that is not a product (home, segments, catalogue, campaigns, content). */
  pages(): AsyncIterable<SitemapPage>;
  productCount(): Promise<number>;
  /** Products from `offset` (0-based), at most `limit` of them, in a stable order. */
  products(offset: number, limit: number): AsyncIterable<SitemapPage>;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** The four `<url>` entries of a page, each with the xhtml:link alternates of all four and x-default. */
export function pageEntries(page: SitemapPage, origin: string): string {
  const url = (locale: Locale) => escapeHtml(origin + localizePath(page.paths[locale], locale));
  const alternates =
    LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${url(locale)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${url('pt')}"/>`;
  return LOCALES.map((locale) => `<url><loc>${url(locale)}</loc>${alternates}</url>\n`).join('');
}

/** Whether everything fits one file, or the sitemap is an index of files. */
export async function sitemapPlan(source: SitemapSource): Promise<{ index: false } | { index: true; productFiles: number }> {
  let pages = 0;
  for await (const page of source.pages()) {
    void page;
    pages += 1;
  }
  const products = await source.productCount();
  if ((pages + products) * LOCALES.length <= SITEMAP_MAX_URLS) return { index: false };
  return { index: true, productFiles: Math.max(1, Math.ceil(products / PRODUCTS_PER_SITEMAP)) };
}

/** `/sitemap.xml`: every page in one urlset, or a sitemap index past 50,000 URLs. Streamed as it is read. */
export async function* sitemapXml(source: SitemapSource, origin: string): AsyncGenerator<string> {
  const plan = await sitemapPlan(source);
  if (plan.index) {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    yield `<sitemap><loc>${escapeHtml(origin)}/sitemap-pages.xml</loc></sitemap>\n`;
    for (let n = 1; n <= plan.productFiles; n += 1) yield `<sitemap><loc>${escapeHtml(origin)}/sitemap-products-${n}.xml</loc></sitemap>\n`;
    yield '</sitemapindex>\n';
    return;
  }
  yield URLSET_OPEN;
  for await (const page of source.pages()) yield pageEntries(page, origin);
  const count = await source.productCount();
  for await (const page of source.products(0, count)) yield pageEntries(page, origin);
  yield URLSET_CLOSE;
}

/** `/sitemap-pages.xml`: the pages that are not products. */
export async function* pagesSitemapXml(source: SitemapSource, origin: string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for await (const page of source.pages()) yield pageEntries(page, origin);
  yield URLSET_CLOSE;
}

/** `/sitemap-products-{n}.xml` (n from 1): 12,500 products, 50,000 URLs. */
export async function* productsSitemapXml(source: SitemapSource, origin: string, n: number): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for await (const page of source.products((n - 1) * PRODUCTS_PER_SITEMAP, PRODUCTS_PER_SITEMAP)) yield pageEntries(page, origin);
  yield URLSET_CLOSE;
}
