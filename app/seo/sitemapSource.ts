import { z } from 'zod';
import { LOCALES, MAX_PER_PAGE, SEGMENT_SLUGS } from '../../contract';
import type { Locale } from '../../contract';
import { samePathEverywhere } from './head';
import type { SitemapPage, SitemapSource } from './sitemap';

/** Legal pages linked from the footer and the chat disclaimer (§2); their text comes from the API. */
export const LEGAL_PAGE_SLUGS = ['terms-of-service', 'privacy-policy', 'cookie-policy', 'returns-policy'] as const;

/** Public pages with a fixed path (§2), unprefixed. */
export const FIXED_PUBLIC_PATHS = ['/', '/faq', '/about', '/contact', '/campaigns', '/campaigns/index-new'] as const;

const ListedProduct = z.object({
  slug: z.string(),
  translations: z.partialRecord(z.enum(LOCALES), z.object({ slug: z.string().optional() }).loose()),
});
const ProductPage = z.object({ data: z.array(ListedProduct), meta: z.object({ total: z.number(), last_page: z.number() }).loose() });
const SlugList = z.object({ data: z.array(z.object({ slug: z.string() }).loose()) });
const UuidList = z.object({ data: z.array(z.object({ uuid: z.string() }).loose()) });

/** A product's page in each language uses that language's slug (§2 per-locale product URLs). */
export function productPaths(product: z.infer<typeof ListedProduct>): Record<Locale, string> {
  const slug = (locale: Locale) => product.translations[locale]?.slug || product.translations.pt?.slug || product.slug;
  return { pt: `/product/${slug('pt')}`, en: `/product/${slug('en')}`, es: `/product/${slug('es')}`, fr: `/product/${slug('fr')}` };
}

/**
 * The sitemap read from the API's public list endpoints: fixed pages, segments, categories, featured
 * brands, campaigns, legal pages, then products 100 at a time. A list that cannot be read is left out
 * (and logged); the product count must answer, or the sitemap fails with a 503.
 */
export function apiSitemapSource(apiUrl: string, fetchFn: typeof fetch = fetch, log: (message: string) => void = console.error): SitemapSource {
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await fetchFn(`${apiUrl}/${path}`, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return schema.parse(await response.json());
  }
  async function optional<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    try {
      return await get(path, schema);
    } catch (error) {
      log(`sitemap: ${(error as Error).message}`);
      return null;
    }
  }

  return {
    async *pages(): AsyncIterable<SitemapPage> {
      for (const path of FIXED_PUBLIC_PATHS) yield { paths: samePathEverywhere(path) };
      for (const segment of SEGMENT_SLUGS) {
        yield { paths: samePathEverywhere(`/segment/${segment}`) };
        yield { paths: samePathEverywhere(`/catalog/segment/${segment}`) };
      }
      for (const slug of LEGAL_PAGE_SLUGS) yield { paths: samePathEverywhere(`/legal-information/${slug}`) };
      const [categories, brands, campaigns] = await Promise.all([
        optional('v1/categories?locale=pt', SlugList),
        optional('v1/brands/home-page?locale=pt', SlugList),
        optional('v1/campaigns?locale=pt', UuidList),
      ]);
      for (const category of categories?.data ?? []) yield { paths: samePathEverywhere(`/catalog/category/${category.slug}`) };
      for (const brand of brands?.data ?? []) yield { paths: samePathEverywhere(`/catalog/brand/${brand.slug}`) };
      for (const campaign of campaigns?.data ?? []) yield { paths: samePathEverywhere(`/campaigns/${campaign.uuid}`) };
    },
    async productCount() {
      return (await get('v1/products?locale=pt&page=1&per_page=1', ProductPage)).meta.total;
    },
    async *products(offset: number, limit: number): AsyncIterable<SitemapPage> {
      let page = Math.floor(offset / MAX_PER_PAGE) + 1;
      let skip = offset % MAX_PER_PAGE;
      let left = limit;
      while (left > 0) {
        const body = await get(`v1/products?locale=pt&page=${page}&per_page=${MAX_PER_PAGE}`, ProductPage);
        for (const product of body.data.slice(skip, skip + left)) {
          yield { paths: productPaths(product) };
          left -= 1;
        }
        skip = 0;
        if (page >= body.meta.last_page || body.data.length === 0) break;
        page += 1;
      }
    },
  };
}
