/**
 * Product cards for the workbench, valid against contract/ (parsed on load so they cannot drift).
 * Pictures are SVGs inlined as data: URLs, so stories need no network.
 */
import { ProductCard, type Offer, type Variant } from '../contract';

/** The workbench's "now": stories that show a countdown pin the clock to it. */
export const FIXTURE_NOW_MS = Date.parse('2026-11-22T10:00:00+00:00');
export const fixtureNow = () => FIXTURE_NOW_MS;
const iso = (ms: number) => new Date(FIXTURE_NOW_MS + ms).toISOString();
const HOUR = 3_600_000;

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

/** A 3:4 product picture stand-in; the second view of a product has a different shape. */
export function productPicture(hue: number, view: 0 | 1 = 0): string {
  const shape =
    view === 0
      ? '<path d="M120 60 L180 60 L210 110 L190 120 L190 300 L110 300 L110 120 L90 110 Z"/>'
      : '<circle cx="150" cy="180" r="90"/>';
  return svg(`<rect width="300" height="400" fill="hsl(${hue} 45% ${view === 0 ? 88 : 76}%)"/><g fill="hsl(${hue} 55% 35%)">${shape}</g>`, 300, 400);
}

/** A wordmark drawn as shapes (no font), so it renders the same on every machine. */
export function brandLogo(hue: number): string {
  return svg(`<rect x="0" y="8" width="32" height="32" rx="16" fill="hsl(${hue} 60% 30%)"/><rect x="40" y="16" width="120" height="16" rx="4" fill="hsl(${hue} 60% 30%)"/>`, 160, 48);
}

export function offer(n: number, overrides: Partial<Offer> = {}): Offer {
  return {
    uuid: uuid(1000 + n),
    offer_id: 1000 + n,
    seller_id: 1,
    erp_id: null,
    type: 'OFFICIAL_STORE',
    pvp: 24.9,
    price_product: 24.9,
    price_campaign: null,
    lowest_price_30_days: null,
    initial_stock: 20,
    stock_in_cart: 0,
    stock_in_checkout: 0,
    sold_stock: 0,
    delivery_methods: [{ code: 'ctt', name: 'CTT Expresso', min_days: 2, max_days: 4, price: 3.9 }],
    lead_time_to_ship: 1,
    shop_name: 'Loja Oficial',
    vendor: { vendor_name: 'Loja Oficial', vendorType: 'OFFICIAL_STORE' },
    ...overrides,
  };
}

function variant(n: number, offers: Offer[]): Variant {
  return {
    uuid: uuid(2000 + n),
    ean: null,
    sku: `SKU-${n}`,
    attribute_values: [{ attribute: 'size', value: 'M', slug: 'm', is_to_use_as_selector: true }],
    variant_group_code: null,
    offers,
  };
}

const brandWithLogo = {
  uuid: uuid(100),
  name: 'Maré',
  slug: 'mare',
  translations: [],
  thumb: brandLogo(200),
  logo: brandLogo(200),
  image: null,
};

/** A plain product: one variant, one offer at full price, plenty of stock, two views. */
export const defaultProduct: ProductCard = ProductCard.parse({
  uuid: uuid(1),
  slug: 'camisola-de-algodao-organico',
  name: 'Camisola de algodão orgânico',
  description: 'Malha macia de algodão orgânico com gola redonda e punhos canelados, para todos os dias.',
  translations: {
    en: { name: 'Organic cotton sweater', description: 'Soft organic cotton knit with a crew neck and ribbed cuffs, for every day.' },
    es: { name: 'Jersey de algodón orgánico', description: 'Punto suave de algodón orgánico con cuello redondo y puños de canalé.' },
    fr: { name: 'Pull en coton biologique', description: 'Maille douce en coton biologique, col rond et poignets côtelés, pour tous les jours.' },
  },
  brand: brandWithLogo,
  tags: [],
  images: [{ file_path: productPicture(210, 0), order: 0 }, { file_path: productPicture(210, 1), order: 1 }],
  video: null,
  variants: [variant(1, [offer(1)])],
  discountEndsAt: null,
});

function withFirstOffer(product: ProductCard, overrides: Partial<Offer>): ProductCard['variants'] {
  const [first, ...rest] = product.variants;
  if (!first) return product.variants;
  const [firstOffer, ...otherOffers] = first.offers;
  return [{ ...first, offers: [{ ...(firstOffer ?? offer(1)), ...overrides }, ...otherOffers] }, ...rest];
}

/** 39,90 € → 24,90 € (38 % off), lowest price of 30 days 27,90 €, ending in 2 days 3 h 4 min 5 s. */
export const discountedProduct: ProductCard = ProductCard.parse({
  ...defaultProduct,
  uuid: uuid(2),
  slug: 'vestido-de-linho',
  name: 'Vestido de linho',
  translations: {},
  description: 'Vestido midi em linho lavado, com alças ajustáveis.',
  tags: ['Novo'],
  variants: withFirstOffer(defaultProduct, { pvp: 39.9, price_product: 24.9, lowest_price_30_days: 27.9 }),
  discountEndsAt: iso(2 * 24 * HOUR + 3 * HOUR + 4 * 60_000 + 5_000),
});

/** The same discount, whose end has passed an hour ago. */
export const expiredDiscountProduct: ProductCard = { ...discountedProduct, uuid: uuid(3), discountEndsAt: iso(-HOUR) };

export const lastUnitsProduct: ProductCard = {
  ...defaultProduct,
  uuid: uuid(4),
  variants: withFirstOffer(defaultProduct, { initial_stock: 3 }),
};

export const zeroStockProduct: ProductCard = {
  ...defaultProduct,
  uuid: uuid(5),
  variants: withFirstOffer(defaultProduct, { initial_stock: 0 }),
};

/** Seven distinct sellers across three variants (one seller appears twice: it counts once). */
export const sevenSellersProduct: ProductCard = {
  ...defaultProduct,
  uuid: uuid(6),
  variants: [
    variant(1, [offer(1, { seller_id: 1 }), offer(2, { seller_id: 2, type: 'MARKETPLACE' }), offer(3, { seller_id: 3, type: 'MARKETPLACE' })]),
    variant(2, [offer(4, { seller_id: 4, type: 'MARKETPLACE' }), offer(5, { seller_id: 5, type: 'MARKETPLACE' }), offer(6, { seller_id: 1 })]),
    variant(3, [offer(7, { seller_id: 6, type: 'MARKETPLACE' }), offer(8, { seller_id: 7, type: 'MARKETPLACE' })]),
  ],
};

export const videoProduct: ProductCard = ProductCard.parse({
  ...defaultProduct,
  uuid: uuid(7),
  video: 'http://localhost/mock-media/camisola-de-algodao-organico.mp4',
});

export const brandWithoutLogoProduct: ProductCard = {
  ...defaultProduct,
  uuid: uuid(8),
  brand: { ...brandWithLogo, uuid: uuid(101), name: 'Atelier Norte', slug: 'atelier-norte', thumb: null, logo: null },
};

/** The longest texts of the catalogue in French, to check wrapping and clamping. */
export const longFrenchProduct: ProductCard = {
  ...discountedProduct,
  uuid: uuid(9),
  tags: ['Nouveauté', 'Éco-responsable'],
  translations: {
    fr: {
      name: 'Manteau long réversible en laine mérinos recyclée avec capuche amovible et doublure matelassée',
      description:
        'Un manteau pensé pour les hivers atlantiques : laine mérinos recyclée, doublure matelassée, capuche amovible, poches intérieures zippées et finitions cousues à la main au Portugal.',
    },
  },
};
