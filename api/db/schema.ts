import { sql } from 'drizzle-orm';
import {
  customType,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue of spec §3 in PostgreSQL. Translated texts live in `*_translations` tables keyed by
 * (owner, locale) so that a locale is one indexed join and slugs stay unique per locale.
 * Money is numeric(10,2) read as a JS number (EUR, two decimals).
 */

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** §1/§3: the seven segments, pt slug ↔ English code. */
export const segments = pgTable('segments', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const segmentTranslations = pgTable(
  'segment_translations',
  {
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.locale] })],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  isFeatured: boolean('is_featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const brandTranslations = pgTable(
  'brand_translations',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.locale] })],
);

/** Which segments a brand sells in (§7 /v1/brands/segment/{segment}). */
export const brandSegments = pgTable(
  'brand_segments',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.segmentId] }), index('brand_segments_segment_idx').on(t.segmentId)],
);

/** §3 Category: a tree by code/parent_code; level 0 are the roots (`mulher`, `homem`, `crianca`, …). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    code: text('code').notNull().unique(),
    parentCode: text('parent_code').references((): AnyPgColumn => categories.code, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(0),
    segmentId: integer('segment_id').references(() => segments.id),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentCode), index('categories_segment_idx').on(t.segmentId)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    uniqueIndex('category_translations_locale_slug_idx').on(t.locale, t.slug),
  ],
);

/** §2/§3 sellers: the official store (default) and marketplace sellers. vendor_type: OFFICIAL_STORE | 1P | MARKETPLACE. */
export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  vendorType: text('vendor_type').notNull(),
  rating: real('rating'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

/** How a seller ships; an offer lists its seller's methods. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    price: money('price').notNull(),
  },
  (t) => [uniqueIndex('delivery_methods_seller_code_idx').on(t.sellerId, t.code)],
);

/** §3 Product. `sort_order` is the default catalogue order (§7 sort=sort_order asc). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    sortOrder: integer('sort_order').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    productType: text('product_type').notNull().default('simple'),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id),
    video: text('video'),
    /** The mean of the approved reviews' ratings (1–5); null while none is approved. */
    averageRating: real('average_rating'),
    /** Approved reviews, and how many gave 1, 2, 3, 4 and 5 stars — kept with `average_rating` by moderation. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingCounts: integer('rating_counts').array().notNull().default(sql`'{0,0,0,0,0}'::integer[]`),
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Partial on the listed (active) products, so a page and the total are index-only scans.
    index('products_sort_idx').on(t.sortOrder, t.id).where(sql`${t.isActive}`),
    index('products_segment_sort_idx').on(t.segmentId, t.sortOrder, t.id).where(sql`${t.isActive}`),
    index('products_brand_sort_idx').on(t.brandId, t.sortOrder, t.id).where(sql`${t.isActive}`),
    index('products_category_sort_idx').on(t.categoryId, t.sortOrder, t.id).where(sql`${t.isActive}`),
    index('products_sold_idx').on(t.soldCount.desc(), t.id),
    index('products_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    uniqueIndex('product_translations_locale_slug_idx').on(t.locale, t.slug),
  ],
);

/** Images point at generated artworks (api/media); `file_path` is derived from API_URL at read time. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    artworkId: integer('artwork_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.order)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  code: text('code').notNull().unique(),
});

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] })],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/** §3 Variant. */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ean: text('ean'),
    sku: text('sku').notNull().unique(),
    variantGroupCode: text('variant_group_code'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('variants_product_idx').on(t.productId, t.sortOrder)],
);

/** A variant's own pictures (its colour's artworks, api/media); the card and page show them when it is chosen. */
export const variantImages = pgTable(
  'variant_images',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    artworkId: integer('artwork_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('variant_images_variant_idx').on(t.variantId, t.order)],
);

/** Attribute kinds (`size`, `color`); filters use `attribute_{code}[]`. */
export const attributes = pgTable('attributes', {
  code: text('code').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeCode: text('attribute_code')
      .notNull()
      .references(() => attributes.code),
    /** A slug, the same in every locale (the filter value). */
    code: text('code').notNull(),
    /** A colour swatch, for `color`. */
    hex: text('hex'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_attribute_code_idx').on(t.attributeCode, t.code)],
);

export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeValueId, t.locale] })],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id),
    isToUseAsSelector: boolean('is_to_use_as_selector').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.attributeValueId] }),
    index('variant_attribute_values_value_idx').on(t.attributeValueId),
  ],
);

/**
 * §3 Offer. `id` is the public `offer_id`. Available stock =
 * initial_stock − sold_stock − stock_in_cart − stock_in_checkout.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    erpId: text('erp_id'),
    pvp: money('pvp').notNull(),
    price: money('price').notNull(),
    priceCampaign: money('price_campaign'),
    initialStock: integer('initial_stock').notNull().default(0),
    stockInCart: integer('stock_in_cart').notNull().default(0),
    stockInCheckout: integer('stock_in_checkout').notNull().default(0),
    soldStock: integer('sold_stock').notNull().default(0),
    leadTimeToShip: integer('lead_time_to_ship').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('offers_variant_idx').on(t.variantId, t.price), index('offers_seller_idx').on(t.sellerId)],
);

/** Every price an offer has had; `lowest_price_30_days` reads it. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    pvp: money('pvp').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('price_history_offer_idx').on(t.offerId, t.changedAt)],
);

/** Campaigns (§7 /v1/campaigns/products/{campaign}). */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  slug: text('slug').notNull().unique(),
  segmentId: integer('segment_id').references(() => segments.id),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  isActive: boolean('is_active').notNull().default(true),
});

export const campaignTranslations = pgTable(
  'campaign_translations',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.locale] })],
);

export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index('campaign_products_order_idx').on(t.campaignId, t.sortOrder, t.productId),
  ],
);

/** §3 CMS menu and submenus (§7 /cms/v1/menu). `translations` and `mega_menu` are JSON as the CMS sends them. */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  href: text('href'),
  type: text('type').notNull(),
  badge: text('badge'),
  isFeatured: boolean('is_featured').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  segmentId: integer('segment_id').references(() => segments.id),
  translations: jsonb('translations').notNull().default([]),
});

export const submenus = pgTable(
  'submenus',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    href: text('href'),
    badge: text('badge'),
    description: text('description'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    order: integer('order').notNull().default(0),
    haveMegaMenu: boolean('have_mega_menu').notNull().default(false),
    megaMenu: jsonb('mega_menu'),
    translations: jsonb('translations').notNull().default([]),
  },
  (t) => [index('submenus_menu_idx').on(t.menuId, t.order)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The catalogue read model (one row per product): every filter and sort column of §7 in one place,
 * so a listing is one indexed query. Kept by `refreshReadModel` (api/db/read-model.ts), which the
 * seed and the operator paths call in the same transaction as their writes.
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
    segmentId: integer('segment_id').notNull(),
    brandId: integer('brand_id'),
    /** The product's category and its ancestors. */
    categoryIds: integer('category_ids').array().notNull(),
    campaignIds: integer('campaign_ids').array().notNull(),
    /** `{attribute}:{value slug}` of every variant, e.g. `color:preto`, `size:m`. */
    attributes: text('attributes').array().notNull(),
    /** The price the product's card shows (its first variant's cheapest active offer, at the campaign price when set), and that offer's discount percent at that price (§2 rounding). */
    price: money('price').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    /** §7 isInWarehouse: an official-store offer (OFFICIAL_STORE or 1P) has stock available. */
    inWarehouse: boolean('in_warehouse').notNull(),
    soldCount: integer('sold_count').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('catalog_items_sort_idx').on(t.sortOrder, t.productId).where(sql`${t.isActive}`),
    index('catalog_items_sold_idx').on(t.soldCount.desc(), t.productId.desc()).where(sql`${t.isActive}`),
    index('catalog_items_price_idx').on(t.price, t.productId).where(sql`${t.isActive}`),
    index('catalog_items_created_idx').on(t.createdAt.desc(), t.productId.desc()).where(sql`${t.isActive}`),
    index('catalog_items_discount_idx').on(t.discountPercentage.desc(), t.productId.desc()).where(sql`${t.isActive}`),
    index('catalog_items_segment_sort_idx').on(t.segmentId, t.sortOrder, t.productId).where(sql`${t.isActive}`),
    // A segment page in each non-default sort (the segment is a seventh of the catalogue: walking the
    // global sort index and filtering would read seven rows per row shown).
    index('catalog_items_segment_price_idx').on(t.segmentId, t.price, t.productId).where(sql`${t.isActive}`),
    index('catalog_items_segment_sold_idx').on(t.segmentId, t.soldCount.desc(), t.productId.desc()).where(sql`${t.isActive}`),
    index('catalog_items_segment_created_idx').on(t.segmentId, t.createdAt.desc(), t.productId.desc()).where(sql`${t.isActive}`),
    index('catalog_items_segment_discount_idx')
      .on(t.segmentId, t.discountPercentage.desc(), t.productId.desc())
      .where(sql`${t.isActive}`),
    index('catalog_items_brand_sort_idx').on(t.brandId, t.sortOrder, t.productId).where(sql`${t.isActive}`),
    index('catalog_items_categories_idx').using('gin', t.categoryIds),
    index('catalog_items_campaigns_idx').using('gin', t.campaignIds),
    index('catalog_items_attributes_idx').using('gin', t.attributes),
  ],
);

/**
 * The ready product card (§3) per locale as JSON text — answered as is, never re-serialized — and
 * the search document of that locale: a weighted tsvector over unaccented name, brand and
 * description, and the unaccented lowercase name for the trigram typo fallback.
 */
export const catalogCards = pgTable(
  'catalog_cards',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    card: text('card').notNull(),
    document: tsvector('document').notNull(),
    searchName: text('search_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    index('catalog_cards_document_idx').using('gin', t.document),
    index('catalog_cards_search_name_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

/** Content pages (/faq, /about, /contact, /legal-information/{slug}) per locale. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** [{heading, body}] */
    sections: jsonb('sections').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

// ─── Accounts, sessions and attribution (spec §3, §4, §7; protocols.md §3) ─────────────

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Shoppers. `email` is stored as typed (trimmed) and unique case-insensitively; `customer.id` of §3 is
 * the user id. `ambassador_code` / `affiliate_code` are the affiliate identity the ambassador and
 * affiliate issue builds on (null until the user joins).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname'),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** A newsletter subscription waiting for its e-mail confirmation (double opt-in): when its link was signed. */
    newsletterRequestedAt: at('newsletter_requested_at'),
    newsletterConfirmedAt: at('newsletter_confirmed_at'),
    ambassadorCode: text('ambassador_code').unique(),
    /** When the customer accepted the ambassador programme's terms (joined); null: not an ambassador. */
    ambassadorJoinedAt: at('ambassador_joined_at'),
    affiliateCode: text('affiliate_code').unique(),
    /** The operator made this customer an affiliate (the affiliate dashboard opens); null: not one. */
    affiliateSince: at('affiliate_since'),
    /** The account was deleted: personal data anonymised, orders and invoices kept, sessions ended. */
    deletedAt: at('deleted_at'),
    emailVerifiedAt: at('email_verified_at'),
    passwordChangedAt: at('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * Server-side sessions (protocols.md §3.1). The cookie holds a random token (≥ 128 bits); the row is
 * keyed by its SHA-256 so a database read never yields a usable cookie. A guest session (user_id null)
 * exists for the CSRF token before login; login replaces it with a new row (fixation, A1).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Sanctum personal access tokens (protocols.md §3.3): `{id}|{plaintext}`, stored as sha256 hex. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenableType: text('tokenable_type').notNull().default('App\\Models\\User'),
    tokenableId: integer('tokenable_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token: text('token').notNull().unique(),
    abilities: text('abilities').notNull().default('["*"]'),
    lastUsedAt: at('last_used_at'),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('personal_access_tokens_tokenable_idx').on(t.tokenableType, t.tokenableId)],
);

/** Laravel's password_reset_tokens: one live token per e-mail, stored hashed. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: text('email').primaryKey(),
  token: text('token').notNull(),
  createdAt: createdAt(),
});

/** Every e-mail the product sends, kept for the development viewer; `sent_at` once SMTP took it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    locale: text('locale').notNull().default('pt'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    error: text('error'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress)],
);

/**
 * §3 attribution record: one per tracking id (the `nuxt_user_…` cookie), with the first and the last
 * touch, linked to a user once one converts or signs in.
 */
export const utmAttributions = pgTable(
  'utm_attributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingId: text('tracking_id').notNull().unique(),
    sessionId: text('session_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The params of the first and of the latest touch. */
    firstTouch: jsonb('first_touch').notNull(),
    lastTouch: jsonb('last_touch').notNull(),
    firstTouchAt: at('first_touch_at').notNull().defaultNow(),
    lastTouchAt: at('last_touch_at').notNull().defaultNow(),
    converted: boolean('converted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('utm_attributions_user_idx').on(t.userId)],
);

/** §3 touchpoints: at most 10 per attribution (§9), the oldest dropped. */
export const utmTouchpoints = pgTable(
  'utm_touchpoints',
  {
    id: serial('id').primaryKey(),
    attributionId: uuid('attribution_id')
      .notNull()
      .references(() => utmAttributions.id, { onDelete: 'cascade' }),
    params: jsonb('params').notNull(),
    page: text('page').notNull().default('/'),
    referrer: text('referrer'),
    clickIds: jsonb('click_ids').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('utm_touchpoints_attribution_idx').on(t.attributionId, t.id)],
);

/** §3 conversions; an order converts once per order id, a registration once per user. */
export const utmConversions = pgTable(
  'utm_conversions',
  {
    id: serial('id').primaryKey(),
    attributionId: uuid('attribution_id').references(() => utmAttributions.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversionType: text('conversion_type').notNull(),
    orderId: text('order_id'),
    conversionValue: numeric('conversion_value', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('utm_conversions_order_idx').on(t.conversionType, t.orderId),
    index('utm_conversions_user_idx').on(t.userId),
  ],
);

/**
 * §3 Discount (coupon). `code` is stored upper-case after NFKC normalisation with zero-width
 * characters removed (E4: look-alike codes neither double-apply nor bypass limits). `usage_count` is
 * counted once per order by checkout. A coupon is valid between `start_date` and `end_date`.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    code: text('code').notNull(),
    discountType: text('discount_type').notNull(),
    value: money('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    minimumOrderValue: money('minimum_order_value'),
    maxUsage: integer('max_usage'),
    usageCount: integer('usage_count').notNull().default(0),
    startDate: at('start_date'),
    endDate: at('end_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('discounts_code_idx').on(t.code)],
);

/**
 * What a coupon applies to (§3 discountable): an offer, campaign, segment or category by id, or
 * `customer` for a VIP coupon of one customer (`discountable_id` is the user id). `translations` is
 * the list of {locale, name} of §3.
 */
export const discountables = pgTable(
  'discountables',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    discountableType: text('discountable_type').notNull(),
    discountableId: integer('discountable_id'),
    name: text('name').notNull(),
    translations: jsonb('translations').notNull().default([]),
  },
  (t) => [index('discountables_discount_idx').on(t.discountId), index('discountables_target_idx').on(t.kind, t.discountableId)],
);

/**
 * §3 Cart. A guest cart is keyed by the 40-character session id, a customer's by `customer_id`; at
 * most one OPEN cart per session and per customer. `version` grows by one on every write (409 on a
 * stale update). `discount_id` is the applied coupon.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    sessionId: text('session_id').notNull(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('OPEN'),
    version: integer('version').notNull().default(0),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_open_session_idx').on(t.sessionId).where(sql`status = 'OPEN'`),
    uniqueIndex('carts_open_customer_idx').on(t.customerId).where(sql`status = 'OPEN' and customer_id is not null`),
  ],
);

/** §3 Cart item: one line per offer (lines of one offer sent twice are merged); `price` is the server's. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    segmentId: integer('segment_id'),
    campaignId: integer('campaign_id'),
    category: text('category'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_cart_offer_idx').on(t.cartId, t.offerId)],
);

/** §3 Wishlist: a customer's products, each once. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_user_idx').on(t.userId, t.createdAt)],
);

// ─── Background jobs and SIBS notifications (api/jobs/, api/modules/payments/) ───────────────────
// Self-contained: no foreign key into other blocks, so it merges beside the orders' tables.

/**
 * The durable job queue shared by every API process (api/jobs/queue.ts): a due `pending` row is
 * claimed with `FOR UPDATE SKIP LOCKED` by setting `locked_until` (the lease) and `claimed_by` (the
 * claim's fencing token); a worker that dies leaves a lease that runs out, and the job is claimed
 * again. `dedupe_key` makes an enqueue idempotent (done rows keep it until they are purged).
 * `repeat_every_ms` makes a recurring job: after each run it goes back to `pending` that much later.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** pending | done | failed (attempts exhausted; kept for an operator). */
    status: text('status').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    repeatEveryMs: integer('repeat_every_ms'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    claimedBy: text('claimed_by'),
    dedupeKey: text('dedupe_key').unique(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`status = 'done'`),
  ],
);

/**
 * Every authentic SIBS webhook, once per `notification_id` (SIBS re-sends until acknowledged:
 * `deliveries` counts them). Kept whole (`payload`) with what orders them — SIBS's own
 * `occurred_at` (transactionDateTime), our `received_at` and the insertion order `id` — so the ledger
 * can keep each transaction's states monotonic. `transition_key` (transaction, type, status,
 * reference status) finds a second notification of a transition already processed; `duplicate_of`
 * names that first one. `processed_at` is set once the ledger took it.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    notificationId: text('notification_id').notNull().unique(),
    transactionId: text('transaction_id').notNull(),
    merchantTransactionId: text('merchant_transaction_id'),
    paymentMethod: text('payment_method'),
    paymentType: text('payment_type'),
    paymentStatus: text('payment_status').notNull(),
    statusCode: text('status_code').notNull(),
    outcome: text('outcome').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }),
    currency: text('currency'),
    transitionKey: text('transition_key').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveries: integer('deliveries').notNull().default(1),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    duplicateOf: integer('duplicate_of'),
  },
  (t) => [index('payment_notifications_transaction_idx').on(t.transactionId, t.id), index('payment_notifications_transition_idx').on(t.transitionKey)],
);

// ─── Orders, stock holds and the payment-attempt ledger (api/modules/orders, api/modules/payments) ───

/**
 * A placed order: one per purchase, snapshotting the contact, address, prices and totals it was placed
 * at (EUR, VAT included). `status`: pending_payment → paid | expired | declined | cancelled |
 * paid_after_expiry (contract/constants.ts ORDER_STATUSES). The owner is the customer (`customer_id`)
 * or, for a guest order, the browser session (`session_id`) — the cart's rule. `coupon_claimed` says
 * the order holds one use of its coupon (`discounts.usage_count`), given back once when it ends unpaid.
 * `current_attempt_id` is the payment attempt the order waits on; `expires_at` the end of its hold.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    cartUuid: uuid('cart_uuid').notNull(),
    /** The cart's version once this order took it (CHECKOUT) or gave it back (OPEN): a new attempt needs it unchanged. */
    cartVersion: integer('cart_version').notNull(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    status: text('status').notNull().default('pending_payment'),
    locale: text('locale').notNull().default('pt'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    nif: text('nif'),
    currency: text('currency').notNull().default('EUR'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
    storeCredit: money('store_credit').notNull().default(0),
    vatIncluded: money('vat_included').notNull(),
    total: money('total').notNull(),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponClaimed: boolean('coupon_claimed').notNull().default(false),
    currentAttemptId: integer('current_attempt_id'),
    /** The UTM tracking id the order was placed with (its conversion's attribution). */
    trackingId: text('tracking_id'),
    /** The ambassador code the order was placed with (a friend's first order), and its friend discount inside `discount`. */
    referralCode: text('referral_code'),
    referralDiscount: money('referral_discount').notNull().default(0),
    /** The customer cancelled it while unpaid (its stock released at once). */
    cancelledAt: at('cancelled_at'),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_session_idx').on(t.sessionId),
    index('orders_cart_idx').on(t.cartId),
  ],
);

/** One parcel per seller of an order, with its method, fee and delivery estimate (days, lead time included); its status follows the order's. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    sellerName: text('seller_name').notNull(),
    methodCode: text('method_code').notNull(),
    methodName: text('method_name').notNull(),
    fee: money('fee').notNull(),
    /**
     * What the seller's standard method (the checkout's first, the least expensive standard delivery) cost
     * this order, free shipping applied: a withdrawal of the whole parcel gives back the fee up to this
     * (Directive 2011/83/EU art. 13(2): a faster method's extra cost stays the shopper's).
     */
    standardFee: money('standard_fee').notNull(),
    /** The return whose refund carries this parcel's delivery (api/modules/returns: the whole parcel withdrawn); null: none. */
    deliveryReturnId: integer('delivery_return_id').references((): AnyPgColumn => orderReturns.id, { onDelete: 'set null' }),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    /**
     * Fulfilment once paid, moved by the operator: null (to ship) → preparing → shipped (carrier and
     * tracking number) → delivered. Before payment and after cancellation the shipment follows its order.
     */
    fulfilmentStatus: text('fulfilment_status'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    preparingAt: at('preparing_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [uniqueIndex('shipments_order_seller_idx').on(t.orderId, t.sellerId)],
);

/** An order's line at the price it was placed at, with what the shopper saw of the offer then. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
    details: jsonb('details').notNull(),
  },
  (t) => [uniqueIndex('order_lines_order_offer_idx').on(t.orderId, t.offerId), check('order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/**
 * Stock an order holds while its payment is open. `offers.stock_in_checkout` counts every hold not yet
 * released; a hold past `expires_at` stops counting for availability at once (api/db/stock.ts), and is
 * released — its units taken off `stock_in_checkout` — by the next order of that offer or the sweeper.
 * `outcome`: held → committed (sold) | released (`release_reason`: expired, declined, timeout, cancelled, retried).
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    quantity: integer('quantity').notNull(),
    expiresAt: at('expires_at').notNull(),
    outcome: text('outcome').notNull().default('held'),
    releaseReason: text('release_reason'),
    releasedAt: at('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_holds_open_offer_idx').on(t.offerId, t.expiresAt).where(sql`outcome = 'held'`),
    index('stock_holds_order_idx').on(t.orderId),
    check('stock_holds_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The payment-attempt ledger: one row per attempt at the gateway. `merchant_transaction_id` is ours,
 * unique and at most 32 characters (protocols.md §2.2); `transaction_id` and `transaction_signature`
 * are the gateway's. `status` (contract PAYMENT_STATUSES) only moves forward: pending → a final
 * outcome, and any of them → paid (api/modules/payments/ledger.ts). `last_gateway_status` keeps the
 * gateway's latest answer and `last_source` who brought it (checkout, webhook, return, poll). A paid
 * answer whose amount or currency differs is `flagged`, never paid. Money given back of it: `payment_refunds`.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantTransactionId: text('merchant_transaction_id').notNull().unique(),
    transactionId: text('transaction_id').unique(),
    transactionSignature: text('transaction_signature'),
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    mbwayPhone: text('mbway_phone'),
    reference: jsonb('reference'),
    expiresAt: at('expires_at').notNull(),
    lastGatewayStatus: jsonb('last_gateway_status'),
    lastSource: text('last_source'),
    lastStatusAt: at('last_status_at'),
    flaggedAt: at('flagged_at'),
    flagReason: text('flag_reason'),
    paidAt: at('paid_at'),
    finalAt: at('final_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_open_idx').on(t.createdAt).where(sql`status = 'pending' and transaction_id is not null`),
    check('payment_attempts_merchant_transaction_id_length', sql`length(${t.merchantTransactionId}) <= 32`),
  ],
);

/**
 * `Idempotency-Key`s of order creations and payment attempts, per route (`scope`: method and path), kept
 * 24 hours: the hash of the request they came with and, once answered, the answer (status and body)
 * every repeat receives. `response_status` null: the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

// ─── The account area: addresses, store credit, returns, support, programmes ─────────────

/** A customer's saved addresses; at most one default shipping and one default billing address each. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    district: text('district'),
    country: text('country').notNull().default('PT'),
    nif: text('nif'),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_default_shipping_idx').on(t.userId).where(sql`default_shipping`),
    uniqueIndex('addresses_default_billing_idx').on(t.userId).where(sql`default_billing`),
  ],
);

/**
 * The store-credit ledger: one signed row per movement of a customer's credit (positive: refund as
 * credit, matured ambassador commission, operator grant, credit given back by a cancelled or refunded
 * order; negative: spent on an order, expired). The balance is the sum; writers lock the customer's
 * `users` row (`for update`) so concurrent orders never take it below zero.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** refund | commission | grant | order_spent | order_restored | expired */
    kind: text('kind').notNull(),
    reason: text('reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnId: integer('return_id'),
    /** A positive entry's credit expires then (what is left of it); null: never. */
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('store_credit_entries_user_idx').on(t.userId, t.createdAt), index('store_credit_entries_order_idx').on(t.orderId)],
);

/**
 * A return request of delivered lines (within the withdrawal window): requested → approved → received →
 * refunded, or rejected. `refund_method`: `original` (back through the payment) or `store_credit`.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    refundMethod: text('refund_method').notNull(),
    /** What the refund gives back: the lines at the prices paid, plus `delivery`. */
    amount: money('amount').notNull(),
    /** The part of `amount` that gives back the delivery of parcels this return completes (a withdrawal only). */
    delivery: money('delivery').notNull().default(0),
    note: text('note'),
    approvedAt: at('approved_at'),
    receivedAt: at('received_at'),
    refundedAt: at('refunded_at'),
    rejectedAt: at('rejected_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId), index('order_returns_customer_idx').on(t.customerId)],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('order_return_lines_return_idx').on(t.returnId), check('order_return_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/**
 * Money given back of one payment attempt, each refund a request of its own amount on the attempt's
 * transaction (SIBS takes several partial refunds up to what was paid): one per return refunded by the
 * original method (`return_id`), or the whole payment when the shop cannot honour it (`reason`
 * `paid_after_expiry` or `duplicate_payment`). `status`: pending → processing (claimed by
 * `settleRefund`) → refunded | failed; a call that cannot reach the gateway puts it back to pending for the
 * retry job. The refunds of one attempt never add up to more than its amount (the returns service holds
 * the attempt row while it decides).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    returnId: integer('return_id')
      .unique()
      .references(() => orderReturns.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    gatewayStatusCode: text('gateway_status_code'),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_refunds_attempt_idx').on(t.attemptId),
    index('payment_refunds_pending_idx').on(t.id).where(sql`status = 'pending'`),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
    check('payment_refunds_status', sql`${t.status} in ('pending', 'processing', 'refunded', 'failed')`),
    check('payment_refunds_reason', sql`${t.reason} in ('paid_after_expiry', 'duplicate_payment', 'return')`),
  ],
);

/**
 * Support tickets: a customer's (user_id) or a guest's from the contact form (user_id null; answered only
 * once `email_confirmed_at` is set through the link whose hash is `confirm_token_hash`).
 * status: open → waiting (for the customer) → closed.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    locale: text('locale').notNull().default('pt'),
    emailConfirmedAt: at('email_confirmed_at'),
    confirmTokenHash: text('confirm_token_hash'),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('support_tickets_user_idx').on(t.userId, t.updatedAt), index('support_tickets_email_idx').on(sql`lower(${t.email})`)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** customer | operator */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * An ambassador's referral: a friend's first order placed with the ambassador's code. The commission is
 * `pending` until the order's return window closes, then `matured` into store credit (`credit_entry_id`),
 * or `cancelled` when the order is cancelled or refunded; `refused` records a self-referral attempt.
 */
export const ambassadorReferrals = pgTable(
  'ambassador_referrals',
  {
    id: serial('id').primaryKey(),
    ambassadorId: integer('ambassador_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendUserId: integer('friend_user_id').references(() => users.id, { onDelete: 'set null' }),
    friendEmail: text('friend_email').notNull(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    discount: money('discount').notNull().default(0),
    commission: money('commission').notNull().default(0),
    maturesAt: at('matures_at'),
    maturedAt: at('matured_at'),
    creditEntryId: integer('credit_entry_id').references(() => storeCreditEntries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ambassador_referrals_ambassador_idx').on(t.ambassadorId, t.createdAt)],
);

/**
 * An affiliate's commission on an order placed through its tracked link: pending until the return
 * window closes, then matured; `paid` once a payout (`payout_id`) includes it; `cancelled` with the order.
 */
export const affiliatePayouts = pgTable('affiliate_payouts', {
  id: serial('id').primaryKey(),
  affiliateId: integer('affiliate_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  createdAt: createdAt(),
});

export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderTotal: money('order_total').notNull(),
    rate: real('rate').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('pending'),
    maturesAt: at('matures_at'),
    maturedAt: at('matured_at'),
    payoutId: integer('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.createdAt)],
);

/**
 * A chat with the customer-service assistant: the widget's session id, the customer it belongs to once a
 * signed-in customer writes in it (then only they read it), and what the conversation remembers between
 * turns (an order number waiting for its e-mail, the orders a guest proved, failed answers in a row, the
 * hand-off ticket). Deleted with its messages ASSISTANT_TRANSCRIPT_DAYS after the last message.
 */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    state: jsonb('state').notNull().default({}),
    createdAt: createdAt(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (t) => [index('assistant_sessions_last_message_idx').on(t.lastMessageAt)],
);

/** One turn of an assistant chat: the shopper's text, or the assistant's whole reply (contract AssistantReply without its session id). */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    /** shopper | assistant */
    role: text('role').notNull(),
    text: text('text').notNull(),
    reply: jsonb('reply'),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_session_idx').on(t.sessionId, t.id), check('assistant_messages_role', sql`${t.role} in ('shopper', 'assistant')`)],
);

/**
 * A verified buyer's review of a product: one per customer and product, allowed once a line of that
 * product reached the customer (its shipment delivered). `status`: pending → approved | rejected by
 * the operator; only approved reviews are shown and counted in `products.average_rating`.
 * `author_name` is the name shown (first name and initial), taken when the review is written.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered line that made the customer a verified buyer. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    moderatedAt: at('moderated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_idx').on(t.productId, t.userId),
    index('product_reviews_approved_idx').on(t.productId, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'approved'`),
    index('product_reviews_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('product_reviews_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** The review invitation sent for a delivered shipment: one row per shipment, so it is sent once. */
export const reviewInvitations = pgTable('review_invitations', {
  shipmentId: integer('shipment_id')
    .primaryKey()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  mailId: integer('mail_id'),
  createdAt: createdAt(),
});
