import { z } from 'zod';
import { IsoDateTime, Slug, Url, Uuid } from './common';
import { Locale } from './locale';
import { PaginationLinks, PaginationMeta } from './pagination';
import { ReviewSummary } from './reviews';
import { SegmentSlug } from './segment';
import { SizeGuideKind } from './size-guide';
export { isOfficialStore } from './constants';

/** §3 Product (card): translations keyed by locale. */
export const ProductTranslation = z.object({
  name: z.string(),
  description: z.string(),
  slug: Slug.optional(),
});
export type ProductTranslation = z.infer<typeof ProductTranslation>;
export const ProductTranslations = z.partialRecord(Locale, ProductTranslation);
export type ProductTranslations = z.infer<typeof ProductTranslations>;

/** Brand/category translations are lists of {locale, ...}. */
export const NameTranslation = z.object({ locale: Locale, name: z.string(), slug: Slug.optional() });
export type NameTranslation = z.infer<typeof NameTranslation>;

export const BrandSummary = z.object({
  uuid: Uuid,
  name: z.string(),
  slug: Slug,
  translations: z.array(NameTranslation),
  thumb: Url.nullable(),
  logo: Url.nullable(),
  image: Url.nullable(),
});
export type BrandSummary = z.infer<typeof BrandSummary>;

/** §3 Brand. */
export const Brand = BrandSummary.extend({
  description: z.string().nullable(),
});
export type Brand = z.infer<typeof Brand>;

export const Tag = z.union([z.string(), z.object({ tag_uuid: Uuid, name: z.string() })]);
export type Tag = z.infer<typeof Tag>;

export const ProductImage = z.object({ file_path: Url, order: z.number().int().nonnegative().optional() });
export type ProductImage = z.infer<typeof ProductImage>;

/** Attribute names used by the catalogue; `attribute_{name}[]` filters use them. */
export const ATTRIBUTE_NAMES = ['size', 'color'] as const;
export const AttributeValue = z.object({
  attribute: z.string(),
  value: z.string(),
  slug: Slug,
  is_to_use_as_selector: z.boolean(),
});
export type AttributeValue = z.infer<typeof AttributeValue>;

/** §2 Vendor badge: official store when vendorType is OFFICIAL_STORE or 1P. */
export const VENDOR_TYPES = ['OFFICIAL_STORE', '1P', 'MARKETPLACE'] as const;
export const VendorType = z.enum(VENDOR_TYPES);
export type VendorType = z.infer<typeof VendorType>;
export const Vendor = z.object({ vendor_name: z.string(), vendorType: VendorType });
export type Vendor = z.infer<typeof Vendor>;

export const DeliveryMethod = z.object({
  code: z.string(),
  name: z.string(),
  min_days: z.number().int().nonnegative(),
  max_days: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

/** §3 Offer. `pvp` is the list price, `price_product` the selling price. */
export const Offer = z.object({
  uuid: Uuid,
  offer_id: z.number().int().positive(),
  seller_id: z.number().int().positive(),
  erp_id: z.string().nullable(),
  type: VendorType,
  pvp: z.number().nonnegative(),
  price_product: z.number().nonnegative(),
  price_campaign: z.number().nonnegative().nullable(),
  /** Beyond the spec (EU price indication): lowest price of the previous 30 days. */
  lowest_price_30_days: z.number().nonnegative().nullable(),
  initial_stock: z.number().int().nonnegative(),
  stock_in_cart: z.number().int().nonnegative(),
  stock_in_checkout: z.number().int().nonnegative(),
  sold_stock: z.number().int().nonnegative(),
  delivery_methods: z.array(DeliveryMethod),
  lead_time_to_ship: z.number().int().nonnegative(),
  shop_name: z.string(),
  vendor: Vendor,
});
export type Offer = z.infer<typeof Offer>;

/** §3 Variant. */
export const Variant = z.object({
  uuid: Uuid,
  ean: z.string().nullable(),
  sku: z.string(),
  attribute_values: z.array(AttributeValue),
  variant_group_code: z.string().nullable(),
  /**
   * Beyond §3: the variant's own pictures, in its colour; the gallery, the card and the cart line show
   * them for the chosen variant. Empty or absent (data written before them): the product's stand in.
   */
  images: z.array(ProductImage.required({ order: true })).optional(),
  offers: z.array(Offer),
});
export type Variant = z.infer<typeof Variant>;

/** §3 Product (card). */
export const ProductCard = z.object({
  uuid: Uuid,
  slug: Slug,
  name: z.string(),
  description: z.string(),
  translations: ProductTranslations,
  brand: BrandSummary.nullable(),
  tags: z.array(Tag),
  images: z.array(ProductImage),
  video: Url.nullable(),
  variants: z.array(Variant),
  discountEndsAt: IsoDateTime.nullable(),
});
export type ProductCard = z.infer<typeof ProductCard>;

/** §3 Seo. */
export const Seo = z.object({
  title: z.string(),
  description: z.string(),
  canonical_url: Url,
  meta_keywords: z.string().nullable(),
  robots: z.string(),
  og_title: z.string().nullable(),
  og_description: z.string().nullable(),
  og_image: Url.nullable(),
  twitter_title: z.string().nullable(),
  twitter_description: z.string().nullable(),
  twitter_image: Url.nullable(),
  seoable_type: z.string(),
  seoable_id: z.string(),
});
export type Seo = z.infer<typeof Seo>;

/** §3 Category. */
export const Category = z.object({
  uuid: Uuid,
  name: z.string(),
  slug: Slug,
  code: z.string(),
  parent_code: z.string().nullable(),
  level: z.number().int().nonnegative(),
  translations: z.array(NameTranslation),
  /** Beyond §3: the segment the category sells in (breadcrumbs: home › segment › category). */
  segment: SegmentSlug.nullable().optional(),
});
export type Category = z.infer<typeof Category>;

/** §3 Product (full). */
export const Product = ProductCard.extend({
  images: z.array(ProductImage.required({ order: true })),
  seo: Seo,
  category: Category.nullable(),
  product_type: z.enum(['simple', 'configurable']),
  average_rating: z.number().min(0).max(5).nullable(),
  user_rating: z.number().int().min(1).max(5).nullable(),
  /** The approved reviews' count and distribution beside `average_rating` (the API always sends it). */
  review_summary: ReviewSummary.optional(),
  /** Beyond §3: the size guide of the product's category (GET /v1/size-guides/{kind}); null when it has none. */
  size_guide: SizeGuideKind.nullable().optional(),
});
export type Product = z.infer<typeof Product>;

/** One facet value with its count in the current result set. */
export const FacetValue = z.strictObject({ value: Slug, label: z.string(), count: z.number().int().nonnegative() });
export type FacetValue = z.infer<typeof FacetValue>;

/** §5/§7: facet counts of the current result set, keyed like the filter query parameters. */
export const ProductFilters = z.strictObject({
  brands: z.array(FacetValue),
  categories: z.array(FacetValue),
  /** keyed by attribute name (`color`, `size`); the query parameter is `attribute_{name}[]`. */
  attributes: z.record(z.string(), z.array(FacetValue)),
  price: z.strictObject({ min: z.number().nonnegative(), max: z.number().nonnegative() }).nullable(),
  in_warehouse: z.number().int().nonnegative(),
});
export type ProductFilters = z.infer<typeof ProductFilters>;

/** §3/§5: the product list response is checked strictly. */
export const ProductListResponse = z.strictObject({
  data: z.array(ProductCard),
  links: PaginationLinks,
  meta: PaginationMeta,
  filters: ProductFilters.optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** A product by slug. */
export const ProductResponse = z.object({ data: Product });
export type ProductResponse = z.infer<typeof ProductResponse>;

export { productCardData, productCardFacts } from './cards';
export type { ProductCardData, ProductCardOffer } from './cards';
