/**
 * The contract's values that need no schema: constants, path tables and small guards. A module of their
 * own, like realtime-channels.ts, so the browser's first load reads them without zod or any schema (the
 * schemas load with the first API answer); each domain module re-exports its own, so `contract` is
 * unchanged for every other reader. The guards answer exactly what the domain's enum schema accepts.
 */
import type { DeliveryEstimate } from './cart';
import type { DeliveryMethod, Offer, VendorType } from './catalog';
import type { Discount } from './discount';
import type { Locale } from './locale';
import type { ProductFilterQueryInput, ProductSortField, SortDirection, SortOption, SortOptionName, ViewMode } from './queries';
import type { SegmentSlug } from './segment';
import type { CurrentUserResponse, LegacyUserSession, StoredUserSession, User } from './user';

/** §1, §9: pt is the default and fallback locale; it has no path prefix. */
export const LOCALES = ['pt', 'en', 'es', 'fr'] as const;

export const DEFAULT_LOCALE: Locale = 'pt';

/** §2: language tags and display names. */
export const LANGUAGE_TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

export const LANGUAGE_NAMES: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** §3, §9: the language cookie and the browser-storage key of the saved language. */
export const LOCALE_COOKIE_NAME = 'i18n_locale';

export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** §3: segment slug (pt) ↔ segment code (en). */
export const SEGMENTS = [
  { slug: 'moda-mulher', code: 'women' },
  { slug: 'moda-homem', code: 'men' },
  { slug: 'moda-crianca', code: 'kids' },
  { slug: 'relogios', code: 'watch' },
  { slug: 'beleza', code: 'beauty' },
  { slug: 'casa', code: 'home' },
  { slug: 'tecnologia', code: 'technology' },
] as const;

/** Where a segment's picture is served: the api's media route, which the web server forwards from its own origin. */
export const segmentPicturePath = (slug: (typeof SEGMENTS)[number]['slug']) => `/media/segments/${slug}.svg`;
/** A segment picture's intrinsic size (3:4), so a page reserves its space before it loads. */
export const SEGMENT_PICTURE_SIZE = { width: 600, height: 800 } as const;

export const SEGMENT_SLUGS = SEGMENTS.map((s) => s.slug) as unknown as readonly [
  (typeof SEGMENTS)[number]['slug'],
  ...(typeof SEGMENTS)[number]['slug'][],
];

export const SEGMENT_CODES = SEGMENTS.map((s) => s.code) as unknown as readonly [
  (typeof SEGMENTS)[number]['code'],
  ...(typeof SEGMENTS)[number]['code'][],
];

export function isSegmentSlug(value: unknown): value is SegmentSlug {
  return (SEGMENT_SLUGS as readonly unknown[]).includes(value);
}

/** Accepts the pt slug (`moda-mulher`) or the English code (`women`); returns the slug. */
export function toSegmentSlug(value: string): SegmentSlug | null {
  const found = SEGMENTS.find((s) => s.slug === value || s.code === value);
  return found ? found.slug : null;
}

/** §9, §7: every price is in euros. */
export const CURRENCY = 'EUR';

export function isOfficialStore(vendorType: VendorType): boolean {
  return vendorType === 'OFFICIAL_STORE' || vendorType === '1P';
}

/** Password length accepted at registration and reset. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

/** Every auth and account path; the storefront (features/auth, features/account), mocks and the api share them. */
export const AUTH_API_PATHS = {
  csrfCookie: '/sanctum/csrf-cookie',
  login: '/login',
  logout: '/logout',
  currentUser: '/users/me',
  register: '/v1/users/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/users/me',
  password: '/users/me/password',
  preferences: '/users/me/preferences',
  /** The newsletter's double opt-in: the signed link of the confirmation e-mail, posted by the page it opens. */
  newsletterConfirm: '/v1/newsletter/confirm',
} as const;

export function isLegacyUserSession(value: StoredUserSession): value is LegacyUserSession {
  return !('expiresAt' in value && 'user' in value);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** §9: stored login valid 60 days; migrated old session 24 hours; token cookie 30 days. */
export const SESSION_TTL_MS = 60 * DAY_MS;

/** §9 token cookie: token mode keeps the bearer token here too, max age 30 days (the name is ours). */
export const TOKEN_COOKIE_NAME = 'auth.token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const LEGACY_SESSION_TTL_MS = DAY_MS;

/** §3 client-stored keys. Only auth.user and preferred-locale are named by the spec; the rest are ours. */
export const STORAGE_KEYS = {
  authUser: 'auth.user',
  rememberMe: 'auth.rememberMe',
  token: 'auth.token',
  cartUuid: 'cart.uuid',
  sessionId: 'cart.sessionId',
  customerId: 'cart.customerId',
  preferredLocale: 'preferred-locale',
  selectedSegment: 'segment.selected',
} as const;

export function userOf(response: CurrentUserResponse): User {
  return 'data' in response ? response.data : response;
}

/** §9 session id: 40 random lowercase alphanumerics. */
export const SESSION_ID_LENGTH = 40;

export const SESSION_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** What `SessionId` accepts. */
export const SESSION_ID_PATTERN = new RegExp(`^[a-z0-9]{${SESSION_ID_LENGTH}}$`);
export const isSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID_PATTERN.test(value);

/** What `Uuid` (zod's `z.uuid()`) accepts: RFC 9562 versions 1–8, the nil and the max UUID. */
const UUID_PATTERN = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

export const DEFAULT_SELLER_NAME = 'Loja Oficial';

/** §9 delivery estimate in days, 'min-max'; the overall estimate uses the longest upper bound (4 if none). */
export const DEFAULT_DELIVERY_ESTIMATE = '2-4';

export const DEFAULT_DELIVERY_MAX_DAYS = 4;

/** §9 free shipping from 19.90 EUR unless a free_shipping discount sets a lower minimum. */
export const FREE_SHIPPING_THRESHOLD_EUR = 19.9;

/**
 * §9 the free-shipping threshold: the lowest minimum of the free_shipping discounts the cart lists (one
 * without a minimum counts as 0), else 19.90 EUR.
 */
export function freeShippingThreshold(minimums: readonly (number | null)[]): number {
  return minimums.length === 0 ? FREE_SHIPPING_THRESHOLD_EUR : Math.min(...minimums.map((minimum) => minimum ?? 0));
}

/** §9 cart badge shows '99+' above this. */
export const CART_BADGE_CAP = 99;

/** §5 per-item stock warnings: 0 limit reached, 1 last unit, 2–3 units left. */
export const LOW_STOCK_WARNING_MAX = 3;

/** Codes are short words; a longer one is refused before any lookup (bad input: a 10,000-character code → 422). */
export const COUPON_CODE_MAX_LENGTH = 64;

/** The header that proves which browser session owns a guest cart. */
export const SESSION_ID_HEADER = 'X-Session-Id';

/** Every cart, coupon, discount and wishlist path (§7); the storefront, mocks and the api share them. */
export const COMMERCE_API_PATHS = {
  cart: (cartUuidOrSessionId: string) => `/v1/carts/cart/${cartUuidOrSessionId}`,
  cartSave: '/v1/carts/save',
  cartUpdate: '/v1/carts/update',
  cartDelete: (cartUuid: string) => `/v1/carts/${cartUuid}`,
  cartCoupon: (cartUuid: string) => `/v1/carts/${cartUuid}/coupon`,
  discounts: '/v1/discounts',
  wishlist: '/v1/users/wishlist',
  wishlistItem: (productUuid: string) => `/v1/users/wishlist/${productUuid}`,
  adminDiscount: (discountUuid: string) => `/v1/admin/discounts/${discountUuid}`,
} as const;

/** §9: default page size; §7: per_page accepted in 1..100. */
export const DEFAULT_PER_PAGE = 24;

export const MAX_PER_PAGE = 100;

/** §2: the top menu excluded from the mobile tabs. */
export const WELCOME_MENU_SLUG = 'welcome';

export const MAX_SEARCH_QUERY_LENGTH = 200;

/** §4 sort options of the UI and §7 the (sort, order) pair each one sends; the first is the default. */
export const SORT_OPTIONS = {
  featured: { sort: 'sort_order', order: 'asc' },
  'best-seller': { sort: 'sold_count', order: 'desc' },
  'price-low': { sort: 'price', order: 'asc' },
  'price-high': { sort: 'price', order: 'desc' },
  newest: { sort: 'created_at', order: 'desc' },
  discount: { sort: 'discount_percentage', order: 'desc' },
} as const satisfies Record<string, { sort: ProductSortField; order: SortDirection }>;

export const SORT_OPTION_NAMES = Object.keys(SORT_OPTIONS) as [SortOptionName, ...SortOptionName[]];

export const DEFAULT_SORT_OPTION: SortOption = 'featured';

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && Object.hasOwn(SORT_OPTIONS, value);
}

/** §4 view modes; article is the default. */
export const VIEW_MODES = ['article', 'model'] as const;

export function isViewMode(value: unknown): value is ViewMode {
  return (VIEW_MODES as readonly unknown[]).includes(value);
}

export const ATTRIBUTE_PREFIX = 'attribute_';

/** §7: the query string of a filtered call; array values go out as `name[]=value`. */
export function toFilterSearchParams(query: ProductFilterQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (key === 'attributes') {
      for (const [name, values] of Object.entries(value as Record<string, string[]>)) {
        for (const v of values) params.append(`${ATTRIBUTE_PREFIX}${name}[]`, v);
      }
    } else if (Array.isArray(value)) {
      for (const v of value) params.append(`${key}[]`, String(v));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/** §5: query-string keys a filter restore ignores (tracking and analytics). */
export const IGNORED_QUERY_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'ttclid',
  'msclkid',
  'dclid',
  'ref',
  'referrer',
  'source',
  'medium',
  'campaign',
] as const;

/**
 * The one delivery promise of an offer, 'min-max' working days, said alike on the product page and in
 * the cart: its seller's first delivery method (the standard one; the offer's lead time is already in
 * its days), or the §9 default '2-4' when it names none. Faster paid methods are a choice at checkout,
 * not the promise.
 */
export function offerDeliveryEstimate(offer: { delivery_methods: readonly Pick<DeliveryMethod, 'min_days' | 'max_days'>[] }): DeliveryEstimate {
  const standard = offer.delivery_methods[0];
  return standard ? `${standard.min_days}-${standard.max_days}` : DEFAULT_DELIVERY_ESTIMATE;
}

/** Units a shopper can still buy from an offer: its initial stock less what is sold, in carts and in checkouts. */
export function offerStock(offer: Pick<Offer, 'initial_stock' | 'sold_stock' | 'stock_in_cart' | 'stock_in_checkout'>): number {
  return Math.max(0, offer.initial_stock - offer.sold_stock - offer.stock_in_cart - offer.stock_in_checkout);
}

/** The price an offer sells at: the campaign price when there is one, else the selling price (what the cart charges). */
export function offerPrice(offer: Pick<Offer, 'price_campaign' | 'price_product'>): number {
  return offer.price_campaign ?? offer.price_product;
}

/** §2, §4, §9 cart timing: panel closes 500 ms after emptying; loader starts after 100 ms; sync 100 ms after login. */
export const CART_PANEL_AUTO_CLOSE_MS = 500;

export const CART_LOADER_START_MS = 100;

export const CART_SYNC_AFTER_LOGIN_MS = 100;

/** §4, §9 build updates: a chunk-load error reloads onto a new build at most once per path in this window. */
export const BUILD_RELOAD_GUARD_MS = 10_000;
/** §9: at most this many route preloads run at once. */
export const ROUTE_PRELOAD_CONCURRENCY = 4;

/** §7, §9 icons by name: the fetch time-out while a page is loading, otherwise, and the longest icon URL. */
export const ICON_FETCH_TIMEOUT_LOADING_MS = 1_500;
export const ICON_FETCH_TIMEOUT_MS = 5_000;
export const ICON_URL_MAX_LENGTH = 500;

/** §3 discount types. */
export const DISCOUNT_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;

/** §2: a coupon is VIP exclusive when a discountable type includes Customer. */
export function isVipDiscount(discount: Pick<Discount, 'discountables'>): boolean {
  return discount.discountables.some((d) => d.type === 'customer' || d.discountable_type.includes('Customer'));
}

/** §2 usage badge: 'Last {count}!' at this many remaining or fewer. */
export const DISCOUNT_LAST_USES_THRESHOLD = 10;

/** §2 remaining time shows whole days above this many days. */
export const DISCOUNT_DAYS_ONLY_ABOVE = 7;

/**
 * A coupon code as typed and as stored: NFKC (full-width letters become ASCII), zero-width and
 * whitespace characters removed, upper-case. Look-alike codes neither double-apply nor bypass limits (E4).
 */
export function normalizeCouponCode(code: string): string {
  return code
    .normalize('NFKC')
    .replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '')
    .toUpperCase();
}

/**
 * §5 coupon applicability, in the §5 check order: expired or inactive, then the minimum purchase
 * (when set), then the usage limit (when set). Null when the coupon applies to a cart of `cartTotal`.
 */
export function couponRejection(
  discount: Pick<Discount, 'is_valid' | 'is_active' | 'minimum_order_value' | 'max_usage' | 'usage_count'>,
  cartTotal: number,
): 'expired' | 'minimumRequired' | 'limitReached' | null {
  if (!discount.is_valid || !discount.is_active) return 'expired';
  if (discount.minimum_order_value !== null && cartTotal < discount.minimum_order_value) return 'minimumRequired';
  if (discount.max_usage !== null && discount.usage_count >= discount.max_usage) return 'limitReached';
  return null;
}

export const ANALYTICS_CURRENCY = CURRENCY;

/** The customer id of a user in either §3 shape. */
export function customerIdOf(user: Pick<User, 'customer' | 'customer_id'>): number | null {
  return user.customer?.id ?? user.customer_id ?? null;
}

/** The header that makes an order creation (or a new payment attempt) safe to send twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** An Idempotency-Key: 8 to 255 visible ASCII characters (a UUID v4 is what the storefront sends). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{8,255}$/;

/** The payment methods of the checkout (SIBS SPG v2): MB WAY and the Multibanco reference. */
export const PAYMENT_METHODS = ['mbway', 'multibanco'] as const;
/**
 * How an order is paid: a gateway method, or `store_credit` when the customer's credit covers the whole
 * total (the order is paid at once, without the gateway).
 */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'store_credit'] as const;

/**
 * An order's life: `pending_payment` while a payment attempt is open (its stock held); then `paid`, or
 * `expired` (the MB WAY window or the reference's validity ran out), `declined` (the shopper or the bank
 * refused), `cancelled` (the payment could not be started, or the order was called off). An expired,
 * declined or cancelled order may be paid again with a new attempt, which re-takes its stock.
 * `paid_after_expiry`: a payment arrived after the order had given its stock back — the stock was
 * re-taken when it still existed (the order ships, `payment.refund` null), else the money is refunded.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'expired', 'declined', 'cancelled', 'paid_after_expiry'] as const;

/**
 * One payment attempt's state as the shopper sees it: `pending` (waiting for the MB WAY approval or for
 * the reference to be paid), `paid`, `declined`, `timeout` (MB WAY not approved in its window),
 * `expired` (the reference's validity ended), `failed` (the gateway could not start the payment),
 * `cancelled` (superseded, e.g. the order was paid by another attempt).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'timeout', 'expired', 'failed', 'cancelled'] as const;

/** What a refund of a payment that cannot be honoured (paid after expiry with no stock left, or paid twice) is at. */
export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;

/**
 * 409 refusals of an order creation (or a new attempt): a line's offer has less than the line asks,
 * a single-use coupon was taken by another order, a price moved since the shopper saw it, the cart is
 * no longer OPEN (already checked out, completed or abandoned). `ORDER_NOT_PAYABLE`: a new attempt on an
 * order that is paid or has an attempt still open. `ORDER_NOT_CANCELLABLE`: a customer's cancel of an order that
 * no longer waits for its payment. `REQUEST_IN_PROGRESS`: the first request with this
 * Idempotency-Key is still running after the wait (repeat it later with the same key).
 */
export const CHECKOUT_CONFLICT_CODES = ['OUT_OF_STOCK', 'COUPON_EXHAUSTED', 'PRICE_CHANGED', 'CART_NOT_OPEN', 'ORDER_NOT_PAYABLE', 'REQUEST_IN_PROGRESS', 'ORDER_NOT_CANCELLABLE', 'STORE_CREDIT_UNAVAILABLE'] as const;

/** 502: the gateway could not start the payment; nothing is held, the shopper may try again. */
export const PAYMENT_UNAVAILABLE_CODE = 'PAYMENT_UNAVAILABLE';

/**
 * Payment progress on the checkout channel (`payment.progress`), so no page polls while the socket is
 * up: a reference was generated, an MB WAY request waits for approval, then one final outcome.
 */
export const PAYMENT_PROGRESS_STATUSES = ['reference_generated', 'waiting_approval', 'paid', 'expired', 'declined', 'timeout'] as const;

/** Portuguese VAT (IVA), standard rate on the mainland: every price is VAT included; the checkout shows its share. */
export const VAT_RATE = 0.23;

/** The share of VAT inside a VAT-included amount, two decimals. */
export function vatIncluded(amount: number, rate: number = VAT_RATE): number {
  return Math.round((amount - amount / (1 + rate)) * 100) / 100;
}

/** Checkout, order and payment paths; the storefront, mocks and the api share them. */
export const CHECKOUT_API_PATHS = {
  checkout: (cartUuid: string) => `/v1/checkout/${cartUuid}`,
  checkoutOrders: (cartUuid: string) => `/v1/checkout/${cartUuid}/orders`,
  order: (orderUuid: string) => `/v1/orders/${orderUuid}`,
  orderPayments: (orderUuid: string) => `/v1/orders/${orderUuid}/payments`,
  payment: (transactionId: string) => `/v1/payments/${transactionId}`,
  paymentReturn: (transactionId: string) => `/v1/payments/${transactionId}/return`,
} as const;

/**
 * A parcel's fulfilment as its customer follows it in the account: `pending_payment` until the order is
 * paid, `paid` (to ship), then the operator moves it `preparing` → `shipped` (carrier and tracking number)
 * → `delivered`. It ends instead `cancelled` (called off unpaid), `expired` or `declined` (the payment never
 * came; the order may be paid again), or `refunded` (a payment the shop could not honour, given back).
 */
export const FULFILMENT_STATUSES = ['pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'expired', 'declined', 'refunded'] as const;
/** The steps of a parcel that goes well, in order: what a timeline draws ahead of where it is. */
export const FULFILMENT_STEPS = ['pending_payment', 'paid', 'preparing', 'shipped', 'delivered'] as const;

/** The signed-in customer's orders in the account area (api/modules/account-orders). */
export const ACCOUNT_ORDER_API_PATHS = {
  orders: '/v1/account/orders',
  order: (orderUuid: string) => `/v1/account/orders/${orderUuid}`,
  cancel: (orderUuid: string) => `/v1/account/orders/${orderUuid}/cancel`,
  reorder: (orderUuid: string) => `/v1/account/orders/${orderUuid}/reorder`,
  invoice: (orderUuid: string) => `/v1/account/orders/${orderUuid}/invoice`,
} as const;
/** Orders per page of the account's order list. */
export const ACCOUNT_ORDERS_PER_PAGE = 10;
/** Thumbnails an order of the list shows (its first lines' pictures). */
export const ACCOUNT_ORDER_THUMBNAILS = 4;

/** The query parameter of a signed order link: `GET /v1/orders/{uuid}?token=` reads the order without its session. */
export const ORDER_LINK_TOKEN_PARAM = 'token';

/** A storefront path in `locale`'s variant (§2): pt unprefixed, the others under `/{locale}`. For the links the API writes. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Where a paid order sends the shopper (`redirect.url` of the order event), per locale prefix; with the
 * order's link token when given, so the success page can read the order after the cart's session is gone.
 */
export function orderSuccessPath(orderUuid: string, locale: Locale = DEFAULT_LOCALE, token?: string): string {
  const path = localizedPath(`/order/success/${orderUuid}`, locale);
  return token ? `${path}?${ORDER_LINK_TOKEN_PARAM}=${encodeURIComponent(token)}` : path;
}
