/**
 * MSW handlers for Storybook and unit tests. `handlers` is the happy path of every §7 endpoint, matching
 * any origin (paths start with `*`); the factories below replace one endpoint with a state (loading, empty, error, 422).
 * In a story: `beforeEach({ msw }) { msw.use(serverError('get', MOCK_PATHS.products)) }`.
 */
import { HttpResponse, delay, http } from 'msw';
import type { JsonBodyType } from 'msw';
import type { z } from 'zod';
import {
  AUTH_API_PATHS,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UtmConversionRequest,
  UtmTrackRequest,
  toSegmentSlug,
} from '../contract';
import type {
  BrandListResponse,
  CampaignListResponse,
  CampaignResponse,
  Cart,
  CartResponse,
  CategoryListResponse,
  CategoryResponse,
  CmsMenu,
  CurrentUserResponse,
  LoginResponse,
  MenuResponse,
  MessageBody,
  ProductCard,
  ProductResponse,
  StatusResponse,
  User,
  ValidationErrorBody,
} from '../contract';
import {
  FIXTURE_TOKEN,
  attributionResponse,
  campaigns,
  categories,
  homePageBrands,
  menus,
  paginate,
  productCards,
  toFullProduct,
  user,
  utmTrackResponse,
} from './fixtures';
import { cartHandlers } from './cart-handlers';
import { discountHandlers, discountList } from './discount-handlers';
import { wishlistHandlers, wishlistProducts } from './wishlist-handlers';

/** Who registered through the mock in this page (the automatic login after registration signs them in). */
const registeredEmails = new Set<string>();

/** A recovery-link token the reset-password mock refuses as invalid or expired. */
export const MOCK_EXPIRED_RESET_TOKEN = 'expired-token';

/** Every mocked path, for the state factories. */
export const MOCK_PATHS = {
  products: '*/v1/products',
  productSearch: '*/v1/products/search',
  product: '*/v1/products/:slug',
  categoryProducts: '*/v1/products/categories/:categorySlug',
  categorySubProducts: '*/v1/products/categories/:categorySlug/:sub',
  brandProducts: '*/v1/products/brand/:brand',
  brandSubProducts: '*/v1/products/brand/:brand/:sub',
  segmentProducts: '*/v1/products/segment/:segment',
  campaignProducts: '*/v1/campaigns/products/:campaign',
  homePageBrands: '*/v1/brands/home-page',
  segmentBrands: '*/v1/brands/segment/:segment',
  categories: '*/v1/categories',
  category: '*/v1/categories/:slug',
  campaigns: '*/v1/campaigns',
  campaign: '*/v1/campaigns/:uuid',
  menu: '*/cms/v1/menu',
  cart: '*/v1/carts/cart/:cartUuidOrSessionId',
  cartSave: '*/v1/carts/save',
  cartUpdate: '*/v1/carts/update',
  cartDelete: '*/v1/carts/:cartUuid',
  cartCoupon: '*/v1/carts/:cartUuid/coupon',
  discounts: '*/v1/discounts',
  wishlist: '*/v1/users/wishlist',
  wishlistItem: '*/v1/users/wishlist/:id',
  /** The auth endpoints, as fixed in contract/auth.ts (`AUTH_API_PATHS`). */
  me: `*${AUTH_API_PATHS.currentUser}`,
  register: `*${AUTH_API_PATHS.register}`,
  login: `*${AUTH_API_PATHS.login}`,
  logout: `*${AUTH_API_PATHS.logout}`,
  csrfCookie: `*${AUTH_API_PATHS.csrfCookie}`,
  forgotPassword: `*${AUTH_API_PATHS.forgotPassword}`,
  resetPassword: `*${AUTH_API_PATHS.resetPassword}`,
  utmTrack: '*/v1/utm/track',
  utmConversion: '*/v1/utm/conversion',
  utmAttribution: '*/v1/utm/attribution',
  broadcastingAuth: '*/broadcasting/auth',
  media: '*/mock-media/:file',
} as const;
export type MockPath = (typeof MOCK_PATHS)[keyof typeof MOCK_PATHS];
export type MockMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

const json = <T extends JsonBodyType>(body: T, status = 200) => HttpResponse.json(body, { status });

/** Laravel's 422 message: the first error, plus '(and N more error[s])'. */
export function validationBody(errors: Record<string, string[]>): ValidationErrorBody {
  const all = Object.values(errors).flat();
  const more = all.length - 1;
  const message =
    all.length === 0 ? 'The given data was invalid.' : more > 0 ? `${all[0]} (and ${more} more error${more > 1 ? 's' : ''})` : all[0]!;
  return { message, errors };
}

function zodErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  return errors;
}

/** A zod failure as a 422's errors, by top-level field (as Laravel names a form's fields). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  return errors;
}

async function readBody<S extends z.ZodType>(request: Request, schema: S) {
  return schema.safeParse(await request.json().catch(() => null));
}

function pageOf(request: Request, items: ProductCard[]) {
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const perPage = Math.max(1, Number(url.searchParams.get('per_page') ?? 0) || 24);
  return json(paginate(items, { page, perPage, origin: url.origin, path: url.pathname }));
}

const notFound = (message: string) => json<MessageBody>({ message }, 404);

function catalogueHandlers() {
  const byBrand = (slug: string) => productCards.filter((p) => p.brand?.slug === slug);
  return [
    http.get(MOCK_PATHS.products, ({ request }) => pageOf(request, productCards)),
    http.get(MOCK_PATHS.productSearch, ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
      if (q === '') return json(validationBody({ q: ['The q field is required.'] }), 422);
      return pageOf(request, productCards.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(q)));
    }),
    http.get(MOCK_PATHS.product, ({ params }) => {
      const index = productCards.findIndex((p) => p.slug === params.slug);
      const found = index >= 0 ? toFullProduct(productCards[index]!, index) : undefined;
      return found ? json<ProductResponse>({ data: found }) : notFound('No query results for model [App\\Models\\Product].');
    }),
    http.get(MOCK_PATHS.categoryProducts, ({ request }) => pageOf(request, productCards)),
    http.get(MOCK_PATHS.categorySubProducts, ({ request }) => pageOf(request, productCards.slice(0, 4))),
    http.get(MOCK_PATHS.brandProducts, ({ request, params }) => pageOf(request, byBrand(String(params.brand)))),
    http.get(MOCK_PATHS.brandSubProducts, ({ request, params }) => pageOf(request, byBrand(String(params.brand)))),
    http.get(MOCK_PATHS.segmentProducts, ({ request, params }) =>
      toSegmentSlug(String(params.segment)) ? pageOf(request, productCards) : notFound('Segment not found.'),
    ),
    http.get(MOCK_PATHS.campaignProducts, ({ request }) => pageOf(request, productCards.filter((p) => p.variants[0]?.offers[0]?.pvp !== p.variants[0]?.offers[0]?.price_product))),
    http.get(MOCK_PATHS.homePageBrands, () => json<BrandListResponse>({ data: homePageBrands })),
    http.get(MOCK_PATHS.segmentBrands, () => json<BrandListResponse>({ data: homePageBrands.slice(0, 2) })),
    http.get(MOCK_PATHS.categories, () => json<CategoryListResponse>({ data: categories })),
    http.get(MOCK_PATHS.category, ({ params }) => {
      const found = categories.find((c) => c.slug === params.slug);
      return found ? json<CategoryResponse>({ data: found }) : notFound('Category not found.');
    }),
    http.get(MOCK_PATHS.campaigns, () => json<CampaignListResponse>({ data: campaigns })),
    http.get(MOCK_PATHS.campaign, ({ params }) => {
      const found = campaigns.find((c) => c.uuid === params.uuid || c.slug === params.uuid);
      return found ? json<CampaignResponse>({ data: found }) : notFound('Campaign not found.');
    }),
    http.get(MOCK_PATHS.menu, () => json<MenuResponse>({ success: true, data: menus })),
  ];
}

function accountHandlers() {
  return [
    http.get(MOCK_PATHS.me, () => json<CurrentUserResponse>({ data: user })),
    http.post(MOCK_PATHS.register, async ({ request }) => {
      const body = await readBody(request, RegisterRequest);
      if (!body.success) return json(validationBody(zodErrors(body.error)), 422);
      if (body.data.email === user.email) return json(validationBody({ email: ['The email has already been taken.'] }), 422);
      const registered: User = { ...user, id: 2, email: body.data.email, name: body.data.name, lastname: body.data.lastname, affiliate_code: null };
      registeredEmails.add(body.data.email);
      return json<LoginResponse>({ data: registered, token: FIXTURE_TOKEN }, 201);
    }),
    http.post(MOCK_PATHS.login, async ({ request }) => {
      const body = await readBody(request, LoginRequest);
      if (!body.success) return json(validationBody(zodErrors(body.error)), 422);
      if (body.data.email !== user.email && !registeredEmails.has(body.data.email)) return json<MessageBody>({ message: 'Unauthenticated.' }, 401);
      return json<LoginResponse>({ data: body.data.email === user.email ? user : { ...user, id: 2, email: body.data.email }, token: FIXTURE_TOKEN });
    }),
    http.post(MOCK_PATHS.logout, () => new HttpResponse(null, { status: 204 })),
    http.post(MOCK_PATHS.forgotPassword, async ({ request }) => {
      const body = await readBody(request, ForgotPasswordRequest);
      if (!body.success) return json(validationBody(zodErrors(body.error)), 422);
      return json<StatusResponse>({ status: 'We have emailed your password reset link.' });
    }),
    http.post(MOCK_PATHS.resetPassword, async ({ request }) => {
      const body = await readBody(request, ResetPasswordRequest);
      if (!body.success) return json(validationBody(zodErrors(body.error)), 422);
      if (body.data.token === MOCK_EXPIRED_RESET_TOKEN) return json(validationBody({ email: ['This password reset token is invalid.'] }), 422);
      return json<StatusResponse>({ status: 'Your password has been reset.' });
    }),
    http.get(MOCK_PATHS.csrfCookie, () => new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': 'XSRF-TOKEN=mock-xsrf; Path=/; SameSite=Lax' } })),
    http.post(MOCK_PATHS.utmTrack, async ({ request }) => {
      const body = await readBody(request, UtmTrackRequest);
      return body.success ? json(utmTrackResponse) : json(validationBody(zodErrors(body.error)), 422);
    }),
    http.post(MOCK_PATHS.utmConversion, async ({ request }) => {
      if (!request.headers.get('authorization')?.startsWith('Bearer ')) return json<MessageBody>({ message: 'Unauthenticated.' }, 401);
      const body = await readBody(request, UtmConversionRequest);
      return body.success ? json({ success: true }) : json(validationBody(zodErrors(body.error)), 422);
    }),
    http.get(MOCK_PATHS.utmAttribution, () => json(attributionResponse)),
    http.post(MOCK_PATHS.broadcastingAuth, () => json({ auth: `mock-key:${'0'.repeat(64)}` })),
    http.get(MOCK_PATHS.media, ({ params }) => {
      const file = String(params.file);
      if (file.endsWith('.mp4')) return new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'video/mp4' } });
      return new HttpResponse(`<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#ccc"/></svg>`, {
        headers: { 'Content-Type': 'image/svg+xml' },
      });
    }),
  ];
}

/** The happy path of every endpoint. Order matters: /v1/products/search before /v1/products/:slug. */
export const handlers = [...catalogueHandlers(), ...cartHandlers(), ...discountHandlers(), ...wishlistHandlers(), ...accountHandlers()];

// ---- State factories -------------------------------------------------------------------------

/** Never answers: the loading state. */
export const loading = (method: MockMethod, path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/** Answers the default handler's response after `ms` milliseconds (a slow network). */
export const delayed = (method: MockMethod, path: string, ms: number) =>
  http[method](path, async () => {
    await delay(ms);
    return undefined;
  });

/** 500 `{message}` (or any status with a message body: 401, 403, 404, 409, 419, 429). */
export const serverError = (method: MockMethod, path: string, message = 'Server Error', status = 500) =>
  http[method](path, () => json<MessageBody>({ message }, status));

/** 422 in Laravel's shape. */
export const validationError = (
  method: MockMethod,
  path: string,
  errors: Record<string, string[]> = { email: ['The email field is required.'] },
) => http[method](path, () => json(validationBody(errors), 422));

/** A JSON body of your choice, e.g. a malformed one to exercise the contract check at the edge. */
export const respondWith = (method: MockMethod, path: string, body: JsonBodyType, status = 200) =>
  http[method](path, () => json(body, status));

/** Replace a product listing with these cards (empty list by default). */
export const productList = (cards: ProductCard[] = [], path: string = MOCK_PATHS.products) =>
  http.get(path, ({ request }) => pageOf(request, cards));

export const menuList = (list: CmsMenu[]) => http.get(MOCK_PATHS.menu, () => json<MenuResponse>({ success: true, data: list }));
export const cartResponse = (value: Cart) => http.get(MOCK_PATHS.cart, () => json<CartResponse>({ data: value }));
/** The signed-in user, or a guest (401) with `null`. */
export const currentUser = (value: User | null) =>
  http.get(MOCK_PATHS.me, () => (value ? json<CurrentUserResponse>({ data: value }) : json<MessageBody>({ message: 'Unauthenticated.' }, 401)));

/** Every list endpoint answering with nothing: no products, brands, categories, menus, coupons, wishlist, cart. */
export const emptyHandlers = [
  ...[
    MOCK_PATHS.products,
    MOCK_PATHS.productSearch,
    MOCK_PATHS.categoryProducts,
    MOCK_PATHS.categorySubProducts,
    MOCK_PATHS.brandProducts,
    MOCK_PATHS.brandSubProducts,
    MOCK_PATHS.segmentProducts,
    MOCK_PATHS.campaignProducts,
  ].map((path) => productList([], path)),
  http.get(MOCK_PATHS.homePageBrands, () => json<BrandListResponse>({ data: [] })),
  http.get(MOCK_PATHS.segmentBrands, () => json<BrandListResponse>({ data: [] })),
  http.get(MOCK_PATHS.categories, () => json<CategoryListResponse>({ data: [] })),
  http.get(MOCK_PATHS.campaigns, () => json<CampaignListResponse>({ data: [] })),
  menuList([]),
  discountList([]),
  wishlistProducts([]),
  http.get(MOCK_PATHS.cart, () => notFound('Cart not found.')),
];
