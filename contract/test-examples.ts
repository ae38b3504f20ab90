/** Minimal valid examples for the contract tests (the rich, story-ready fixtures live in mocks/fixtures). */
import type { Cart, CartItem } from './cart';
import type { BrandSummary, Category, Offer, Product, ProductCard, Seo, Variant } from './catalog';
import type { Discount } from './discount';
import type { PaginationLinks, PaginationMeta } from './pagination';
import type { User } from './user';

export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const SESSION = 'abcdefghij0123456789abcdefghij0123456789';
export const IMAGE = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

export const brandSummary: BrandSummary = {
  uuid: uuid(1),
  name: 'Maré',
  slug: 'mare',
  translations: [{ locale: 'en', name: 'Mare' }],
  thumb: null,
  logo: IMAGE,
  image: null,
};

export const offer: Offer = {
  uuid: uuid(2),
  offer_id: 10,
  seller_id: 1,
  erp_id: null,
  type: 'OFFICIAL_STORE',
  pvp: 59.99,
  price_product: 39.99,
  price_campaign: null,
  lowest_price_30_days: null,
  initial_stock: 12,
  stock_in_cart: 0,
  stock_in_checkout: 0,
  sold_stock: 0,
  delivery_methods: [],
  lead_time_to_ship: 2,
  shop_name: 'Loja Oficial',
  vendor: { vendor_name: 'Loja Oficial', vendorType: 'OFFICIAL_STORE' },
};

export const variant: Variant = {
  uuid: uuid(3),
  ean: '5601234567890',
  sku: 'MARE-01-M',
  attribute_values: [{ attribute: 'size', value: 'M', slug: 'm', is_to_use_as_selector: true }],
  variant_group_code: null,
  offers: [offer],
};

export const productCard: ProductCard = {
  uuid: uuid(4),
  slug: 'vestido-linho',
  name: 'Vestido de linho',
  description: 'Vestido leve.',
  translations: { pt: { name: 'Vestido de linho', description: 'Vestido leve.' } },
  brand: brandSummary,
  tags: ['novo', { tag_uuid: uuid(5), name: 'verão' }],
  images: [{ file_path: IMAGE }],
  video: null,
  variants: [variant],
  discountEndsAt: null,
};

export const seo: Seo = {
  title: 'Vestido de linho',
  description: 'Vestido leve.',
  canonical_url: 'http://localhost:3000/product/vestido-linho',
  meta_keywords: null,
  robots: 'index,follow',
  og_title: null,
  og_description: null,
  og_image: null,
  twitter_title: null,
  twitter_description: null,
  twitter_image: null,
  seoable_type: 'product',
  seoable_id: uuid(4),
};

export const category: Category = {
  uuid: uuid(6),
  name: 'Vestidos',
  slug: 'vestidos',
  code: 'DRESSES',
  parent_code: null,
  level: 1,
  translations: [{ locale: 'fr', name: 'Robes' }],
};

export const product: Product = {
  ...productCard,
  images: [{ file_path: IMAGE, order: 0 }],
  seo,
  category,
  product_type: 'simple',
  average_rating: 4.5,
  user_rating: null,
};

export const links: PaginationLinks = {
  first: 'http://localhost:8000/v1/products?page=1',
  last: 'http://localhost:8000/v1/products?page=1',
  prev: null,
  next: null,
};
export const meta: PaginationMeta = {
  current_page: 1,
  from: 1,
  last_page: 1,
  links: [{ url: 'http://localhost:8000/v1/products?page=1', label: '1', page: 1, active: true }],
  path: 'http://localhost:8000/v1/products',
  per_page: 24,
  to: 1,
  total: 1,
};

export const cartItem: CartItem = {
  id: 1,
  variant_uuid: uuid(3),
  offer_id: 10,
  name: 'Vestido de linho',
  price: 39.99,
  originalPrice: 59.99,
  size: 'M',
  color: 'Azul',
  quantity: 1,
  image: IMAGE,
  seller: 'Loja Oficial',
  seller_rating: null,
  deliveryEstimate: '2-4',
  category: 'vestidos',
  stock: 12,
  initial_stock: 12,
  stock_available: 11,
  translations: {},
  brand: 'Maré',
};

export const cart: Cart = {
  cart_uuid: uuid(7),
  session_id: SESSION,
  customer_id: null,
  status: 'OPEN',
  items: [cartItem],
  discounts: [],
  total_items: 1,
  total_price: 39.99,
  version: 1,
};

export const discount: Discount = {
  discount_uuid: uuid(8),
  code: 'VERAO10',
  discount_type: 'percentage',
  value: 10,
  is_valid: true,
  is_active: true,
  minimum_order_value: 30,
  max_usage: 100,
  usage_count: 5,
  end_date: '2030-01-01T00:00:00+00:00',
  discountables: [
    { name: 'Vestidos', type: 'category', discountable_type: 'App\\Models\\Category', translations: [] },
  ],
};

export const user: User = {
  id: 1,
  uuid: uuid(9),
  email: 'ana@example.pt',
  name: 'Ana',
  lastname: 'Silva',
  customer_id: 3,
  ambassador_code: null,
  affiliate_code: 'ANA-2026',
  locale: null,
  newsletter: false,
};

/** The dotted paths of the issues a schema reports for a value; empty when the value parses. */
export function issuePaths(schema: { safeParse(value: unknown): { error?: { issues: { path: PropertyKey[] }[] } } }, value: unknown): string[] {
  return (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));
}
