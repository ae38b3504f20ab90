import { allSettled, createWatch, fork } from 'effector';
import type { Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, Cart, CartItem, Discount } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { $authMode, $user } from '../auth';
import { $cart, $sessionId, CART_TEXT_KEYS, applyCouponFx, couponApplyRequested, removeCouponFx } from '../cart';
import { $toasts } from '../toasts';
import {
  $appliedCode,
  $appliedDiscount,
  $clipboardWriter,
  $discounts,
  $discountsStatus,
  $isApplying,
  $isDrawerOpen,
  DISCOUNTS_TEXT_KEYS,
  codeCopied,
  couponApplyClicked,
  couponRemoveClicked,
  discountUpdated,
  discountsRefreshed,
  discountsInitialised,
  drawerClosed,
  drawerOpened,
  fetchDiscountsFx,
} from './index';
import type { ClipboardWriter } from './index';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const SESSION_ID = 'k7q2m9x4p1w8r5t3n6v0b2c4d6f8h1j3l5z7y9a0';
const CART_UUID = uuid(100);

const coupon = (n: number, code: string, overrides: Partial<Discount> = {}): Discount => ({
  discount_uuid: uuid(400 + n),
  code,
  discount_type: 'percentage',
  value: 10,
  is_valid: true,
  is_active: true,
  minimum_order_value: null,
  max_usage: null,
  usage_count: 0,
  end_date: null,
  discountables: [],
  ...overrides,
});
const summer = coupon(1, 'VERAO10');
const fiveOff = coupon(2, 'MENOS5', { discount_type: 'fixed', value: 5, minimum_order_value: 30 });
const lastOnes = coupon(3, 'ULTIMOS15', { value: 15, max_usage: 100, usage_count: 100 });
const expired = coupon(4, 'NATAL2025', { is_valid: false, is_active: false });

const line = (price: number): CartItem => ({
  id: 1,
  variant_uuid: uuid(200),
  offer_id: 1,
  name: 'Vestido de linho',
  price,
  originalPrice: price,
  size: 'M',
  color: 'Azul',
  quantity: 1,
  image: null,
  seller: 'Loja Oficial',
  seller_rating: null,
  deliveryEstimate: '2-4',
  category: null,
  stock: 10,
  initial_stock: 10,
  stock_available: 9,
  translations: {},
  brand: null,
});
/** A cart whose subtotal is `subtotal`, with `applied` as its coupon. */
const cartOf = (subtotal: number, applied: Discount | null = null, version = 1): Cart => ({
  cart_uuid: CART_UUID,
  session_id: SESSION_ID,
  customer_id: null,
  status: 'OPEN',
  items: [line(subtotal)],
  discounts: applied
    ? [{ type: applied.discount_type, minimum_order_value: applied.minimum_order_value, discount_uuid: applied.discount_uuid, code: applied.code, value: applied.value }]
    : [],
  total_items: 1,
  total_price: subtotal,
  version,
});
const apiError = (status: number, data: unknown): ApiError => ({ status, message: 'Error', data });

type Answer<T> = T | ApiError | (() => T | Promise<T>);
const isApiError = (value: unknown): value is ApiError => typeof value === 'object' && value !== null && 'status' in value && 'data' in value;
const answer =
  <T,>(calls: string[], name: string, value: Answer<T>) =>
  async () => {
    calls.push(name);
    if (isApiError(value)) throw value;
    return typeof value === 'function' ? (value as () => T | Promise<T>)() : value;
  };

/** A scope with a cart of `subtotal` (null: no cart yet), the listed coupons and the API answers per call. */
function discountsScope(
  options: {
    cart?: Cart | null;
    listed?: Discount[];
    list?: Answer<Discount[]>;
    apply?: Answer<Cart>;
    remove?: Answer<Cart>;
    clipboard?: ClipboardWriter | null;
    signedIn?: boolean;
  } = {},
) {
  const calls: string[] = [];
  const cart = options.cart === undefined ? cartOf(40) : options.cart;
  const scope = fork({
    values: [
      [$cart, cart],
      [$sessionId, SESSION_ID],
      [$authMode, 'token'],
      [$discounts, options.listed ?? [summer, fiveOff, lastOnes]],
      [$discountsStatus, options.listed?.length === 0 ? 'idle' : 'ready'],
      [$clipboardWriter, options.clipboard === undefined ? null : options.clipboard],
      [$user, options.signedIn ? { id: 7, email: 'ana@example.com' } : null],
    ],
    handlers: [
      [fetchDiscountsFx, answer(calls, 'list', options.list ?? [summer, fiveOff, lastOnes, expired])],
      [applyCouponFx, async (params: { code: string }) => (calls.push(`apply ${params.code}`), answer([], '', options.apply ?? cartOf(40, summer, 2))())],
      [removeCouponFx, answer(calls, 'remove', options.remove ?? cartOf(40, null, 3))],
    ],
  });
  return { scope, calls };
}

const toastsOf = (scope: Scope) => scope.getState($toasts).map(({ level, title }) => ({ level, title }));

describe('§4 Discounts: the list loads on init', () => {
  it('only valid and active coupons are listed (§2), and the drawer leaves its skeleton', async () => {
    let release: () => void = () => undefined;
    const { scope } = discountsScope({ listed: [], list: () => new Promise((resolve) => (release = () => resolve([summer, expired, fiveOff]))) });
    const loading = allSettled(discountsInitialised, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($discountsStatus)).toBe('loading');
    release();
    await loading;
    expect(scope.getState($discounts)).toEqual([summer, fiveOff]);
    expect(scope.getState($discountsStatus)).toBe('ready');
  });

  it("§7/§8: a failed load gives an empty list and 'Erro ao carregar cupões'", async () => {
    const { scope } = discountsScope({ list: apiError(500, { message: 'Server Error' }) });
    await allSettled(discountsInitialised, { scope });
    expect(scope.getState($discounts)).toEqual([]);
    expect(scope.getState($discountsStatus)).toBe('error');
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: DISCOUNTS_TEXT_KEYS.loadFailed } }]);
  });

  it('§7: an answer without data (or with data null) is an empty list, without the error', async () => {
    for (const body of [{}, { data: null }]) {
      const scope = fork({
        values: [
          [$apiBaseUrl, 'http://api.test'],
          [$apiFetch, (async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch],
          [$apiLogger, { debug: () => undefined, error: () => undefined }],
        ],
      });
      await allSettled(discountsInitialised, { scope });
      expect(scope.getState($discounts)).toEqual([]);
      expect(scope.getState($discountsStatus)).toBe('ready');
      expect(scope.getState($toasts)).toEqual([]);
    }
  });

  it('opening the drawer asks again for a list that failed', async () => {
    let fail = true;
    const { scope, calls } = discountsScope({ listed: [], list: () => (fail ? Promise.reject(apiError(500, null)) : [summer]) });
    await allSettled(discountsInitialised, { scope });
    fail = false;
    await allSettled(drawerOpened, { scope });
    expect(calls).toEqual(['list', 'list']);
    expect(scope.getState($discounts)).toEqual([summer]);
    await allSettled(drawerOpened, { scope });
    expect(calls).toEqual(['list', 'list']);
  });

  it('VIP coupons are listed only for their customers: signing out asks for the list again', async () => {
    const vip = coupon(9, 'VIP20', { discountables: [{ name: 'VIP', type: 'customer', discountable_type: 'App\\Models\\Customer', translations: [] }] });
    let signedIn = true;
    const { scope, calls } = discountsScope({ signedIn: true, list: () => (signedIn ? [summer, vip] : [summer]) });
    await allSettled(discountsInitialised, { scope });
    expect(scope.getState($discounts)).toEqual([summer, vip]);
    signedIn = false;
    await allSettled($user, { scope, params: null });
    expect(calls).toEqual(['list', 'list']);
    expect(scope.getState($discounts)).toEqual([summer]);
  });
});

describe('after the live connection came back (beyond the spec)', () => {
  it('discountsRefreshed reads the list again quietly: no loading state, no toast, a failure keeps the list', async () => {
    let statuses: string[] = [];
    let fail = false;
    const { scope, calls } = discountsScope({ list: () => (fail ? Promise.reject(apiError(500, null)) : [summer, expired]) });
    const watching = createWatch({ unit: $discountsStatus, scope, fn: (status) => statuses.push(status) });
    await allSettled(discountsRefreshed, { scope });
    expect(calls).toEqual(['list']);
    expect(scope.getState($discounts)).toEqual([summer]);
    expect(statuses).toEqual([]);

    fail = true;
    statuses = [];
    await allSettled(discountsRefreshed, { scope });
    expect(scope.getState($discounts)).toEqual([summer]);
    expect(scope.getState($discountsStatus)).toBe('ready');
    expect(statuses).toEqual([]);
    expect(scope.getState($toasts)).toEqual([]);
    watching.unsubscribe();
  });

  it('a list never loaded (or failed) is not refreshed: its own load or the drawer asks', async () => {
    const { scope, calls } = discountsScope({ listed: [] });
    await allSettled(discountsRefreshed, { scope });
    expect(calls).toEqual([]);
  });
});

describe('§2 the drawer', () => {
  it('opens and closes', async () => {
    const { scope } = discountsScope();
    await allSettled(drawerOpened, { scope });
    expect(scope.getState($isDrawerOpen)).toBe(true);
    await allSettled(drawerClosed, { scope });
    expect(scope.getState($isDrawerOpen)).toBe(false);
  });
});

describe('§5 Coupons: applying needs a cart uuid and a coupon found by code in the list', () => {
  it("without a cart: 'Carrinho não encontrado' and no call", async () => {
    const { scope, calls } = discountsScope({ cart: null });
    await allSettled(couponApplyClicked, { scope, params: 'VERAO10' });
    expect(calls).toEqual([]);
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: CART_TEXT_KEYS.coupon.rejection.cartNotFound } }]);
  });

  it("a code not in the list: 'Cupão não encontrado' and no call", async () => {
    const { scope, calls } = discountsScope();
    await allSettled(couponApplyClicked, { scope, params: 'INVENTADO' });
    expect(calls).toEqual([]);
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: CART_TEXT_KEYS.coupon.rejection.notFound } }]);
  });

  it('a look-alike of a listed code (lower case, full width, zero width) finds it and sends the listed code', async () => {
    const { scope, calls } = discountsScope();
    await allSettled(couponApplyClicked, { scope, params: 'ｖｅｒａｏ\u200B10' });
    expect(calls).toEqual(['apply VERAO10']);
  });
});

describe('§5 Coupons: checked against the cart before calling, in the §5 order', () => {
  it('expired or inactive', async () => {
    const { scope, calls } = discountsScope({ listed: [{ ...summer, is_active: false }] });
    await allSettled(couponApplyClicked, { scope, params: 'VERAO10' });
    expect(calls).toEqual([]);
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: CART_TEXT_KEYS.coupon.rejection.expired } }]);
  });

  it('minimum purchase of {amount} (the subtotal is checked)', async () => {
    const { scope, calls } = discountsScope({ cart: cartOf(25) });
    await allSettled(couponApplyClicked, { scope, params: 'MENOS5' });
    expect(calls).toEqual([]);
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: CART_TEXT_KEYS.coupon.rejection.minimumRequired, values: { amount: 30 } } }]);
  });

  it('usage limit reached', async () => {
    const { scope, calls } = discountsScope();
    await allSettled(couponApplyClicked, { scope, params: 'ULTIMOS15' });
    expect(calls).toEqual([]);
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: CART_TEXT_KEYS.coupon.rejection.limitReached } }]);
  });
});

describe('§4 Discounts: applying sets the applied discount, closes the drawer and shows a success toast', () => {
  it("the cart applies it; the banner shows it, the drawer closes, 'Cupão {code} aplicado com sucesso!' shows once", async () => {
    const { scope, calls } = discountsScope();
    await allSettled(drawerOpened, { scope });
    await allSettled(couponApplyClicked, { scope, params: 'VERAO10' });
    expect(calls).toEqual(['apply VERAO10']);
    expect(scope.getState($appliedCode)).toBe('VERAO10');
    expect(scope.getState($appliedDiscount)).toEqual(summer);
    expect(scope.getState($isDrawerOpen)).toBe(false);
    expect(scope.getState($isApplying)).toBe(false);
    expect(toastsOf(scope)).toEqual([{ level: 'success', title: { key: CART_TEXT_KEYS.coupon.applied, values: { code: 'VERAO10' } } }]);
  });

  it("§8: a refusal shows the server's message once and the drawer stays open", async () => {
    const { scope } = discountsScope({ apply: apiError(503, { message: 'Cupões indisponíveis de momento' }) });
    await allSettled(drawerOpened, { scope });
    await allSettled(couponApplyClicked, { scope, params: 'VERAO10' });
    expect(scope.getState($appliedCode)).toBeNull();
    expect(scope.getState($isDrawerOpen)).toBe(true);
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: 'Cupões indisponíveis de momento' }]);
  });

  it("§8: a refusal without a message shows 'Erro ao aplicar cupão'", async () => {
    const { scope } = discountsScope({ apply: apiError(0, null) });
    await allSettled(couponApplyClicked, { scope, params: 'VERAO10' });
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: CART_TEXT_KEYS.coupon.applyFailed } }]);
  });

  it("the cart page's own coupon field does not close the drawer", async () => {
    const { scope } = discountsScope();
    await allSettled(drawerOpened, { scope });
    await allSettled(couponApplyRequested, { scope, params: { code: 'VERAO10' } });
    expect(scope.getState($appliedCode)).toBe('VERAO10');
    expect(scope.getState($isDrawerOpen)).toBe(true);
  });
});

describe('§4 Discounts: removing clears it', () => {
  it("the cart removes it: no banner, 'Cupão removido' once", async () => {
    const { scope, calls } = discountsScope({ cart: cartOf(40, summer) });
    expect(scope.getState($appliedCode)).toBe('VERAO10');
    await allSettled(couponRemoveClicked, { scope });
    expect(calls).toEqual(['remove']);
    expect(scope.getState($appliedCode)).toBeNull();
    expect(toastsOf(scope)).toEqual([{ level: 'success', title: { key: CART_TEXT_KEYS.coupon.removed } }]);
  });

  it("§8: a failed remove keeps the coupon and shows 'Erro ao remover cupão'", async () => {
    const { scope } = discountsScope({ cart: cartOf(40, summer), remove: apiError(500, { message: 'Server Error' }) });
    await allSettled(couponRemoveClicked, { scope });
    expect(scope.getState($appliedCode)).toBe('VERAO10');
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: CART_TEXT_KEYS.coupon.removeFailed } }]);
  });

  it('with nothing applied nothing is sent', async () => {
    const { scope, calls } = discountsScope();
    await allSettled(couponRemoveClicked, { scope });
    expect(calls).toEqual([]);
  });
});

describe('§2 the code can be copied', () => {
  it("the code goes to the clipboard: 'Código {code} copiado!'", async () => {
    const copied: string[] = [];
    const { scope } = discountsScope({ clipboard: async (text) => void copied.push(text) });
    await allSettled(codeCopied, { scope, params: 'VERAO10' });
    expect(copied).toEqual(['VERAO10']);
    expect(toastsOf(scope)).toEqual([{ level: 'success', title: { key: DISCOUNTS_TEXT_KEYS.codeCopied, values: { code: 'VERAO10' } } }]);
  });

  it("§8: a refused clipboard (or none) shows 'Erro ao copiar código'", async () => {
    const refused = discountsScope({ clipboard: () => Promise.reject(new Error('NotAllowedError')) });
    await allSettled(codeCopied, { scope: refused.scope, params: 'VERAO10' });
    expect(toastsOf(refused.scope)).toEqual([{ level: 'error', title: { key: DISCOUNTS_TEXT_KEYS.copyFailed } }]);
    const none = discountsScope({ clipboard: null });
    await allSettled(codeCopied, { scope: none.scope, params: 'VERAO10' });
    expect(toastsOf(none.scope)).toEqual([{ level: 'error', title: { key: DISCOUNTS_TEXT_KEYS.copyFailed } }]);
  });
});

describe('§4 Discounts: live updates (discount_list UpdateDiscounts)', () => {
  it('an update with is_active false removes the discount', async () => {
    const { scope } = discountsScope();
    await allSettled(discountUpdated, { scope, params: { message: { ...fiveOff, is_active: false } } });
    expect(scope.getState($discounts)).toEqual([summer, lastOnes]);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it("the applied one deactivated is cleared (the cart drops it) with the error 'O cupão aplicado foi desativado'", async () => {
    let answer: () => void = () => undefined;
    const { scope, calls } = discountsScope({
      cart: cartOf(40, summer),
      remove: () => new Promise<Cart>((resolve) => (answer = () => resolve(cartOf(40, null, 3)))),
    });
    const updating = allSettled(discountUpdated, { scope, params: { message: { ...summer, is_active: false } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($appliedCode)).toBeNull();
    expect(calls).toEqual(['remove']);
    answer();
    await updating;
    expect(scope.getState($appliedCode)).toBeNull();
    expect(scope.getState($discounts)).toEqual([fiveOff, lastOnes]);
    expect(toastsOf(scope)).toEqual([{ level: 'error', title: { key: DISCOUNTS_TEXT_KEYS.appliedDeactivated } }]);
  });

  it('an update for a known code replaces it', async () => {
    const { scope } = discountsScope();
    const changed = { ...fiveOff, value: 7, usage_count: 3 };
    await allSettled(discountUpdated, { scope, params: { message: changed } });
    expect(scope.getState($discounts)).toEqual([summer, changed, lastOnes]);
  });

  it('an update for an unknown code adds it', async () => {
    const { scope } = discountsScope();
    const added = coupon(8, 'OUTONO20', { value: 20 });
    await allSettled(discountUpdated, { scope, params: { message: added } });
    expect(scope.getState($discounts)).toEqual([summer, fiveOff, lastOnes, added]);
  });

  it('a message sent as JSON text is read like an object', async () => {
    const { scope } = discountsScope();
    await allSettled(discountUpdated, { scope, params: JSON.stringify({ message: { ...summer, is_active: false } }) });
    expect(scope.getState($discounts)).toEqual([fiveOff, lastOnes]);
  });

  it('an invalid message is ignored', async () => {
    const { scope } = discountsScope();
    for (const raw of ['not json', { message: { code: 'X' } }, null, { message: { ...summer, discount_uuid: 'nope' } }]) {
      await allSettled(discountUpdated, { scope, params: raw });
    }
    expect(scope.getState($discounts)).toEqual([summer, fiveOff, lastOnes]);
  });
});
