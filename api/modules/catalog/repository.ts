import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { BrandSummary, Locale, Offer, ProductCard, Variant, VendorType } from '../../../contract';
import type { Db } from '../../db/client';
import {
  attributeValues,
  attributeValueTranslations,
  brands,
  brandTranslations,
  deliveryMethods,
  offers,
  priceHistory,
  productImages,
  products,
  productTags,
  productTranslations,
  sellers,
  tags,
  tagTranslations,
  variantAttributeValues,
  variants,
} from '../../db/schema';

/** EU price indication: the lowest price of the 30 days before now. */
const LOWEST_PRICE_WINDOW_MS = 30 * 86_400_000;

export type Urls = {
  artwork(artworkId: number): string;
  brandLogo(slug: string): string;
};

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The lowest price in effect during the window: rows inside it, plus the price in effect when it opened. */
export function lowestPriceSince(history: { price: number; changedAt: Date }[], since: Date): number | null {
  let lowest: number | null = null;
  let openingRow: { price: number; changedAt: Date } | null = null;
  for (const row of history) {
    if (row.changedAt >= since) lowest = lowest === null ? row.price : Math.min(lowest, row.price);
    else if (!openingRow || row.changedAt > openingRow.changedAt) openingRow = row;
  }
  if (openingRow) lowest = lowest === null ? openingRow.price : Math.min(lowest, openingRow.price);
  return lowest;
}

/** All catalogue SQL: the route handlers only call these. */
export function createCatalogRepository(db: Db, urls: Urls) {
  async function loadBrands(brandIds: number[]): Promise<Map<number, BrandSummary>> {
    if (brandIds.length === 0) return new Map();
    const [brandRows, translationRows] = await Promise.all([
      db.select().from(brands).where(inArray(brands.id, brandIds)),
      db.select().from(brandTranslations).where(inArray(brandTranslations.brandId, brandIds)),
    ]);
    const translationsByBrand = groupBy(translationRows, (t) => t.brandId);
    return new Map(
      brandRows.map((brand) => {
        const logo = urls.brandLogo(brand.slug);
        const summary: BrandSummary = {
          uuid: brand.uuid,
          name: brand.name,
          slug: brand.slug,
          translations: (translationsByBrand.get(brand.id) ?? []).map((t) => ({
            locale: t.locale as Locale,
            name: t.name,
          })),
          thumb: logo,
          logo,
          image: null,
        };
        return [brand.id, summary];
      }),
    );
  }

  async function loadVariants(productIds: number[], locale: Locale, now: Date): Promise<Map<number, Variant[]>> {
    const variantRows = await db
      .select()
      .from(variants)
      .where(inArray(variants.productId, productIds))
      .orderBy(asc(variants.productId), asc(variants.sortOrder), asc(variants.id));
    const variantIds = variantRows.map((v) => v.id);
    if (variantIds.length === 0) return new Map();

    const [attributeRows, offerRows] = await Promise.all([
      db
        .select({
          variantId: variantAttributeValues.variantId,
          attribute: attributeValues.attributeCode,
          slug: attributeValues.code,
          value: attributeValueTranslations.value,
          isToUseAsSelector: variantAttributeValues.isToUseAsSelector,
        })
        .from(variantAttributeValues)
        .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
        .innerJoin(
          attributeValueTranslations,
          and(
            eq(attributeValueTranslations.attributeValueId, attributeValues.id),
            eq(attributeValueTranslations.locale, locale),
          ),
        )
        .where(inArray(variantAttributeValues.variantId, variantIds))
        .orderBy(asc(variantAttributeValues.variantId), asc(attributeValues.attributeCode)),
      db
        .select({ offer: offers, seller: sellers })
        .from(offers)
        .innerJoin(sellers, eq(sellers.id, offers.sellerId))
        .where(and(inArray(offers.variantId, variantIds), eq(offers.isActive, true)))
        .orderBy(asc(offers.variantId), asc(offers.price), asc(offers.id)),
    ]);

    const offerIds = offerRows.map((r) => r.offer.id);
    const sellerIds = [...new Set(offerRows.map((r) => r.seller.id))];
    const [historyRows, methodRows] = await Promise.all([
      offerIds.length
        ? db
            .select({ offerId: priceHistory.offerId, price: priceHistory.price, changedAt: priceHistory.changedAt })
            .from(priceHistory)
            .where(inArray(priceHistory.offerId, offerIds))
        : Promise.resolve([]),
      sellerIds.length
        ? db
            .select()
            .from(deliveryMethods)
            .where(inArray(deliveryMethods.sellerId, sellerIds))
            .orderBy(asc(deliveryMethods.id))
        : Promise.resolve([]),
    ]);

    const since = new Date(now.getTime() - LOWEST_PRICE_WINDOW_MS);
    const historyByOffer = groupBy(historyRows, (h) => h.offerId);
    const methodsBySeller = groupBy(methodRows, (m) => m.sellerId);
    const attributesByVariant = groupBy(attributeRows, (a) => a.variantId);
    const offersByVariant = groupBy(offerRows, (r) => r.offer.variantId);

    const toOffer = ({ offer, seller }: (typeof offerRows)[number]): Offer => ({
      uuid: offer.uuid,
      offer_id: offer.id,
      seller_id: seller.id,
      erp_id: offer.erpId,
      type: seller.vendorType as VendorType,
      pvp: offer.pvp,
      price_product: offer.price,
      price_campaign: offer.priceCampaign,
      lowest_price_30_days: lowestPriceSince(historyByOffer.get(offer.id) ?? [], since),
      initial_stock: offer.initialStock,
      stock_in_cart: offer.stockInCart,
      stock_in_checkout: offer.stockInCheckout,
      sold_stock: offer.soldStock,
      delivery_methods: (methodsBySeller.get(seller.id) ?? []).map((m) => ({
        code: m.code,
        name: m.name,
        min_days: m.minDays + offer.leadTimeToShip,
        max_days: m.maxDays + offer.leadTimeToShip,
        price: m.price,
      })),
      lead_time_to_ship: offer.leadTimeToShip,
      shop_name: seller.name,
      vendor: { vendor_name: seller.name, vendorType: seller.vendorType as VendorType },
    });

    const result = new Map<number, Variant[]>();
    for (const variant of variantRows) {
      const list = result.get(variant.productId) ?? [];
      list.push({
        uuid: variant.uuid,
        ean: variant.ean,
        sku: variant.sku,
        attribute_values: (attributesByVariant.get(variant.id) ?? []).map((a) => ({
          attribute: a.attribute,
          value: a.value,
          slug: a.slug,
          is_to_use_as_selector: a.isToUseAsSelector,
        })),
        variant_group_code: variant.variantGroupCode,
        offers: (offersByVariant.get(variant.id) ?? []).map(toOffer),
      });
      result.set(variant.productId, list);
    }
    return result;
  }

  /** Product cards for the given ids, in the ids' order; relations load in a fixed number of queries. */
  async function cardsByIds(productIds: number[], locale: Locale, now = new Date()): Promise<ProductCard[]> {
    if (productIds.length === 0) return [];
    const [productRows, translationRows, imageRows, tagRows, variantsByProduct] = await Promise.all([
      db.select().from(products).where(inArray(products.id, productIds)),
      db.select().from(productTranslations).where(inArray(productTranslations.productId, productIds)),
      db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.productId), asc(productImages.order)),
      db
        .select({ productId: productTags.productId, uuid: tags.uuid, name: tagTranslations.name })
        .from(productTags)
        .innerJoin(tags, eq(tags.id, productTags.tagId))
        .innerJoin(tagTranslations, and(eq(tagTranslations.tagId, tags.id), eq(tagTranslations.locale, locale)))
        .where(inArray(productTags.productId, productIds)),
      loadVariants(productIds, locale, now),
    ]);
    const brandsById = await loadBrands([
      ...new Set(productRows.map((p) => p.brandId).filter((id): id is number => id !== null)),
    ]);
    const productsById = new Map(productRows.map((p) => [p.id, p]));
    const translationsByProduct = groupBy(translationRows, (t) => t.productId);
    const imagesByProduct = groupBy(imageRows, (i) => i.productId);
    const tagsByProduct = groupBy(tagRows, (t) => t.productId);

    return productIds.flatMap((id) => {
      const product = productsById.get(id);
      if (!product) return [];
      const translations = translationsByProduct.get(id) ?? [];
      const current =
        translations.find((t) => t.locale === locale) ?? translations.find((t) => t.locale === 'pt') ?? translations[0];
      if (!current) return [];
      const card: ProductCard = {
        uuid: product.uuid,
        slug: current.slug,
        name: current.name,
        description: current.description,
        translations: Object.fromEntries(
          translations.map((t) => [t.locale, { name: t.name, description: t.description, slug: t.slug }]),
        ),
        brand: product.brandId === null ? null : (brandsById.get(product.brandId) ?? null),
        tags: (tagsByProduct.get(id) ?? []).map((t) => ({ tag_uuid: t.uuid, name: t.name })),
        images: (imagesByProduct.get(id) ?? []).map((image) => ({
          file_path: urls.artwork(image.artworkId),
          order: image.order,
        })),
        video: product.video,
        variants: variantsByProduct.get(id) ?? [],
        discountEndsAt: product.discountEndsAt ? product.discountEndsAt.toISOString() : null,
      };
      return [card];
    });
  }

  return {
    cardsByIds,

    /** §7 GET /v1/products: active products by sort_order; a page of ids first, then its cards. */
    async listProducts({ locale, page, perPage }: { locale: Locale; page: number; perPage: number }) {
      const active = eq(products.isActive, true);
      const [totalRows, idRows] = await Promise.all([
        db.select({ total: count() }).from(products).where(active),
        db
          .select({ id: products.id })
          .from(products)
          .where(active)
          .orderBy(asc(products.sortOrder), asc(products.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
      ]);
      return {
        total: totalRows[0]?.total ?? 0,
        data: await cardsByIds(
          idRows.map((r) => r.id),
          locale,
        ),
      };
    },

    /** The display name of a brand, for its generated logo. */
    async brandNameBySlug(slug: string): Promise<string | null> {
      const rows = await db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug)).limit(1);
      return rows[0]?.name ?? null;
    },

    async ping(): Promise<void> {
      await db.select({ id: products.id }).from(products).limit(1);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
