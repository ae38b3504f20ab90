import { LOCALES, SEGMENTS, type Locale } from '../../contract';
import { ARTWORKS_PER_TYPE, artworkIdFor, colouredArtworkId } from '../media/artworks';
import type { Database } from './client';
import { rebuildReadModel } from './read-model';
import { contentPageRows, discountSeeds, menuRows, VIP_CUSTOMERS } from './seed-content';
import {
  CAMPAIGNS,
  COLORS,
  SELLERS,
  SIZES,
  TAGS,
  VOCABULARY,
  type Modifier,
  type SegmentVocabulary,
  type Words,
} from './seed-vocabulary';

/**
 * The demo catalogue, generated from a seeded PRNG: the same size gives the same rows, ids and
 * uuids, and the first N products do not depend on the total. Only dates are relative to the seed
 * time (`now`): price-history dates lie in the past and `discount_ends_at` is `now` + 1–14 days, so
 * countdowns are running right after a seed; pass a fixed `now` for byte-identical runs.
 */
export const DEFAULT_SEED = 20_260_101;

export type SeedOptions = { products: number; seed?: number; now?: Date; onProgress?: (message: string) => void };
export type SeedSummary = { products: number; variants: number; offers: number; ms: number };

/** mulberry32: tiny, fast, and good enough for demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, chance, uuid };
}
type Random = ReturnType<typeof createRandom>;

/** Lowercase, accents stripped, non-alphanumerics collapsed into single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const cents = (value: number) => Math.round(value * 100) / 100;
const DAY = 86_400_000;

function composeName(type: Words, modifiers: Modifier[], locale: Locale): string {
  if (locale === 'en') {
    const before = modifiers.filter((m) => m.enBefore).map((m) => m.en).reverse();
    const after = modifiers.filter((m) => !m.enBefore).map((m) => m.en);
    return capitalize([...before, type.en, ...after].join(' '));
  }
  return capitalize([type[locale], ...modifiers.map((m) => m[locale])].join(' '));
}

const BY = { pt: 'de', en: 'by', es: 'de', fr: 'de' } as const satisfies Words;

/** EAN-13 with a Portuguese (560) prefix and a valid check digit. */
function ean13(sequence: number): string {
  const body = `560${String(sequence).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + ((10 - (sum % 10)) % 10);
}

type Row = Record<string, unknown>;
const BATCH_ROWS = 5000;

/** Multi-row insert through one JSON parameter: the same statement works on PGlite and node-postgres. */
async function insertRows(database: Database, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!)
    .map((c) => `"${c}"`)
    .join(', ');
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    await database.query(
      `insert into "${table}" (${columns}) select ${columns} from json_populate_recordset(null::"${table}", $1::json)`,
      [JSON.stringify(batch)],
    );
  }
}

const SEQUENCED_TABLES = [
  'segments',
  'brands',
  'categories',
  'sellers',
  'delivery_methods',
  'products',
  'product_images',
  'tags',
  'variants',
  'variant_images',
  'attribute_values',
  'offers',
  'price_history',
  'campaigns',
  'menus',
  'submenus',
];

export const CATALOGUE_TABLES = [
  'catalog_cards',
  'catalog_items',
  'content_pages',
  'price_history',
  'offers',
  'variant_attribute_values',
  'variant_images',
  'variants',
  'attribute_value_translations',
  'attribute_values',
  'attributes',
  'product_tags',
  'tag_translations',
  'tags',
  'campaign_products',
  'campaign_translations',
  'campaigns',
  'product_images',
  'product_translations',
  'products',
  'delivery_methods',
  'sellers',
  'submenus',
  'menus',
  'category_translations',
  'categories',
  'brand_segments',
  'brand_translations',
  'brands',
  'segment_translations',
  'segments',
];

export async function isCatalogueEmpty(database: Database): Promise<boolean> {
  const rows = await database.query<{ present: boolean }>('select exists (select 1 from segments) as present');
  return !rows[0]?.present;
}

export async function clearCatalogue(database: Database): Promise<void> {
  await database.query(`truncate ${CATALOGUE_TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
}

type Reference = {
  segmentIds: number[];
  brandIdsBySegment: number[][];
  categoryIdByCode: Map<string, number>;
  sizeIds: Map<string, number>;
  colorIds: Map<string, number>;
  tagIds: number[];
};

async function seedReference(database: Database, random: Random, now: Date): Promise<Reference> {
  const segmentRows: Row[] = [];
  const segmentTranslationRows: Row[] = [];
  VOCABULARY.forEach((vocabulary, index) => {
    const segment = SEGMENTS.find((s) => s.code === vocabulary.code)!;
    segmentRows.push({ id: index + 1, code: segment.code, slug: segment.slug, sort_order: index + 1 });
    for (const locale of LOCALES) {
      segmentTranslationRows.push({ segment_id: index + 1, locale, label: vocabulary.label[locale] });
    }
  });
  await insertRows(database, 'segments', segmentRows);
  await insertRows(database, 'segment_translations', segmentTranslationRows);

  const brandRows: Row[] = [];
  const brandTranslationRows: Row[] = [];
  const brandSegmentRows: Row[] = [];
  const brandIdsBySegment: number[][] = [];
  VOCABULARY.forEach((vocabulary, segmentIndex) => {
    const ids: number[] = [];
    for (const name of vocabulary.brands) {
      const id = brandRows.length + 1;
      ids.push(id);
      const description: Words = {
        pt: `${name}: ${vocabulary.label.pt.toLowerCase()} com design português.`,
        en: `${name}: ${vocabulary.label.en.toLowerCase()} with Portuguese design.`,
        es: `${name}: ${vocabulary.label.es.toLowerCase()} con diseño portugués.`,
        fr: `${name} : ${vocabulary.label.fr.toLowerCase()} au design portugais.`,
      };
      brandRows.push({
        id,
        uuid: random.uuid(),
        slug: slugify(name),
        name,
        description: description.pt,
        is_active: true,
        is_featured: ids.length <= 2,
        sort_order: id,
        created_at: new Date(now.getTime() - id * DAY).toISOString(),
      });
      for (const locale of LOCALES) {
        brandTranslationRows.push({ brand_id: id, locale, name, description: description[locale] });
      }
      brandSegmentRows.push({ brand_id: id, segment_id: segmentIndex + 1 });
    }
    brandIdsBySegment.push(ids);
  });
  await insertRows(database, 'brands', brandRows);
  await insertRows(database, 'brand_translations', brandTranslationRows);
  await insertRows(database, 'brand_segments', brandSegmentRows);

  const categoryRows: Row[] = [];
  const categoryTranslationRows: Row[] = [];
  const categoryIdByCode = new Map<string, number>();
  VOCABULARY.forEach((vocabulary, segmentIndex) => {
    const nodes = [{ ...vocabulary.root, parent: null as string | null, level: 0 }].concat(
      vocabulary.leaves.map((leaf) => ({ ...leaf, parent: vocabulary.root.code, level: 1 })),
    );
    for (const node of nodes) {
      const id = categoryRows.length + 1;
      categoryIdByCode.set(node.code, id);
      categoryRows.push({
        id,
        uuid: random.uuid(),
        code: node.code,
        parent_code: node.parent,
        level: node.level,
        segment_id: segmentIndex + 1,
        sort_order: id,
        is_active: true,
      });
      for (const locale of LOCALES) {
        categoryTranslationRows.push({ category_id: id, locale, name: node.name[locale], slug: node.slug[locale] });
      }
    }
  });
  await insertRows(database, 'categories', categoryRows);
  await insertRows(database, 'category_translations', categoryTranslationRows);

  const sellerRows: Row[] = [];
  const deliveryRows: Row[] = [];
  SELLERS.forEach((seller, index) => {
    const id = index + 1;
    sellerRows.push({
      id,
      uuid: random.uuid(),
      slug: seller.slug,
      name: seller.name,
      vendor_type: seller.vendorType,
      rating: seller.rating,
      is_default: index === 0,
      created_at: new Date(now.getTime() - 400 * DAY).toISOString(),
    });
    const marketplace = seller.vendorType === 'MARKETPLACE';
    deliveryRows.push({
      seller_id: id,
      code: 'standard',
      name: 'Entrega standard',
      min_days: marketplace ? 3 : 2,
      max_days: marketplace ? 6 : 4,
      price: 3.99,
    });
    deliveryRows.push({ seller_id: id, code: 'express', name: 'Entrega expressa', min_days: 1, max_days: 2, price: 6.99 });
    if (!marketplace) {
      deliveryRows.push({ seller_id: id, code: 'pickup', name: 'Levantamento em loja', min_days: 1, max_days: 3, price: 0 });
    }
  });
  await insertRows(database, 'sellers', sellerRows);
  await insertRows(
    database,
    'delivery_methods',
    deliveryRows.map((row, index) => ({ id: index + 1, ...row })),
  );

  await insertRows(database, 'attributes', [
    { code: 'size', sort_order: 1 },
    { code: 'color', sort_order: 2 },
  ]);
  const valueRows: Row[] = [];
  const valueTranslationRows: Row[] = [];
  const sizeIds = new Map<string, number>();
  const colorIds = new Map<string, number>();
  const addValue = (attribute: 'size' | 'color', code: string, words: Words, hex: string | null) => {
    const id = valueRows.length + 1;
    valueRows.push({ id, attribute_code: attribute, code, hex, sort_order: id });
    for (const locale of LOCALES) valueTranslationRows.push({ attribute_value_id: id, locale, value: words[locale] });
    (attribute === 'size' ? sizeIds : colorIds).set(code, id);
  };
  for (const [code, words] of Object.entries(SIZES)) addValue('size', code, words, null);
  for (const [code, { hex, ...words }] of Object.entries(COLORS)) addValue('color', code, words, hex);
  await insertRows(database, 'attribute_values', valueRows);
  await insertRows(database, 'attribute_value_translations', valueTranslationRows);

  const tagRows = TAGS.map((tag, index) => ({ id: index + 1, uuid: random.uuid(), code: tag.code }));
  await insertRows(database, 'tags', tagRows);
  await insertRows(
    database,
    'tag_translations',
    TAGS.flatMap((tag, index) => LOCALES.map((locale) => ({ tag_id: index + 1, locale, name: tag.name[locale] }))),
  );

  return {
    segmentIds: VOCABULARY.map((_, index) => index + 1),
    brandIdsBySegment,
    categoryIdByCode,
    sizeIds,
    colorIds,
    tagIds: tagRows.map((t) => t.id),
  };
}

type Tables = Record<
  | 'products'
  | 'product_translations'
  | 'product_images'
  | 'product_tags'
  | 'variants'
  | 'variant_images'
  | 'variant_attribute_values'
  | 'offers'
  | 'price_history',
  Row[]
>;

const emptyTables = (): Tables => ({
  products: [],
  product_translations: [],
  product_images: [],
  product_tags: [],
  variants: [],
  variant_images: [],
  variant_attribute_values: [],
  offers: [],
  price_history: [],
});

const DISCOUNTS = [0.1, 0.15, 0.2, 0.3, 0.4, 0.5];
const OFFICIAL_SELLERS = [1, 2];
const MARKETPLACE_BY_SEGMENT: Record<SegmentVocabulary['code'], number[]> = {
  women: [3, 4],
  men: [3, 4],
  kids: [4, 8],
  watch: [7, 3],
  beauty: [6, 4],
  home: [8, 3],
  technology: [5, 8],
};

type Counters = { variant: number; offer: number; priceHistory: number; image: number; variantImage: number; ean: number };

function generateProduct(index: number, random: Random, reference: Reference, now: Date, tables: Tables, counters: Counters) {
  const id = index + 1;
  const segmentIndex = random.int(0, VOCABULARY.length - 1);
  const vocabulary = VOCABULARY[segmentIndex]!;
  const typeIndex = random.int(0, vocabulary.types.length - 1);
  const type = vocabulary.types[typeIndex]!;
  const modifiers = vocabulary.modifiers.map((list) => random.pick(list));
  const brandId = random.pick(reference.brandIdsBySegment[segmentIndex]!);
  const brandName = vocabulary.brands[reference.brandIdsBySegment[segmentIndex]!.indexOf(brandId)]!;
  const sentence = random.pick(vocabulary.sentences);
  const discounted = random.chance(0.35);
  const discount = discounted ? random.pick(DISCOUNTS) : 0;
  const countdown = discounted && random.chance(0.5);

  const colors = [random.pick(vocabulary.colors)];
  if (type.sizes.length > 1 && random.chance(0.3)) {
    const second = random.pick(vocabulary.colors);
    if (second !== colors[0]) colors.push(second);
  }
  const sizeCount = Math.min(type.sizes.length, type.sizes.length > 3 ? random.int(3, 4) : type.sizes.length);
  const sizeStart = random.int(0, type.sizes.length - sizeCount);
  const sizes = type.sizes.slice(sizeStart, sizeStart + sizeCount);
  const variantCount = colors.length * sizes.length;

  tables.products.push({
    id,
    uuid: random.uuid(),
    sort_order: id * 10,
    sold_count: Math.floor(random.next() ** 3 * 5000),
    product_type: variantCount > 1 ? 'configurable' : 'simple',
    brand_id: brandId,
    category_id: reference.categoryIdByCode.get(type.category)!,
    segment_id: reference.segmentIds[segmentIndex]!,
    video: null,
    // A rating comes only from approved reviews; the draw stays so the rest of the seeded catalogue is unchanged.
    average_rating: random.chance(0.6) && random.next() < 0 ? 0 : null,
    discount_ends_at: countdown ? new Date(now.getTime() + random.int(1, 14) * DAY + random.int(0, 23) * 3_600_000).toISOString() : null,
    is_active: true,
    created_at: new Date(now.getTime() - random.int(0, 365) * DAY).toISOString(),
    updated_at: now.toISOString(),
  });

  for (const locale of LOCALES) {
    const name = composeName(type.name, modifiers, locale);
    tables.product_translations.push({
      product_id: id,
      locale,
      name,
      description: `${name} ${BY[locale]} ${brandName}. ${sentence[locale]}`,
      slug: `${slugify(name)}-${id.toString(36)}`,
    });
  }

  // The pictures are drawn in a colour of the product: the product's (the card's) in its first colour,
  // each variant's in its own.
  const imageCount = random.int(2, 4);
  const firstVariation = random.int(0, ARTWORKS_PER_TYPE - 1);
  const artworks = Array.from({ length: imageCount }, (_, order) => artworkIdFor(segmentIndex, typeIndex, firstVariation + order * 3));
  artworks.forEach((artwork, order) => {
    tables.product_images.push({ id: ++counters.image, product_id: id, artwork_id: colouredArtworkId(artwork, colors[0]!), order });
  });
  if (random.chance(0.2)) tables.product_tags.push({ product_id: id, tag_id: random.pick(reference.tagIds) });

  const basePrice = random.int(vocabulary.price.min, vocabulary.price.max) + 0.99;
  const marketplaceOnly = random.chance(0.15);
  const sellers = marketplaceOnly
    ? [random.pick(MARKETPLACE_BY_SEGMENT[vocabulary.code])]
    : random.chance(0.3)
      ? [random.pick(OFFICIAL_SELLERS), random.pick(MARKETPLACE_BY_SEGMENT[vocabulary.code])]
      : [random.pick(OFFICIAL_SELLERS)];

  let variantOrder = 0;
  for (const color of colors) {
    for (const size of sizes) {
      const variantId = ++counters.variant;
      tables.variants.push({
        id: variantId,
        uuid: random.uuid(),
        product_id: id,
        ean: ean13(++counters.ean),
        sku: `${vocabulary.code.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}-${color}-${size}`,
        variant_group_code: `${String(id).padStart(6, '0')}-${color}`,
        sort_order: variantOrder++,
      });
      artworks.forEach((artwork, order) => {
        tables.variant_images.push({ id: ++counters.variantImage, variant_id: variantId, artwork_id: colouredArtworkId(artwork, color), order });
      });
      tables.variant_attribute_values.push(
        { variant_id: variantId, attribute_value_id: reference.sizeIds.get(size)!, is_to_use_as_selector: sizes.length > 1 },
        { variant_id: variantId, attribute_value_id: reference.colorIds.get(color)!, is_to_use_as_selector: colors.length > 1 },
      );
      sellers.forEach((sellerId, sellerIndex) => {
        const offerId = ++counters.offer;
        const pvp = cents(basePrice * (sellerIndex === 0 ? 1 : 0.96 + random.next() * 0.1));
        const price = discount ? cents(pvp * (1 - discount)) : pvp;
        const roll = random.next();
        const available = roll < 0.1 ? 0 : roll < 0.3 ? random.int(1, 5) : random.int(6, 60);
        const sold = random.int(0, 30);
        const marketplace = sellerId > 2;
        tables.offers.push({
          id: offerId,
          uuid: random.uuid(),
          variant_id: variantId,
          seller_id: sellerId,
          erp_id: marketplace ? null : `ERP${String(offerId).padStart(8, '0')}`,
          pvp,
          price,
          price_campaign: null,
          initial_stock: available + sold,
          stock_in_cart: 0,
          stock_in_checkout: 0,
          sold_stock: sold,
          lead_time_to_ship: marketplace ? random.int(1, 5) : random.int(0, 1),
          is_active: true,
          updated_at: now.toISOString(),
        });
        const listedAt = new Date(now.getTime() - random.int(45, 200) * DAY).toISOString();
        tables.price_history.push({ id: ++counters.priceHistory, offer_id: offerId, price: pvp, pvp, changed_at: listedAt });
        if (discount) {
          tables.price_history.push({
            id: ++counters.priceHistory,
            offer_id: offerId,
            price,
            pvp,
            changed_at: new Date(now.getTime() - random.int(1, 20) * DAY).toISOString(),
          });
        }
      });
    }
  }
}

const PRODUCT_CHUNK = 5000;

async function seedExtras(database: Database, random: Random, products: number, now: Date) {
  const campaignRows = CAMPAIGNS.map((campaign, index) => ({
    id: index + 1,
    uuid: random.uuid(),
    slug: campaign.slug,
    segment_id: null,
    starts_at: new Date(now.getTime() - 7 * DAY).toISOString(),
    ends_at: new Date(now.getTime() + (index + 1) * 14 * DAY).toISOString(),
    is_active: true,
  }));
  await insertRows(database, 'campaigns', campaignRows);
  await insertRows(
    database,
    'campaign_translations',
    CAMPAIGNS.flatMap((campaign, index) =>
      LOCALES.map((locale) => ({ campaign_id: index + 1, locale, name: campaign.name[locale], description: null })),
    ),
  );
  const campaignProductRows: Row[] = [];
  for (const campaign of campaignRows) {
    const chosen = new Set<number>();
    const wanted = Math.min(products, 48);
    while (chosen.size < wanted) chosen.add(random.int(1, products));
    [...chosen].forEach((productId, order) =>
      campaignProductRows.push({ campaign_id: campaign.id, product_id: productId, sort_order: order }),
    );
  }
  await insertRows(database, 'campaign_products', campaignProductRows);
  // Every fourth product of a campaign sells at a campaign price below its own selling price, so a
  // campaign page has campaign prices to list first and its banner an offer to state, while most of the
  // catalogue keeps its own price (the live-price flows change that price). An offer has one campaign
  // price: a product in two campaigns keeps the first one's.
  for (const [index, campaign] of CAMPAIGNS.entries()) {
    await database.query(
      `update offers o set price_campaign = round(o.pvp * (1 - $2::numeric), 2)
       from variants v, campaign_products cp
       where v.id = o.variant_id and cp.product_id = v.product_id and cp.campaign_id = $1 and cp.sort_order % 4 = 0
         and o.price_campaign is null and round(o.pvp * (1 - $2::numeric), 2) < o.price`,
      [index + 1, campaign.campaignDiscount],
    );
  }

  const { menus, submenus } = menuRows();
  await insertRows(database, 'menus', menus);
  await insertRows(database, 'submenus', submenus);
  await insertRows(database, 'content_pages', contentPageRows(now));
}

/**
 * The demo coupons of seed-content.ts, upserted by code: a reseed (or a seed over a database whose
 * catalogue was cleared) rewrites them and their discountables in place, and leaves other coupons
 * and the carts using them alone. Uuids come from their own PRNG stream, so they never shift the
 * catalogue's.
 */
async function seedDiscounts(database: Database, seed: number, now: Date, reference: Reference): Promise<void> {
  const random = createRandom(seed ^ 0xd15c);
  const seeds = discountSeeds(now);
  const rows = seeds.map(({ discountables: _discountables, ...discount }) => ({
    uuid: random.uuid(),
    ...discount,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }));
  const columns = Object.keys(rows[0]!);
  const list = columns.map((c) => `"${c}"`).join(', ');
  await database.transaction(async (query) => {
    const saved = await query<{ id: number; code: string }>(
      `insert into discounts (${list}) select ${list} from json_populate_recordset(null::discounts, $1::json)
       on conflict (code) do update set ${columns
         .filter((c) => c !== 'code' && c !== 'created_at')
         .map((c) => `"${c}" = excluded."${c}"`)
         .join(', ')}
       returning id, code`,
      [JSON.stringify(rows)],
    );
    const idByCode = new Map(saved.map((row) => [row.code, row.id]));
    await query('delete from discountables where discount_id = any($1::int[])', [saved.map((row) => row.id)]);
    const categories = new Map(VOCABULARY.flatMap((v) => [v.root, ...v.leaves]).map((c) => [c.code, c.name]));
    const discountableRows = seeds.flatMap((discount) =>
      discount.discountables.map((target) => {
        const names = target.kind === 'category' ? categories.get(target.categoryCode)! : VIP_CUSTOMERS;
        return {
          discount_id: idByCode.get(discount.code)!,
          kind: target.kind,
          discountable_type: target.kind === 'category' ? 'App\\Models\\Category' : 'App\\Models\\Customer',
          discountable_id: target.kind === 'category' ? reference.categoryIdByCode.get(target.categoryCode)! : null,
          name: names.pt,
          translations: LOCALES.map((locale) => ({ locale, name: names[locale] })),
        };
      }),
    );
    if (discountableRows.length > 0) {
      await query(
        `insert into discountables (discount_id, kind, discountable_type, discountable_id, name, translations)
         select discount_id, kind, discountable_type, discountable_id, name, translations
         from json_populate_recordset(null::discountables, $1::json)`,
        [JSON.stringify(discountableRows)],
      );
    }
  });
}

/** Seeds an empty catalogue (see `clearCatalogue`). */
export async function seedCatalogue(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const reference = await seedReference(database, random, now);

  const productRandom = createRandom((options.seed ?? DEFAULT_SEED) ^ 0x5eed);
  const counters: Counters = { variant: 0, offer: 0, priceHistory: 0, image: 0, variantImage: 0, ean: 0 };
  for (let start = 0; start < options.products; start += PRODUCT_CHUNK) {
    const tables = emptyTables();
    const end = Math.min(options.products, start + PRODUCT_CHUNK);
    for (let index = start; index < end; index++) generateProduct(index, productRandom, reference, now, tables, counters);
    for (const [table, rows] of Object.entries(tables)) await insertRows(database, table, rows);
    options.onProgress?.(`${end} / ${options.products} products`);
  }

  await seedExtras(database, random, options.products, now);
  await seedDiscounts(database, options.seed ?? DEFAULT_SEED, now, reference);
  await rebuildReadModel(database.query, { now, onProgress: options.onProgress });
  for (const table of SEQUENCED_TABLES) {
    await database.query(
      `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
    );
  }
  // Fresh statistics and a visibility map, so the first page is already an index-only scan.
  await database.query('vacuum analyze');
  return {
    products: options.products,
    variants: counters.variant,
    offers: counters.offer,
    ms: Math.round(performance.now() - started),
  };
}
