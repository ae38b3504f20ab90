import type { Campaign, CmsMenu, Product, ProductCard, ProductListResponse } from '../../contract';

/** Products as the API answers them; used where a test needs an API it can make fail. */
export function sampleProducts(count: number): ProductCard[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return {
      uuid: `00000000-0000-4000-8000-0000000000${n}`,
      slug: `vestido-${n}`,
      name: `Vestido ${n}`,
      description: `Descrição ${n}`,
      translations: {
        pt: { name: `Vestido ${n}`, description: `Descrição ${n}` },
        en: { name: `Dress ${n}`, description: `Description ${n}` },
      },
      brand: null,
      tags: [],
      images: [{ file_path: `http://api.test/media/${n}.jpg`, order: 0 }],
      video: null,
      variants: [
        {
          uuid: `10000000-0000-4000-8000-0000000000${n}`,
          ean: null,
          sku: `SKU-${n}`,
          attribute_values: [],
          variant_group_code: null,
          offers: [
            {
              uuid: `20000000-0000-4000-8000-0000000000${n}`,
              offer_id: index + 1,
              seller_id: 1,
              erp_id: null,
              type: 'OFFICIAL_STORE',
              pvp: 49.9,
              price_product: 1234.5,
              price_campaign: null,
              lowest_price_30_days: null,
              initial_stock: 50,
              stock_in_cart: 0,
              stock_in_checkout: 0,
              sold_stock: 0,
              delivery_methods: [],
              lead_time_to_ship: 2,
              shop_name: 'Loja Oficial',
              vendor: { vendor_name: 'Loja Oficial', vendorType: 'OFFICIAL_STORE' },
            },
          ],
        },
      ],
      discountEndsAt: null,
    };
  });
}

export function productList(data: ProductCard[]): ProductListResponse {
  return {
    data,
    links: { first: null, last: null, prev: null, next: null },
    // Laravel's `from` and `to` are null for an empty page.
    meta: { current_page: 1, from: data.length ? 1 : null, last_page: 1, links: [], path: 'http://api.test/v1/products', per_page: 24, to: data.length || null, total: data.length },
  };
}

/** A top menu as §7's CMS menu answers it: the women's segment, one submenu, a French name. */
export const sampleMenu: CmsMenu = {
  name: 'Mulher',
  slug: 'mulher',
  href: '/segment/moda-mulher',
  badge: null,
  is_featured: false,
  is_active: true,
  order: 1,
  translations: [{ locale: 'fr', name: 'Femme' }],
  type: 'segment',
  segment: 'moda-mulher',
  submenus: [
    {
      name: 'Vestidos',
      slug: 'vestidos',
      href: '/catalog/category/vestidos',
      badge: null,
      is_featured: false,
      is_active: true,
      order: 1,
      translations: [{ locale: 'fr', name: 'Robes' }],
      have_mega_menu: false,
      mega_menu: null,
    },
  ],
};

/** Every page's header fetches the CMS menu; fakes answer it with an empty menu unless told otherwise. */
export const MENU_PATH = '/cms/v1/menu';

/** A fetch that answers the page's API calls and records each URL (the header's menu call aside). */
export function fakeApiFetch(answer: (url: URL) => Response) {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === MENU_PATH) return json({ success: true, data: [] });
    calls.push(url.pathname + url.search);
    return answer(url);
  }) as typeof fetch;
  return { calls, fetch: fetchFn };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A full product (§3) as GET /v1/products/{slug} answers it, with a slug per language. */
export function sampleFullProduct(overrides: Partial<Product> = {}): Product {
  const card = sampleProducts(1)[0]!;
  return {
    ...card,
    slug: 'vestido-01',
    translations: {
      pt: { name: 'Vestido de verão', description: 'Leve e fresco', slug: 'vestido-01' },
      en: { name: 'Summer dress', description: 'Light and fresh', slug: 'summer-dress-01' },
      es: { name: 'Vestido de verano', description: 'Ligero', slug: 'vestido-verano-01' },
      fr: { name: "Robe d'été", description: 'Légère', slug: 'robe-ete-01' },
    },
    images: [
      { file_path: 'http://api.test/media/b.jpg', order: 1 },
      { file_path: 'http://api.test/media/a.jpg', order: 0 },
    ],
    seo: {
      title: 'Vestido de verão',
      description: 'Leve e fresco',
      canonical_url: 'http://localhost:3000/product/vestido-01',
      meta_keywords: null,
      robots: 'index,follow',
      og_title: null,
      og_description: null,
      og_image: null,
      twitter_title: null,
      twitter_description: null,
      twitter_image: null,
      seoable_type: 'product',
      seoable_id: card.uuid,
    },
    category: null,
    product_type: 'simple',
    average_rating: 4.4,
    user_rating: null,
    ...overrides,
  };
}

/** A campaign as `/v1/campaigns` answers it: active, up to 20 % off, with a banner picture and no dates. */
export function sampleCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    uuid: '40000000-0000-4000-8000-000000000001',
    name: 'Saldos',
    description: null,
    banner: 'http://api.test/media/7.webp',
    start_date: null,
    end_date: null,
    is_active: true,
    max_discount_percentage: 20,
    translations: [],
    ...overrides,
  };
}
