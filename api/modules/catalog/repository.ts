import {
  LOCALES,
  ProductFilterQuery,
  type Campaign,
  type Category,
  type CmsMenu,
  type ContentPage,
  type HomePageBrand,
  type Locale,
  type MegaMenu,
  type Product,
  type ProductCard,
  type SegmentSlug,
  type Seo,
} from '../../../contract';
import type { Database } from '../../db/client';
import { API_ORIGIN_MARK, discountPercentSql, SHOWN_PRICE_SQL } from '../../db/read-model';
import { createListing } from './listing';
import { createSuggestions } from './suggestions';
import { loadReference, type BrandRef, type CampaignRef, type CategoryRef, type Reference } from './reference';
import { summaryOf } from '../reviews/repository';
import { sizeGuideOfCategory } from '../size-guides/guides';

/** EU price indication: the lowest price of the 30 days before now. */
export const LOWEST_PRICE_WINDOW_DAYS = 30;

export type Origins = {
  /** API_URL: media URLs and pagination links. */
  api: string;
  /** The web origin: canonical URLs of §9 SEO. */
  web: string;
};

/** The web path of a page in a locale: pt unprefixed, others under /{locale} (§2). */
export const localePath = (locale: Locale, path: string) => (locale === 'pt' ? path : `/${locale}${path}`);

/** Artworks used as banners of campaigns and brands (ids of api/media). */
const bannerArtwork = (id: number) => 1 + ((id * 37) % 350);

/** How long a listing body is answered from memory (a catalogue write drops them at once). */
export const RESPONSE_TTL_MS = 1000;
const RESPONSE_CACHE_LIMIT = 500;

/** Bodies by URL for `ttl` ms; concurrent requests for the same URL share one build. */
function createResponseCache(ttl: number) {
  const entries = new Map<string, { body: Promise<Buffer>; expires: number }>();
  return {
    get(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.body;
      if (entries.size >= RESPONSE_CACHE_LIMIT) entries.clear();
      const body = build();
      entries.set(key, { body, expires: now + ttl });
      body.catch(() => entries.delete(key));
      return body;
    },
    clear() {
      entries.clear();
    },
  };
}

/** All catalogue SQL: the route handlers only call these. */
export function createCatalogRepository(database: Database, origins: Origins) {
  let reference: Promise<Reference> | null = null;
  const getReference = () => {
    reference ??= loadReference(database).catch((error: unknown) => {
      reference = null;
      throw error;
    });
    return reference;
  };
  const listing = createListing(database, getReference);
  const responses = createResponseCache(RESPONSE_TTL_MS);
  const withOrigin = (text: string) => text.replaceAll(API_ORIGIN_MARK, origins.api);
  const suggestions = createSuggestions(database, { getReference, corrected: listing.corrected, withOrigin });
  const media = (artworkId: number) => `${origins.api}/media/${artworkId}.webp`;
  const brandLogo = (slug: string) => `${origins.api}/media/brands/${slug}.svg`;

  function seo(path: string, locale: Locale, title: string, description: string, type: string, id: string, image: string | null): Seo {
    return {
      title,
      description,
      canonical_url: `${origins.web}${localePath(locale, path)}`,
      meta_keywords: null,
      robots: 'index,follow',
      og_title: title,
      og_description: description,
      og_image: image,
      twitter_title: title,
      twitter_description: description,
      twitter_image: image,
      seoable_type: type,
      seoable_id: id,
    };
  }

  function categoryOf(c: CategoryRef, locale: Locale, ref: Reference): Category {
    return {
      uuid: c.uuid,
      name: c.names[locale],
      slug: c.slugs[locale],
      code: c.code,
      parent_code: c.parentCode,
      level: c.level,
      translations: LOCALES.map((l) => ({ locale: l, name: c.names[l], slug: c.slugs[l] })),
      // The segment the category sells in (its pt slug): the breadcrumbs' step between home and the category.
      segment: (ref.segments.find((segment) => segment.id === c.segmentId)?.slug as SegmentSlug | undefined) ?? null,
    };
  }

  function homePageBrand(b: BrandRef, locale: Locale): HomePageBrand {
    const description = b.descriptions[locale] ?? b.description;
    return {
      uuid: b.uuid,
      name: b.names[locale],
      description,
      slug: b.slug,
      is_active: b.isActive,
      is_featured: b.isFeatured,
      seo: seo(`/catalog/brand/${b.slug}`, locale, b.names[locale], description ?? b.names[locale], 'brand', b.uuid, brandLogo(b.slug)),
      thumb: brandLogo(b.slug),
      banner: media(bannerArtwork(b.id)),
      logo: brandLogo(b.slug),
      translations: LOCALES.flatMap((l) => [
        { locale: l, column: 'name', text: b.names[l] },
        ...(b.descriptions[l] ? [{ locale: l, column: 'description', text: b.descriptions[l]! }] : []),
      ]),
    };
  }

  /**
   * The largest discount among each campaign's active products (their active offers at the price a
   * shopper pays: the campaign price where there is one), by campaign id; a campaign without a reduced
   * product is absent. Read per request, not with the reference: operators change prices at any time.
   */
  async function maxDiscounts(campaignIds: number[]): Promise<Map<number, number>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await database.query<{ campaign_id: number; percent: number }>(
      `select cp.campaign_id, max(${discountPercentSql(SHOWN_PRICE_SQL)})::int as percent
       from campaign_products cp
       join products p on p.id = cp.product_id and p.is_active
       join variants v on v.product_id = p.id
       join offers o on o.variant_id = v.id and o.is_active
       where cp.campaign_id = any($1::int[])
       group by cp.campaign_id`,
      [campaignIds],
    );
    return new Map(rows.filter((r) => r.percent > 0).map((r) => [r.campaign_id, r.percent]));
  }

  /**
   * Which of the (segment slug, brand slug) pairs have an active brand with an active product in that
   * segment, as `segment/brand` keys: one indexed lookup per pair (a menu names a few dozen).
   */
  async function brandsSellingIn(pairs: { segment: string; brand: string }[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await database.query<{ segment: string; brand: string }>(
      `select m.segment, m.brand from unnest($1::text[], $2::text[]) as m(segment, brand)
       join segments s on s.slug = m.segment
       join brands b on b.slug = m.brand and b.is_active
       where exists (select 1 from catalog_items i where i.brand_id = b.id and i.segment_id = s.id and i.is_active)`,
      [pairs.map((p) => p.segment), pairs.map((p) => p.brand)],
    );
    return new Set(rows.map((r) => `${r.segment}/${r.brand}`));
  }

  async function campaignsOf(list: CampaignRef[], locale: Locale): Promise<Campaign[]> {
    const discounts = await maxDiscounts(list.map((c) => c.id));
    return list.map((c) => campaignOf(c, locale, discounts.get(c.id) ?? null));
  }

  function campaignOf(c: CampaignRef, locale: Locale, maxDiscount: number | null): Campaign {
    return {
      uuid: c.uuid,
      name: c.names[locale],
      slug: c.slug,
      description: c.descriptions[locale],
      banner: media(bannerArtwork(c.id + 100)),
      start_date: c.startsAt?.toISOString() ?? null,
      end_date: c.endsAt?.toISOString() ?? null,
      is_active: c.isActive,
      max_discount_percentage: maxDiscount,
      translations: LOCALES.flatMap((l) => [
        { locale: l, column: 'name', text: c.names[l] },
        ...(c.descriptions[l] ? [{ locale: l, column: 'description', text: c.descriptions[l]! }] : []),
      ]),
    };
  }

  return {
    listing,
    responses,
    getReference,
    suggestions,

    /** Fills the caches the first shoppers would otherwise wait for: whole-catalogue facets, search words. */
    async warm(): Promise<void> {
      await Promise.all([listing.warm(), listing.list({}, ProductFilterQuery.parse({}))]);
    },

    /** Drops every cache that a catalogue write can make stale. */
    invalidate() {
      listing.invalidate();
      responses.clear();
      suggestions.invalidate();
    },

    /** §3 Product (full) by a slug of any locale, in `locale`; null when no product has that slug. */
    async productBySlug(slug: string, locale: Locale): Promise<Product | null> {
      const [row] = await database.query<{
        card: string;
        product_type: 'simple' | 'configurable';
        average_rating: number | null;
        review_count: number;
        rating_counts: number[];
        category_id: number | null;
        product_id: number;
      }>(
        `select c.card, p.product_type, p.average_rating, p.review_count, p.rating_counts, p.category_id, p.id as product_id
         from product_translations t
         join products p on p.id = t.product_id and p.is_active
         join catalog_cards c on c.product_id = p.id and c.locale = $2
         where t.locale in ('pt', 'en', 'es', 'fr') and t.slug = $1
         limit 1`,
        [slug, locale],
      );
      if (!row) return null;
      const card = JSON.parse(withOrigin(row.card)) as ProductCard;
      const reviewSummary = summaryOf(row);
      const ref = await getReference();
      const category = ref.categories.find((c) => c.id === row.category_id);
      const images = card.images.map((image, index) => ({ file_path: image.file_path, order: image.order ?? index }));
      const brand = card.brand ? ` | ${card.brand.name}` : '';
      return {
        ...card,
        images,
        seo: seo(`/product/${card.slug}`, locale, `${card.name}${brand}`, card.description, 'product', card.uuid, images[0]?.file_path ?? null),
        category: category ? categoryOf(category, locale, ref) : null,
        product_type: row.product_type,
        average_rating: reviewSummary.average,
        user_rating: null,
        review_summary: reviewSummary,
        size_guide: sizeGuideOfCategory(category?.code),
      };
    },

    /** §7 /v1/brands/home-page: active featured brands. */
    async homePageBrands(locale: Locale): Promise<HomePageBrand[]> {
      const ref = await getReference();
      return ref.brands.filter((b) => b.isActive && b.isFeatured).map((b) => homePageBrand(b, locale));
    },

    /** §7 /v1/brands/segment/{segment}: active brands selling in the segment. */
    async segmentBrands(segmentId: number, locale: Locale): Promise<HomePageBrand[]> {
      const ref = await getReference();
      return ref.brands.filter((b) => b.isActive && b.segmentIds.includes(segmentId)).map((b) => homePageBrand(b, locale));
    },

    async categories(locale: Locale, segmentId: number | undefined): Promise<Category[]> {
      const ref = await getReference();
      return ref.categories
        .filter((c) => c.isActive && (segmentId === undefined || c.segmentId === segmentId))
        .map((c) => categoryOf(c, locale, ref));
    },

    async category(slug: string, locale: Locale, segmentId: number | undefined): Promise<Category | null> {
      const ref = await getReference();
      const found = ref.categoryBySlug(slug);
      if (!found || !found.isActive || (segmentId !== undefined && found.segmentId !== segmentId)) return null;
      return categoryOf(found, locale, ref);
    },

    async campaigns(locale: Locale): Promise<Campaign[]> {
      const ref = await getReference();
      return campaignsOf(ref.campaigns.filter((c) => c.isActive), locale);
    },

    async campaign(uuid: string, locale: Locale): Promise<Campaign | null> {
      const ref = await getReference();
      const found = ref.campaigns.find((c) => c.uuid === uuid && c.isActive);
      return found ? ((await campaignsOf([found], locale))[0] ?? null) : null;
    },

    /**
     * §7 /cms/v1/menu: active menus by `order`, each with its active submenus by `order`. A segment's
     * visual mega menu lists only the brands with an active product in that segment (an empty list hides
     * its brand column), whatever the CMS entry names.
     */
    async menus(): Promise<CmsMenu[]> {
      const [menus, submenus] = await Promise.all([
        database.query<MenuRow>(
          `select m.id, m.slug, m.name, m.href, m.type, m.badge, m.is_featured, m.is_active, m."order", m.translations, s.slug as segment
           from menus m left join segments s on s.id = m.segment_id where m.is_active order by m."order", m.id`,
        ),
        database.query<SubmenuRow>(
          `select menu_id, slug, name, href, badge, description, is_featured, is_active, "order", have_mega_menu, mega_menu, translations
           from submenus where is_active order by menu_id, "order", id`,
        ),
      ]);
      const segmentOf = new Map(menus.map((menu) => [menu.id, menu.segment]));
      const selling = await brandsSellingIn(
        submenus.flatMap((s) => {
          const segment = segmentOf.get(s.menu_id);
          const visual = visualMegaMenu(s.mega_menu);
          return segment && visual ? visual.content.brands.map((brand) => ({ segment, brand: brand.slug })) : [];
        }),
      );
      return menus.map(({ id, ...menu }) => ({
        ...menu,
        submenus: submenus
          .filter((s) => s.menu_id === id)
          .map(({ menu_id: _menuId, mega_menu: stored, ...s }) => {
            const visual = visualMegaMenu(stored);
            const megaMenu =
              menu.segment && visual
                ? { ...visual, content: { ...visual.content, brands: visual.content.brands.filter((brand) => selling.has(`${menu.segment}/${brand.slug}`)) } }
                : stored;
            return { ...s, mega_menu: megaMenu === null ? null : JSON.parse(withOrigin(JSON.stringify(megaMenu))) };
          }),
      }));
    },

    async contentPage(slug: string, locale: Locale): Promise<ContentPage | null> {
      const rows = await database.query<PageRow>(
        'select slug, locale, kind, title, summary, sections, updated_at from content_pages where slug = $1',
        [slug],
      );
      const page = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'pt');
      if (!page) return null;
      return {
        slug: page.slug,
        kind: page.kind,
        locale: page.locale,
        title: page.title,
        summary: page.summary,
        sections: page.sections,
        updated_at: new Date(page.updated_at).toISOString(),
        translations: LOCALES.flatMap((l) => rows.filter((r) => r.locale === l).map((r) => ({ locale: l, title: r.title }))),
      };
    },

    withOrigin,

    /** The display name of a brand, for its generated logo. */
    async brandNameBySlug(slug: string): Promise<string | null> {
      const ref = await getReference();
      return ref.brandBySlug(slug)?.name ?? null;
    },

    async ping(): Promise<void> {
      await database.query('select 1');
    },
  };
}

type MenuRow = Omit<CmsMenu, 'submenus'> & { id: number };
type VisualMegaMenu = Extract<MegaMenu, { layout: 'visual-mega-menu' }>;
const visualMegaMenu = (megaMenu: MegaMenu | null): VisualMegaMenu | null =>
  megaMenu?.layout === 'visual-mega-menu' ? (megaMenu as VisualMegaMenu) : null;
type SubmenuRow = CmsMenu['submenus'][number] & { menu_id: number };
type PageRow = Omit<ContentPage, 'translations' | 'updated_at'> & { updated_at: Date | string };

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
