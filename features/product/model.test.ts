import { allSettled, fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, AttributeValue, Offer, Product, ProductCard, Variant } from '../../contract';
import { productPageData } from '../../contract/product-page';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import {
  $offers,
  $product,
  $productError,
  $productNotFound,
  $productPending,
  $quickViewProduct,
  $quickViewVariant,
  $selectedVariant,
  attributeSelected,
  fetchProductFx,
  fetchQuickViewProductFx,
  imagesOf,
  refreshProductFx,
  productPageOpened,
  productUpdated,
  productRefreshed,
  quickViewClosed,
  quickViewOpened,
  quickViewVariantSelected,
  variantSelected,
} from './index';
import { $relatedProducts, $relatedProductsError, $relatedProductsStatus, fetchRelatedProductsFx, relatedProductsWanted } from './related';

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

function offer(price: number, stock: number, shop = 'Loja Oficial'): Offer {
  return {
    uuid: uuid(),
    offer_id: ++counter,
    seller_id: 1,
    erp_id: null,
    type: 'OFFICIAL_STORE',
    pvp: price + 10,
    price_product: price,
    price_campaign: null,
    lowest_price_30_days: null,
    initial_stock: stock,
    stock_in_cart: 0,
    stock_in_checkout: 0,
    sold_stock: 0,
    delivery_methods: [],
    lead_time_to_ship: 1,
    shop_name: shop,
    vendor: { vendor_name: shop, vendorType: 'OFFICIAL_STORE' },
  };
}
const attr = (attribute: string, value: string): AttributeValue => ({ attribute, value, slug: value, is_to_use_as_selector: true });
function variant(color: string, size: string, offers: Offer[]): Variant {
  return { uuid: uuid(), ean: null, sku: `${color}-${size}`, attribute_values: [attr('color', color), attr('size', size)], variant_group_code: null, offers };
}

const redS = variant('red', 's', [offer(30, 0)]);
const redM = variant('red', 'm', [offer(40, 3, 'Outra loja'), offer(35, 2)]);
const blueS = variant('blue', 's', [offer(30, 5)]);

const product: Product = {
  uuid: uuid(),
  slug: 'vestido-linho',
  name: 'Vestido de linho',
  description: '',
  translations: {},
  brand: null,
  tags: [],
  images: [],
  video: null,
  variants: [redS, redM, blueS],
  discountEndsAt: null,
  seo: {
    title: 'Vestido',
    description: '',
    canonical_url: 'http://shop.test/product/vestido-linho',
    meta_keywords: null,
    robots: 'index,follow',
    og_title: null,
    og_description: null,
    og_image: null,
    twitter_title: null,
    twitter_description: null,
    twitter_image: null,
    seoable_type: 'product',
    seoable_id: '1',
  },
  category: { uuid: uuid(), name: 'Vestidos', slug: 'vestidos', code: 'VEST', parent_code: null, level: 0, translations: [] },
  product_type: 'configurable',
  average_rating: null,
  user_rating: null,
};
const relatedCard = (slug: string): ProductCard => ({ ...product, slug, uuid: uuid() });

function productScope(answer: () => Product | Promise<Product> = () => product) {
  return fork({
    handlers: [
      [fetchProductFx, async () => answer()],
      [fetchRelatedProductsFx, async () => [relatedCard('saia')]],
    ],
  });
}

describe('product page', () => {
  it('opening a product page loads the product by slug; the browser gets it without fetching', async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    expect(scope.getState($product)).toEqual(productPageData(product, 'pt'));
    const browser = fork({ values: serialize(scope) });
    expect(browser.getState($product)).toEqual(scope.getState($product));
    expect(browser.getState($selectedVariant)?.uuid).toBe(scope.getState($selectedVariant)?.uuid);
  });

  it('related products are fetched when wanted (the rail near, the cart open), once per product, and never sent with the page', async () => {
    let asked = 0;
    const scope = fork({
      handlers: [
        [fetchProductFx, async () => product],
        [fetchRelatedProductsFx, async () => (asked++, [relatedCard('saia')])],
      ],
    });
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    expect(asked).toBe(0);
    expect(scope.getState($relatedProductsStatus)).toBe('idle');
    expect(serialize(scope)).not.toHaveProperty($relatedProducts.sid!);
    // The page sent without them, the browser asks.
    const browser = fork({ values: serialize(scope), handlers: [[fetchProductFx, async () => product], [fetchRelatedProductsFx, async () => (asked++, [relatedCard('saia')])]] });
    await allSettled(relatedProductsWanted, { scope: browser, params: 'pt' });
    expect(browser.getState($relatedProducts).map((p) => p.slug)).toEqual(['saia']);
    expect(browser.getState($relatedProductsStatus)).toBe('ready');
    // The cart opening after the rail asked asks no more.
    await allSettled(relatedProductsWanted, { scope: browser, params: 'pt' });
    expect(asked).toBe(1);
    // Another product starts over.
    await allSettled(productPageOpened, { scope: browser, params: { slug: 'outro', locale: 'pt' } });
    expect(browser.getState($relatedProducts)).toEqual([]);
    expect(browser.getState($relatedProductsStatus)).toBe('idle');
    await allSettled(relatedProductsWanted, { scope: browser, params: 'pt' });
    expect(asked).toBe(2);
  });

  it('related products that cannot be read leave the rail empty with the server message, or the catalogue fallback (§8)', async () => {
    const failing = (message?: string) =>
      fork({
        handlers: [
          [fetchProductFx, async () => product],
          [fetchRelatedProductsFx, async () => Promise.reject({ message: 'Internal Server Error', status: 500, data: message ? { message } : null } satisfies ApiError)],
        ],
      });
    for (const [message, shown] of [['Serviço indisponível', 'Serviço indisponível'], [undefined, 'Failed to fetch products']] as const) {
      const scope = failing(message);
      await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
      await allSettled(relatedProductsWanted, { scope, params: 'pt' });
      expect(scope.getState($relatedProductsStatus)).toBe('failed');
      expect(scope.getState($relatedProductsError)).toBe(shown);
      expect(scope.getState($relatedProducts)).toEqual([]);
    }
  });

  it('a product page opened while its related products were on their way keeps them out', async () => {
    let release!: (cards: ProductCard[]) => void;
    const scope = fork({
      handlers: [
        [fetchProductFx, async () => product],
        [fetchRelatedProductsFx, () => new Promise<ProductCard[]>((resolve) => (release = resolve))],
      ],
    });
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    const late = allSettled(relatedProductsWanted, { scope, params: 'pt' });
    const next = allSettled(productPageOpened, { scope, params: { slug: 'outro', locale: 'pt' } });
    release([relatedCard('saia')]);
    await Promise.all([late, next]);
    expect(scope.getState($relatedProducts)).toEqual([]);
    expect(scope.getState($relatedProductsStatus)).toBe('idle');
  });

  it('the page keeps the product in its language: its texts, every language\'s slug, and of each offer what the page shows', async () => {
    const methods = [
      { code: 'standard', name: 'Entrega standard', min_days: 2, max_days: 4, price: 3.99 },
      { code: 'express', name: 'Entrega expressa', min_days: 1, max_days: 2, price: 6.99 },
    ];
    const pictures = [{ file_path: 'http://shop.test/1.webp', order: 0 }];
    const blue = [{ file_path: 'http://shop.test/blue.webp', order: 0 }];
    const rich: Product = {
      ...product,
      translations: {
        pt: { name: 'Vestido de linho', description: 'Leve.', slug: 'vestido-linho' },
        en: { name: 'Linen dress', description: 'Light.', slug: 'linen-dress' },
        fr: { name: 'Robe en lin', description: 'Légère.', slug: 'robe-en-lin' },
      },
      brand: { uuid: uuid(), name: 'Maré', slug: 'mare', translations: [{ locale: 'pt', name: 'Maré' }, { locale: 'en', name: 'Tide' }], thumb: null, logo: null, image: null },
      category: { ...product.category!, translations: [{ locale: 'pt', name: 'Vestidos', slug: 'vestidos' }, { locale: 'en', name: 'Dresses', slug: 'dresses' }] },
      images: pictures,
      variants: [
        { ...redS, variant_group_code: 'VEST-red', images: pictures, offers: [{ ...redS.offers[0]!, erp_id: 'ERP1', lead_time_to_ship: 2, delivery_methods: methods }] },
        { ...blueS, images: blue },
      ],
    };
    const scope = productScope(() => rich);
    await allSettled(productPageOpened, { scope, params: { slug: 'linen-dress', locale: 'en' } });
    const shown = fork({ values: serialize(scope) }).getState($product)!;
    expect(shown.translations).toEqual({ en: rich.translations.en });
    expect(shown.slugs).toEqual({ pt: 'vestido-linho', en: 'linen-dress', fr: 'robe-en-lin' });
    expect(shown.brand?.translations).toEqual([{ locale: 'en', name: 'Tide' }]);
    expect(shown.category?.translations).toEqual([{ locale: 'en', name: 'Dresses', slug: 'dresses' }]);
    expect(shown.seo).toEqual({ og_image: product.seo.og_image, robots: product.seo.robots });
    const [red, other] = shown.variants;
    // The product's own pictures stand in for a variant whose pictures are the same; another colour keeps its own.
    expect(red).not.toHaveProperty('images');
    expect(red).not.toHaveProperty('variant_group_code');
    expect(other?.images).toEqual(blue);
    expect(red?.offers[0]).not.toHaveProperty('erp_id');
    expect(red?.offers[0]).not.toHaveProperty('lead_time_to_ship');
    expect(red?.offers[0]?.delivery_methods).toEqual([{ min_days: 2, max_days: 4 }]);
    expect(red?.offers[0]).toMatchObject({ uuid: redS.offers[0]!.uuid, offer_id: redS.offers[0]!.offer_id, price_product: redS.offers[0]!.price_product });
    // The gallery shows what it showed: each variant's pictures.
    expect(imagesOf(shown, red ?? null)).toEqual(pictures);
    expect(imagesOf(shown, other ?? null)).toEqual(blue);
  });

  it('the related products reach the rail as cards: what a card shows, in the page language, nothing of their variants', async () => {
    const related: ProductCard = {
      ...relatedCard('saia'),
      translations: { pt: { name: 'Saia', description: 'Saia curta.' }, en: { name: 'Skirt', description: 'Short skirt.', slug: 'skirt' } },
      brand: { uuid: uuid(), name: 'Maré', slug: 'mare', translations: [{ locale: 'en', name: 'Tide' }], thumb: null, logo: 'http://shop.test/mare.svg', image: null },
      tags: ['Novo', { tag_uuid: uuid(), name: 'Verão' }],
      images: [{ file_path: 'http://shop.test/1.webp', order: 0 }, { file_path: 'http://shop.test/2.webp', order: 1 }, { file_path: 'http://shop.test/3.webp', order: 2 }],
    };
    const scope = fork({ handlers: [[fetchProductFx, async () => product], [fetchRelatedProductsFx, async () => [related]]] });
    await allSettled(productPageOpened, { scope, params: { slug: 'skirt', locale: 'en' } });
    await allSettled(relatedProductsWanted, { scope, params: 'en' });
    expect(scope.getState($relatedProducts)).toEqual([
      {
        uuid: related.uuid,
        slug: 'skirt',
        name: 'Skirt',
        description: 'Short skirt.',
        brand: { name: 'Tide', logo: 'http://shop.test/mare.svg' },
        tags: ['Novo', 'Verão'],
        images: [{ file_path: 'http://shop.test/1.webp' }, { file_path: 'http://shop.test/2.webp' }],
        video: null,
        discountEndsAt: null,
        // The first offer of the first variant prices the card; the fixture's offers are all one seller's.
        offer: { pvp: 40, price_product: 30, price_campaign: null, lowest_price_30_days: null, initial_stock: 0 },
        sellers: 1,
      },
    ]);
  });

  it('the variant the address names (?variant={sku}) is the chosen one once the product loads, also after hydration; an unknown sku leaves the default', async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt', variantSku: 'blue-s' } });
    expect(scope.getState($selectedVariant)?.uuid).toBe(blueS.uuid);
    expect(fork({ values: serialize(scope) }).getState($selectedVariant)?.uuid).toBe(blueS.uuid);
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt', variantSku: 'green-xl' } });
    expect(scope.getState($selectedVariant)?.uuid).toBe(redM.uuid);
  });

  it('the first variant in stock is selected until the shopper chooses', async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    expect(scope.getState($selectedVariant)?.uuid).toBe(redM.uuid);
  });

  it('choosing an attribute value selects the variant with it, keeping the other choices when possible', async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    await allSettled(attributeSelected, { scope, params: { attribute: 'size', value: 's' } });
    expect(scope.getState($selectedVariant)?.uuid).toBe(redS.uuid);
    await allSettled(attributeSelected, { scope, params: { attribute: 'color', value: 'blue' } });
    expect(scope.getState($selectedVariant)?.uuid).toBe(blueS.uuid);
    await allSettled(attributeSelected, { scope, params: { attribute: 'size', value: 'm' } });
    expect(scope.getState($selectedVariant)?.uuid).toBe(redM.uuid);
    await allSettled(variantSelected, { scope, params: blueS.uuid });
    expect(scope.getState($selectedVariant)?.uuid).toBe(blueS.uuid);
  });

  it("the offers are the selected variant's, from every seller, cheapest first", async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    expect(scope.getState($offers).map((o) => o.price_product)).toEqual([35, 40]);
  });

  it('an offer a shopper can buy comes before a cheaper sold-out one: the price, the buy bar and view_item read it', async () => {
    const cheaperSoldOut = variant('green', 'l', [offer(28, 0, 'Outra loja'), offer(32, 4)]);
    const scope = productScope(() => ({ ...product, variants: [cheaperSoldOut] }));
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    expect(scope.getState($offers).map((o) => [o.price_product, o.shop_name])).toEqual([
      [32, 'Loja Oficial'],
      [28, 'Outra loja'],
    ]);
  });

  it('productUpdated replaces the shown product data (live update)', async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    const cheaper: Variant = { ...redM, offers: [{ ...redM.offers[1]!, price_product: 20 }] };
    const countdown = '2026-12-24T23:59:59.000Z';
    await allSettled(productUpdated, { scope, params: { ...product, variants: [redS, cheaper, blueS], discountEndsAt: countdown } });
    expect(scope.getState($offers).map((o) => o.price_product)).toEqual([20]);
    expect(scope.getState($product)?.discountEndsAt).toBe(countdown);
    // Another product's update changes nothing.
    await allSettled(productUpdated, { scope, params: { ...product, uuid: uuid(), variants: [redS] } });
    expect(scope.getState($offers).map((o) => o.price_product)).toEqual([20]);
  });

  it('productRefreshed reads the shown product again without a loading state; the chosen variant stays, a failure keeps the page', async () => {
    const cheaperBlue: Variant = { ...blueS, offers: [{ ...blueS.offers[0]!, price_product: 12 }] };
    const asked: unknown[] = [];
    let pendingSeen = false;
    let answer: () => Promise<Product> = async () => ({ ...product, variants: [redS, redM, cheaperBlue] });
    const scope: Scope = fork({
      handlers: [
        [fetchProductFx, async () => product],
        [fetchRelatedProductsFx, async () => []],
        [
          refreshProductFx,
          async (params: unknown) => {
            asked.push(params);
            pendingSeen ||= scope.getState($productPending);
            return answer();
          },
        ],
      ],
    });
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    await allSettled(variantSelected, { scope, params: blueS.uuid });
    await allSettled(productRefreshed, { scope });
    // The request the page was opened with is the one read again.
    expect(asked).toEqual([{ slug: 'vestido-linho', locale: 'pt' }]);
    expect(pendingSeen).toBe(false);
    expect(scope.getState($selectedVariant)?.uuid).toBe(blueS.uuid);
    expect(scope.getState($offers).map((o) => o.price_product)).toEqual([12]);

    answer = () => Promise.reject({ status: 500, message: 'Server Error' } satisfies Partial<ApiError>);
    const shown = scope.getState($product);
    await allSettled(productRefreshed, { scope });
    expect(scope.getState($product)).toBe(shown);
    expect(scope.getState($productError)).toBeNull();
  });

  it('productRefreshed on no product page asks nothing', async () => {
    const asked: unknown[] = [];
    const scope = fork({ handlers: [[refreshProductFx, async (params: unknown) => (asked.push(params), product)]] });
    await allSettled(productRefreshed, { scope });
    expect(asked).toEqual([]);
  });

  it("a live update in another language on the same slug (languages sharing a slug) changes prices but keeps the page's text", async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    const cheaper: Variant = { ...redM, offers: [{ ...redM.offers[1]!, price_product: 20 }] };
    await allSettled(productUpdated, { scope, params: { ...product, name: 'Linen dress', description: 'In English', variants: [redS, cheaper, blueS] } });
    expect(scope.getState($offers).map((o) => o.price_product)).toEqual([20]);
    expect(scope.getState($product)).toMatchObject({ name: product.name, description: product.description });
  });

  it("a live update from another language's channel (another slug) changes prices but keeps the page's text", async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    const cheaper: Variant = { ...redM, offers: [{ ...redM.offers[1]!, price_product: 20 }] };
    const english: Product = {
      ...product,
      slug: 'linen-dress',
      name: 'Linen dress',
      description: 'In English',
      translations: { en: { name: 'Linen dress', description: 'In English', slug: 'linen-dress' } },
      seo: { ...product.seo, title: 'Dress' },
      variants: [redS, cheaper, blueS],
    };
    await allSettled(productUpdated, { scope, params: english });
    const shown = scope.getState($product)!;
    expect(scope.getState($offers).map((o) => o.price_product)).toEqual([20]);
    expect({ slug: shown.slug, name: shown.name, description: shown.description, translations: shown.translations, seo: shown.seo }).toEqual({
      slug: product.slug,
      name: product.name,
      description: product.description,
      translations: product.translations,
      seo: { og_image: product.seo.og_image, robots: product.seo.robots },
    });
  });

  it('a card-shaped live update keeps the full product fields it does not carry', async () => {
    const scope = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    const { seo: _seo, category: _category, product_type: _type, average_rating: _avg, user_rating: _user, ...card } = product;
    const cheaper: Variant = { ...redM, offers: [{ ...redM.offers[1]!, price_product: 20 }] };
    await allSettled(productUpdated, { scope, params: { ...card, variants: [redS, cheaper, blueS] } satisfies ProductCard });
    expect(scope.getState($product)).toMatchObject({ seo: { robots: product.seo.robots }, product_type: product.product_type, category: product.category });
    expect(scope.getState($offers).map((o) => o.price_product)).toEqual([20]);
  });

  it('an unknown slug (404) is reported as not found, with the server message', async () => {
    const scope = productScope(() => Promise.reject({ message: 'Not Found', status: 404, data: { message: 'The product was not found.' } } satisfies ApiError));
    await allSettled(productPageOpened, { scope, params: { slug: 'nada', locale: 'pt' } });
    expect(scope.getState($productNotFound)).toBe(true);
    expect(scope.getState($productError)).toBe('The product was not found.');
    expect(scope.getState($product)).toBeNull();
  });

  it('fetches GET /v1/products/{slug} in the page language, and related products from its category without itself', async () => {
    const urls: string[] = [];
    const list = { data: [product, relatedCard('saia')], links: { first: null, last: null, prev: null, next: null }, meta: { current_page: 1, from: 1, last_page: 1, links: [], path: 'http://api.test/x', per_page: 13, to: 2, total: 2 } };
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, (async (url: string) => {
          urls.push(url);
          const body = url.includes('/categories/') ? list : { data: product };
          return new Response(JSON.stringify(body), { status: 200 });
        }) as unknown as typeof fetch],
        [$apiLogger, { debug: () => undefined, error: () => undefined }],
      ],
    });
    await allSettled(productPageOpened, { scope, params: { slug: 'vestido-linho', locale: 'en' } });
    await allSettled(relatedProductsWanted, { scope, params: 'en' });
    expect(urls).toEqual([
      'http://api.test/v1/products/vestido-linho?locale=en',
      'http://api.test/v1/products/categories/vestidos?locale=en&page=1&per_page=13',
    ]);
    expect(scope.getState($relatedProducts).map((p) => p.slug)).toEqual(['saia']);
  });
});

describe('quick view', () => {
  it('opening the quick view loads the product with its own variant choice; closing forgets it', async () => {
    const scope = fork({ handlers: [[fetchQuickViewProductFx, async () => product]] });
    await allSettled(quickViewOpened, { scope, params: { slug: 'vestido-linho', locale: 'pt' } });
    expect(scope.getState($quickViewProduct)).toEqual(product);
    expect(scope.getState($product)).toBeNull();
    await allSettled(quickViewVariantSelected, { scope, params: blueS.uuid });
    expect(scope.getState($quickViewVariant)?.uuid).toBe(blueS.uuid);
    await allSettled(quickViewClosed, { scope });
    expect(scope.getState($quickViewProduct)).toBeNull();
  });
});
