import { eq } from 'drizzle-orm';
import type { BrandSummary, DeliveryMethod, Locale, Offer, ProductCard, Variant } from '../../../contract';
import type { Database } from '../../db/client';
import { brands, segments } from '../../db/schema';

/** EU price indication: the lowest price of the 30 days before now. */
export const LOWEST_PRICE_WINDOW_DAYS = 30;

export type Urls = {
  artwork(artworkId: number): string;
  brandLogo(slug: string): string;
};

type ProductRow = {
  id: number;
  uuid: string;
  video: string | null;
  discount_ends_at: Date | string | null;
  translations: { locale: Locale; name: string; description: string; slug: string }[] | null;
  images: { artwork_id: number; order: number }[] | null;
  tags: { tag_uuid: string; name: string }[] | null;
  brand: (Omit<BrandSummary, 'thumb' | 'logo' | 'image' | 'translations'> & {
    translations: BrandSummary['translations'] | null;
  }) | null;
};

type VariantRow = Omit<Variant, 'attribute_values' | 'offers'> & {
  product_id: number;
  attribute_values: Variant['attribute_values'] | null;
  offers: Omit<Offer, 'delivery_methods'>[] | null;
};

type DeliveryMethodRow = DeliveryMethod & { seller_id: number };

/**
 * Cards are assembled by PostgreSQL: one statement for the products of a page (translations,
 * images, tags and brand as JSON) and one for their variants (attribute values in the locale,
 * offers with seller and the 30-day lowest price), plus the few delivery-method rows: three
 * statements per page, whatever its size, on PGlite and on a server alike.
 */
const PRODUCTS_SQL = `
select p.id, p.uuid, p.video, p.discount_ends_at,
  (select json_agg(json_build_object('locale', t.locale, 'name', t.name, 'description', t.description, 'slug', t.slug)
      order by array_position(array['pt', 'en', 'es', 'fr'], t.locale))
     from product_translations t where t.product_id = p.id) as translations,
  (select json_agg(json_build_object('artwork_id', i.artwork_id, 'order', i."order") order by i."order", i.id)
     from product_images i where i.product_id = p.id) as images,
  (select json_agg(json_build_object('tag_uuid', tg.uuid, 'name', tt.name) order by tg.id)
     from product_tags pt join tags tg on tg.id = pt.tag_id
     join tag_translations tt on tt.tag_id = tg.id and tt.locale = $2
     where pt.product_id = p.id) as tags,
  (select json_build_object('uuid', b.uuid, 'name', b.name, 'slug', b.slug, 'translations',
      (select json_agg(json_build_object('locale', bt.locale, 'name', bt.name) order by array_position(array['pt', 'en', 'es', 'fr'], bt.locale))
         from brand_translations bt where bt.brand_id = b.id))
     from brands b where b.id = p.brand_id) as brand
from products p
where p.id = any($1::int[])`;

const VARIANTS_SQL = `
select v.product_id, v.uuid, v.ean, v.sku, v.variant_group_code,
  (select json_agg(json_build_object('attribute', a.attribute_code, 'value', avt.value, 'slug', a.code,
      'is_to_use_as_selector', va.is_to_use_as_selector) order by a.attribute_code desc)
     from variant_attribute_values va
     join attribute_values a on a.id = va.attribute_value_id
     join attribute_value_translations avt on avt.attribute_value_id = a.id and avt.locale = $2
     where va.variant_id = v.id) as attribute_values,
  (select json_agg(json_build_object(
      'uuid', o.uuid, 'offer_id', o.id, 'seller_id', s.id, 'erp_id', o.erp_id, 'type', s.vendor_type,
      'pvp', o.pvp, 'price_product', o.price, 'price_campaign', o.price_campaign,
      'lowest_price_30_days', (
        select min(w.price) from (
          select h.price from price_history h where h.offer_id = o.id and h.changed_at >= $3
          union all
          (select h.price from price_history h where h.offer_id = o.id and h.changed_at < $3
            order by h.changed_at desc limit 1)
        ) w),
      'initial_stock', o.initial_stock, 'stock_in_cart', o.stock_in_cart,
      'stock_in_checkout', o.stock_in_checkout, 'sold_stock', o.sold_stock,
      'lead_time_to_ship', o.lead_time_to_ship, 'shop_name', s.name,
      'vendor', json_build_object('vendor_name', s.name, 'vendorType', s.vendor_type)
    ) order by o.price, o.id)
     from offers o join sellers s on s.id = o.seller_id
     where o.variant_id = v.id and o.is_active) as offers
from variants v
where v.product_id = any($1::int[])
order by v.product_id, v.sort_order, v.id`;

/** A handful of rows: read whole and joined to offers in JS (cheaper than a subquery per offer). */
const DELIVERY_METHODS_SQL = `
select seller_id, code, name, min_days, max_days, price::float8 as price from delivery_methods order by id`;

const PAGE_IDS_SQL = 'select id from products where is_active order by sort_order, id limit $1 offset $2';
const TOTAL_SQL = 'select count(*)::int as total from products where is_active';

/**
 * The total of a listing is counted at most once per TOTAL_TTL_MS per process: counting 100,000
 * rows costs more than the page itself, and a total a second or two old is harmless.
 */
export const TOTAL_TTL_MS = 2000;

function toIso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** All catalogue SQL: the route handlers only call these. */
export function createCatalogRepository(database: Database, urls: Urls) {
  const { db } = database;
  const totals = new Map<string, { value: number; expires: number }>();

  async function cachedTotal(key: string, sqlText: string, params: unknown[] = []): Promise<number> {
    const now = Date.now();
    const hit = totals.get(key);
    if (hit && hit.expires > now) return hit.value;
    const [row] = await database.query<{ total: number }>(sqlText, params);
    const value = row?.total ?? 0;
    totals.set(key, { value, expires: now + TOTAL_TTL_MS });
    return value;
  }

  /** Product cards for the given ids, in the ids' order. */
  async function cardsByIds(productIds: number[], locale: Locale, now = new Date()): Promise<ProductCard[]> {
    if (productIds.length === 0) return [];
    const windowStart = new Date(now.getTime() - LOWEST_PRICE_WINDOW_DAYS * 86_400_000);
    const [productRows, variantRows, methodRows] = await Promise.all([
      database.query<ProductRow>(PRODUCTS_SQL, [productIds, locale]),
      database.query<VariantRow>(VARIANTS_SQL, [productIds, locale, windowStart.toISOString()]),
      database.query<DeliveryMethodRow>(DELIVERY_METHODS_SQL),
    ]);
    const methodsBySeller = new Map<number, DeliveryMethod[]>();
    for (const { seller_id, ...method } of methodRows) {
      methodsBySeller.set(seller_id, [...(methodsBySeller.get(seller_id) ?? []), method]);
    }
    // An offer arrives after the seller's lead time plus the method's transit.
    const deliveryMethodsOf = (offer: Omit<Offer, 'delivery_methods'>): DeliveryMethod[] =>
      (methodsBySeller.get(offer.seller_id) ?? []).map((method) => ({
        ...method,
        min_days: method.min_days + offer.lead_time_to_ship,
        max_days: method.max_days + offer.lead_time_to_ship,
      }));

    const variantsByProduct = new Map<number, Variant[]>();
    for (const { product_id, attribute_values, offers, ...variant } of variantRows) {
      const list = variantsByProduct.get(product_id) ?? [];
      list.push({
        ...variant,
        attribute_values: attribute_values ?? [],
        offers: (offers ?? []).map((offer) => ({ ...offer, delivery_methods: deliveryMethodsOf(offer) })),
      });
      variantsByProduct.set(product_id, list);
    }

    const productsById = new Map(productRows.map((p) => [p.id, p]));
    return productIds.flatMap((id) => {
      const product = productsById.get(id);
      const translations = product?.translations ?? [];
      const current =
        translations.find((t) => t.locale === locale) ?? translations.find((t) => t.locale === 'pt') ?? translations[0];
      if (!product || !current) return [];
      const logo = product.brand ? urls.brandLogo(product.brand.slug) : null;
      const card: ProductCard = {
        uuid: product.uuid,
        slug: current.slug,
        name: current.name,
        description: current.description,
        translations: Object.fromEntries(
          translations.map((t) => [t.locale, { name: t.name, description: t.description, slug: t.slug }]),
        ),
        brand: product.brand
          ? { ...product.brand, translations: product.brand.translations ?? [], thumb: logo, logo, image: null }
          : null,
        tags: product.tags ?? [],
        images: (product.images ?? []).map((image) => ({ file_path: urls.artwork(image.artwork_id), order: image.order })),
        video: product.video,
        variants: variantsByProduct.get(id) ?? [],
        discountEndsAt: toIso(product.discount_ends_at),
      };
      return [card];
    });
  }

  return {
    cardsByIds,

    /** §7 GET /v1/products: active products by sort_order; a page of ids first, then its cards. */
    async listProducts({ locale, page, perPage }: { locale: Locale; page: number; perPage: number }) {
      const [total, idRows] = await Promise.all([
        cachedTotal('products', TOTAL_SQL),
        database.query<{ id: number }>(PAGE_IDS_SQL, [perPage, (page - 1) * perPage]),
      ]);
      return { total, data: await cardsByIds(idRows.map((r) => r.id), locale) };
    },

    /** The display name of a brand, for its generated logo. */
    async brandNameBySlug(slug: string): Promise<string | null> {
      const rows = await db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug)).limit(1);
      return rows[0]?.name ?? null;
    },

    async ping(): Promise<void> {
      await db.select({ id: segments.id }).from(segments).limit(1);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
