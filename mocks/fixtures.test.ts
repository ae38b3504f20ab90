import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AttributionResponse,
  BrandListResponse,
  BroadcastingAuthResponse,
  CampaignListResponse,
  CampaignResponse,
  Cart,
  CartResponse,
  CategoryListResponse,
  CategoryResponse,
  CmsMenu,
  CouponApplyResponse,
  CouponRejectionBody,
  CurrentUserResponse,
  Discount,
  DiscountListResponse,
  HomePageBrand,
  LoginResponse,
  MegaMenu,
  MenuResponse,
  MessageBody,
  Product,
  ProductCard,
  ProductListResponse,
  ProductResponse,
  RegisterResponse,
  SizeGuide,
  SuccessBody,
  User,
  UtmConversionResponse,
  UtmTrackResponse,
  ValidationErrorBody,
  Wishlist,
  WishlistResponse,
  isSupportedMegaMenu,
} from '../contract';
import * as f from './fixtures';
import { MOCK_PATHS, emptyHandlers, handlers, loading, serverError, validationError, delayed } from './handlers';

const API = f.MOCK_API_ORIGIN;
const firstOffer = (p: ProductCard) => p.variants[0]!.offers[0]!;

describe('every fixture parses with its contract schema', () => {
  it.each<[string, z.ZodType, unknown[]]>([
    ['product cards', ProductCard, f.productCards],
    ['full products', Product, f.products],
    ['home-page brands', HomePageBrand, f.homePageBrands],
    ['categories', CategoryListResponse.shape.data.element, f.categories],
    ['discounts', Discount, f.discounts],
    ['carts', Cart, [f.cart, f.emptyCart]],
    ['menus', CmsMenu, f.menus],
    ['mega menus', MegaMenu, Object.values(f.megaMenus)],
    ['user', User, [f.user]],
    ['wishlists', Wishlist, [f.wishlist, f.emptyWishlist]],
    ['campaigns', CampaignResponse.shape.data, f.campaigns],
    ['UTM answers', AttributionResponse, [f.attributionResponse]],
    ['size guides', SizeGuide, Object.values(f.sizeGuides).flatMap((byLocale) => Object.values(byLocale))],
    ['paginated lists', ProductListResponse, [f.paginate(f.productCards, { perPage: 5, page: 2 }), f.emptyProductList]],
  ])('%s', (_name, schema, values) => {
    for (const value of values) expect(schema.safeParse(value).error).toBeUndefined();
  });
});

describe('the edge cases stories need are in the fixtures', () => {
  it('zero stock, last units (1–5) and seven sellers', () => {
    expect(firstOffer(f.productOutOfStock).initial_stock).toBe(0);
    expect(firstOffer(f.productLastUnits).initial_stock).toBeGreaterThanOrEqual(1);
    expect(firstOffer(f.productLastUnits).initial_stock).toBeLessThanOrEqual(5);
    expect(new Set(f.productSevenSellers.variants[0]!.offers.map((o) => o.seller_id)).size).toBe(7);
  });

  it('a discount countdown running at FIXTURE_NOW, a video, brands with and without logo', () => {
    expect(Date.parse(f.productCountdown.discountEndsAt!)).toBeGreaterThan(f.FIXTURE_NOW_MS);
    expect(f.productWithVideo.video).toMatch(/^http:\/\/localhost\/mock-media\//);
    expect(f.brandWithLogo.logo).not.toBeNull();
    expect(f.brandWithoutLogo.logo).toBeNull();
  });

  it('the longest French label is the longest of all French names', () => {
    const longest = Math.max(...f.productCards.map((p) => (p.translations.fr?.name ?? '').length));
    expect(f.productLongFrenchLabel.translations.fr?.name).toBe(f.LONGEST_FRENCH_NAME);
    expect(f.LONGEST_FRENCH_NAME.length).toBe(longest);
  });

  it('images are inline SVG data URLs, different for every product', () => {
    const first = f.productCards.map((p) => p.images[0]!.file_path);
    expect(first.every((url) => url.startsWith('data:image/svg+xml,'))).toBe(true);
    expect(new Set(first).size).toBe(first.length);
  });

  it('menus cover every layout and an unsupported one', () => {
    const layouts = f.menus.flatMap((m) => m.submenus.flatMap((s) => (s.mega_menu ? [s.mega_menu] : [])));
    expect(layouts.filter((m) => !isSupportedMegaMenu(m)).map((m) => m.layout)).toEqual(['carousel-3d']);
    expect(new Set(layouts.map((m) => m.layout)).size).toBe(6);
  });
});

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** A browser session with no cart yet: its save creates one (201). */
const freshSession = 'n3w5e5510n'.repeat(4);
const sent = { offer_id: firstOffer(f.productBasic).offer_id, quantity: 2, price: 39.99, segment_id: null, campaign_id: null, cart_id: null, id: null, category: 'vestidos' };
const productInWishlist = f.wishlist.products[0]!.uuid;
const productNotInWishlist = f.productLastUnits.uuid;

describe('each default handler answers with its contract response', () => {
  it.each<[string, string, unknown, z.ZodType, number]>([
    ['GET', '/v1/products?page=1&per_page=5&locale=fr', undefined, ProductListResponse, 200],
    ['GET', '/v1/products/search?q=linho', undefined, ProductListResponse, 200],
    ['GET', `/v1/products/${f.productBasic.slug}`, undefined, ProductResponse, 200],
    ['GET', '/v1/products/categories/mulher', undefined, ProductListResponse, 200],
    ['GET', '/v1/products/categories/mulher/vestidos', undefined, ProductListResponse, 200],
    ['GET', '/v1/products/brand/mare', undefined, ProductListResponse, 200],
    ['GET', '/v1/products/brand/mare/moda-mulher', undefined, ProductListResponse, 200],
    ['GET', '/v1/products/segment/women', undefined, ProductListResponse, 200],
    ['GET', `/v1/campaigns/products/${f.campaigns[0]!.uuid}`, undefined, ProductListResponse, 200],
    ['GET', '/v1/brands/home-page?locale=en', undefined, BrandListResponse, 200],
    ['GET', '/v1/brands/segment/moda-mulher', undefined, BrandListResponse, 200],
    ['GET', '/v1/categories?segment=moda-mulher', undefined, CategoryListResponse, 200],
    ['GET', '/v1/categories/vestidos', undefined, CategoryResponse, 200],
    ['GET', '/v1/campaigns', undefined, CampaignListResponse, 200],
    ['GET', `/v1/campaigns/${f.campaigns[0]!.uuid}`, undefined, CampaignResponse, 200],
    ['GET', '/cms/v1/menu', undefined, MenuResponse, 200],
    ['GET', `/v1/carts/cart/${f.FIXTURE_CART_UUID}`, undefined, CartResponse, 200],
    ['GET', `/v1/carts/cart/${f.FIXTURE_SESSION_ID}`, undefined, CartResponse, 200],
    ['GET', `/v1/carts/cart/${f.fixtureUuid(1)}`, undefined, MessageBody, 404],
    ['POST', '/v1/carts/save', { customer_id: null, session_id: freshSession, items: [sent] }, CartResponse, 201],
    ['POST', '/v1/carts/save', { customer_id: null, session_id: 'short', items: [] }, ValidationErrorBody, 400],
    ['PUT', '/v1/carts/update', { cart_uuid: f.FIXTURE_CART_UUID, customer_id: 31, session_id: f.FIXTURE_SESSION_ID, items: [sent], version: 1 }, CartResponse, 200],
    ['POST', `/v1/carts/${f.FIXTURE_CART_UUID}/coupon`, { code: 'VERAO10' }, CouponApplyResponse, 200],
    ['POST', `/v1/carts/${f.FIXTURE_CART_UUID}/coupon`, { code: 'NATAL2025' }, CouponRejectionBody, 422],
    ['DELETE', `/v1/carts/${f.FIXTURE_CART_UUID}/coupon`, undefined, CouponApplyResponse, 200],
    ['DELETE', `/v1/carts/${f.FIXTURE_CART_UUID}`, undefined, SuccessBody, 200],
    ['GET', '/v1/discounts', undefined, DiscountListResponse, 200],
    ['GET', '/v1/users/wishlist', undefined, WishlistResponse, 200],
    ['POST', `/v1/users/wishlist/${productNotInWishlist}`, undefined, SuccessBody, 201],
    ['POST', `/v1/users/wishlist/${productInWishlist}`, undefined, MessageBody, 409],
    ['DELETE', `/v1/users/wishlist/${productInWishlist}`, undefined, SuccessBody, 200],
    ['GET', '/users/me', undefined, CurrentUserResponse, 200],
    ['POST', '/v1/users/register', { email: 'rui@example.pt', password: 'segredo123', password_confirmation: 'segredo123', name: 'Rui', lastName: 'Costa', terms_accepted: true }, RegisterResponse, 201],
    ['POST', '/v1/users/register', { email: 'rui@example.pt', password: 'segredo123', password_confirmation: 'segredo123', name: 'Rui', terms_accepted: true }, ValidationErrorBody, 422],
    ['POST', '/v1/users/login', { email: f.user.email, password: 'segredo123' }, LoginResponse, 200],
    ['POST', '/v1/users/login', { email: 'someone@example.pt', password: 'x' }, MessageBody, 401],
    ['POST', '/v1/utm/track', { utm_source: 'newsletter', tracking_id: f.FIXTURE_TRACKING_ID }, UtmTrackResponse, 200],
    ['POST', '/v1/utm/conversion', { conversion_type: 'order' }, MessageBody, 401],
    ['GET', '/v1/utm/attribution', undefined, AttributionResponse, 200],
    ['POST', '/broadcasting/auth', { socket_id: '1.2', channel_name: `private-checkout.${f.FIXTURE_CART_UUID}` }, BroadcastingAuthResponse, 200],
  ])('%s %s', async (method, path, body, schema, status) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(status);
    expect(schema.safeParse(response.body).error).toBeUndefined();
  });

  it('an order conversion with a bearer token answers success; without order_id it is a 422', async () => {
    const auth = { Authorization: `Bearer ${f.FIXTURE_TOKEN}` };
    const ok = await call('POST', '/v1/utm/conversion', { conversion_type: 'order', order_id: 'ORD-1', conversion_value: 79.9 }, auth);
    expect(UtmConversionResponse.parse(ok.body)).toEqual({ success: true });
    const missing = await call('POST', '/v1/utm/conversion', { conversion_type: 'order', conversion_value: 79.9 }, auth);
    expect(missing.status).toBe(422);
    expect(ValidationErrorBody.parse(missing.body).errors).toHaveProperty('order_id');
  });

  it('a saved cart reads back the sent items with totals', async () => {
    const response = await call('POST', '/v1/carts/save', { customer_id: null, session_id: 'r34db4ck'.repeat(5), items: [sent] });
    const { data } = CartResponse.parse(response.body);
    expect(data.items.map((i) => [i.offer_id, i.quantity])).toEqual([[sent.offer_id, 2]]);
    expect(data.total_price).toBe(79.98);
  });

  it('pages follow page and per_page', async () => {
    const { body } = await call('GET', '/v1/products?page=2&per_page=5');
    const list = ProductListResponse.parse(body);
    expect(list.data.map((p) => p.slug)).toEqual(f.productCards.slice(5, 10).map((p) => p.slug));
    expect(list.meta).toMatchObject({ current_page: 2, from: 6, to: 10, total: f.productCards.length });
  });

  it('media paths answer with an SVG', async () => {
    const response = await fetch('http://localhost/mock-media/anything.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('handler coverage', () => {
  it('every mocked path has a default handler', () => {
    const paths = new Set(handlers.map((h) => String(h.info.path)));
    expect([...paths].sort()).toEqual([...new Set(Object.values(MOCK_PATHS))].sort());
  });
});

describe('state factories', () => {
  it('loading never answers', async () => {
    server.use(loading('get', MOCK_PATHS.products));
    await expect(fetch(`${API}/v1/products`, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
  });

  it('delayed answers the default response later', async () => {
    server.use(delayed('get', MOCK_PATHS.discounts, 50));
    const started = Date.now();
    const { body } = await call('GET', '/v1/discounts');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(DiscountListResponse.parse(body).data).toHaveLength(f.discounts.length);
  });

  it('serverError answers 500 {message}', async () => {
    server.use(serverError('get', MOCK_PATHS.menu));
    const response = await call('GET', '/cms/v1/menu');
    expect(response).toEqual({ status: 500, body: { message: 'Server Error' } });
  });

  it("validationError answers 422 in Laravel's shape", async () => {
    server.use(validationError('post', MOCK_PATHS.register, { email: ['The email field is required.'], password: ['The password field is required.'] }));
    const response = await call('POST', '/v1/users/register', {});
    expect(response.status).toBe(422);
    expect(ValidationErrorBody.parse(response.body).message).toBe('The email field is required. (and 1 more error)');
  });

  it('emptyHandlers empty every list', async () => {
    server.use(...emptyHandlers);
    expect(ProductListResponse.parse((await call('GET', '/v1/products')).body).meta).toMatchObject({ total: 0, from: null, to: null });
    expect(MenuResponse.parse((await call('GET', '/cms/v1/menu')).body).data).toEqual([]);
    expect(DiscountListResponse.parse((await call('GET', '/v1/discounts')).body).data).toEqual([]);
    expect(WishlistResponse.parse((await call('GET', '/v1/users/wishlist')).body).count).toBe(0);
    expect((await call('GET', `/v1/carts/cart/${f.FIXTURE_CART_UUID}`)).status).toBe(404);
  });
});
