/**
 * MSW handlers of the carts and coupons (§7 v1/carts/…), answering like api/modules/cart: GET by cart uuid or
 * session id, POST save (201 when it creates the cart, into the session's OPEN cart otherwise), PUT update with
 * `version` (409 CART_VERSION_CONFLICT with the current cart when stale), server prices and stock (a new line
 * above stock clamped and flagged `quantity_adjusted`, a raised line above stock 409 OUT_OF_STOCK), 409
 * CART_NOT_OPEN for writes to a cart that is no longer OPEN, DELETE, and coupon apply/remove with the
 * `CouponRejectionBody` refusals (422, 404 cartNotFound). Bodies are strict like the API: a bad one is a 400.
 *
 * Each `cartHandlers()` call keeps its own carts, so a story can add, change and remove and see the cart follow:
 * `beforeEach({ msw }) { msw.use(...cartHandlers({ carts: [emptyCart] })) }`. The 409 paths: add the offer
 * `MOCK_OUT_OF_STOCK_OFFER_ID` (stock 0) for OUT_OF_STOCK, `versionConflicts: n` for the next n updates to meet
 * another tab's write, a cart with status 'CHECKOUT' for CART_NOT_OPEN; `couponRateLimited()` answers 429.
 */
import { HttpResponse, http } from 'msw';
import type { JsonBodyType } from 'msw';
import {
  COMMERCE_API_PATHS,
  CartSaveRequest,
  CartUpdateRequest,
  CouponApplyRequest,
  SESSION_ID_HEADER,
  Uuid,
  couponRejection,
  normalizeCouponCode,
} from '../contract';
import type {
  Cart,
  CartConflictBody,
  CartConflictCode,
  CartItemInput,
  CartResponse,
  CouponApplyResponse,
  CouponRejectionBody,
  Discount,
  MessageBody,
  SuccessBody,
  ValidationErrorBody,
} from '../contract';
import { cart, cartItemFor, discounts, fixtureUuid, offerIndex, productOutOfStock, withCartTotals } from './fixtures';

export const CART_MOCK_PATHS = {
  cart: `*${COMMERCE_API_PATHS.cart(':cartUuidOrSessionId')}`,
  cartSave: `*${COMMERCE_API_PATHS.cartSave}`,
  cartUpdate: `*${COMMERCE_API_PATHS.cartUpdate}`,
  cartDelete: `*${COMMERCE_API_PATHS.cartDelete(':cartUuid')}`,
  cartCoupon: `*${COMMERCE_API_PATHS.cartCoupon(':cartUuid')}`,
} as const;

/** An offer with no stock: adding it answers 409 OUT_OF_STOCK (available 0). */
export const MOCK_OUT_OF_STOCK_OFFER_ID = productOutOfStock.variants[0]!.offers[0]!.offer_id;

/** The API's texts (api/modules/cart/rules.ts). */
export const CART_MOCK_MESSAGES = {
  cartNotFound: 'Carrinho não encontrado',
  notOpen: 'Este carrinho já não pode ser alterado.',
  versionConflict: 'O carrinho mudou entretanto; volte a aplicar a alteração.',
  limitReached: 'Limite de stock atingido',
  onlyInStock: (count: number) => `Apenas ${count} em stock`,
  couponNotFound: 'Cupão não encontrado',
  couponExpired: 'Cupão expirado ou inativo',
  couponMinimum: (minimum: number) => `Compra mínima de ${new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(minimum)}`,
  couponLimitReached: 'Limite de utilização do cupão atingido',
  couponApplied: 'Coupon applied successfully',
  couponRemoved: 'Coupon removed',
} as const;

export interface CartMockOptions {
  /** The carts the API holds at first (the fixture cart by default). */
  carts?: Cart[];
  /** The coupons a code can name (the fixture coupons by default). */
  coupons?: Discount[];
  /** Check guest ownership by the X-Session-Id header like the API (off by default: stories rarely know the session). */
  checkSession?: boolean;
  /** The next n updates meet another tab's write: the cart's version moves on and the update answers 409 CART_VERSION_CONFLICT. */
  versionConflicts?: number;
}

const json = <T extends JsonBodyType>(body: T, status = 200) => HttpResponse.json(body, { status });
const notFound = () => json<MessageBody>({ message: CART_MOCK_MESSAGES.cartNotFound }, 404);
const conflict = (code: CartConflictCode, message: string, data: Cart | null, extra: Pick<CartConflictBody, 'offer_id' | 'available'> = {}) =>
  json<CartConflictBody>({ message, code, data, ...extra }, 409);
const invalid = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  return json<ValidationErrorBody>({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors }, 400);
};
const couponRefusal = (body: CouponRejectionBody) => json<CouponRejectionBody>(body, body.reason === 'cartNotFound' ? 404 : 422);
const stockOf = (offerId: number) => offerIndex.get(offerId)?.offer.initial_stock ?? 0;

type LinePlan = { ok: true; lines: Cart['items'] } | { ok: false; offerId: number; available: number; message: string };

/**
 * §5 on the server: lines of one offer count together, a new line above stock is clamped (flagged), a raised
 * line above stock refused; prices are the server's. `addInto` (a save into an existing cart) keeps every
 * line the cart holds, at least at its quantity.
 */
function planLines(sent: readonly CartItemInput[], current: Cart | null, nextId: () => number, addInto = false): LinePlan {
  const merged = new Map<number, number>();
  for (const line of sent) merged.set(line.offer_id, (merged.get(line.offer_id) ?? 0) + line.quantity);
  if (addInto) for (const item of current?.items ?? []) merged.set(item.offer_id, Math.max(merged.get(item.offer_id) ?? 0, item.quantity));
  const lines: Cart['items'] = [];
  for (const [offerId, wanted] of merged) {
    const held = current?.items.find((item) => item.offer_id === offerId);
    const available = stockOf(offerId);
    let quantity = wanted;
    let adjusted = false;
    if (wanted > (held?.quantity ?? 0) && wanted > available) {
      if (held || available === 0) {
        const message = available - (held?.quantity ?? 0) <= 0 ? CART_MOCK_MESSAGES.limitReached : CART_MOCK_MESSAGES.onlyInStock(available);
        return { ok: false, offerId, available, message };
      }
      quantity = available;
      adjusted = true;
    }
    const read = cartItemFor({ offer_id: offerId, quantity }, held?.id ?? nextId());
    if (!read) continue;
    const sentPrice = sent.find((line) => line.offer_id === offerId)?.price;
    lines.push({ ...read, ...(adjusted ? { quantity_adjusted: true } : {}), ...(sentPrice !== undefined && sentPrice !== read.price ? { price_changed: true } : {}) });
  }
  return { ok: true, lines };
}

/** GET, save, update, delete and both coupon calls of one set of carts, kept between calls. */
export function cartHandlers({ carts: initial = [cart], coupons = discounts, checkSession = false, versionConflicts = 0 }: CartMockOptions = {}) {
  const carts = new Map(initial.map((value) => [value.cart_uuid, structuredClone(value)]));
  let conflictsLeft = versionConflicts;
  let nextCart = 700;
  let nextLine = 900;
  const lineId = () => nextLine++;
  // A write's answer flags its lines (price changed, quantity adjusted); the stored cart, read back later, does not.
  const keep = (value: Cart) => {
    const answered = withCartTotals(value);
    carts.set(
      answered.cart_uuid,
      { ...answered, items: answered.items.map(({ price_changed: _price, quantity_adjusted: _adjusted, ...item }) => item) },
    );
    return structuredClone(answered);
  };
  const mayAccess = (request: Request, value: Cart) => !checkSession || value.customer_id !== null || request.headers.get(SESSION_ID_HEADER) === value.session_id;
  const accessible = (request: Request, uuid: unknown) => {
    const found = typeof uuid === 'string' ? carts.get(uuid) : undefined;
    return found && found.status !== 'ABANDONED' && mayAccess(request, found) ? found : null;
  };
  const openOfSession = (sessionId: string) => [...carts.values()].find((value) => value.session_id === sessionId && value.status === 'OPEN') ?? null;

  return [
    http.get(CART_MOCK_PATHS.cart, ({ request, params }) => {
      const key = String(params.cartUuidOrSessionId);
      const found = Uuid.safeParse(key).success ? accessible(request, key) : openOfSession(key);
      return found && mayAccess(request, found) ? json<CartResponse>({ data: structuredClone(found) }) : notFound();
    }),
    http.post(CART_MOCK_PATHS.cartSave, async ({ request }) => {
      const body = CartSaveRequest.strict().safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(body.error.issues);
      const existing = openOfSession(body.data.session_id);
      const plan = planLines(body.data.items, existing, lineId, existing !== null);
      if (!plan.ok) {
        return conflict('OUT_OF_STOCK', plan.message, existing ? structuredClone(existing) : null, { offer_id: plan.offerId, available: plan.available });
      }
      if (existing) return json<CartResponse>({ data: keep({ ...existing, items: plan.lines, version: existing.version + 1 }) });
      const created = keep({
        cart_uuid: fixtureUuid(nextCart++),
        session_id: body.data.session_id,
        customer_id: body.data.customer_id,
        status: 'OPEN',
        items: plan.lines,
        discounts: structuredClone(cart.discounts.filter((discount) => !discount.code)),
        total_items: 0,
        total_price: 0,
        version: 1,
      });
      return json<CartResponse>({ data: created }, 201);
    }),
    http.put(CART_MOCK_PATHS.cartUpdate, async ({ request }) => {
      const body = CartUpdateRequest.strict().safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(body.error.issues);
      const current = accessible(request, body.data.cart_uuid);
      if (!current) return notFound();
      if (current.status !== 'OPEN') return conflict('CART_NOT_OPEN', CART_MOCK_MESSAGES.notOpen, structuredClone(current));
      if (conflictsLeft > 0) {
        conflictsLeft -= 1;
        return conflict('CART_VERSION_CONFLICT', CART_MOCK_MESSAGES.versionConflict, keep({ ...current, version: current.version + 1 }));
      }
      if (body.data.version !== undefined && body.data.version !== current.version) {
        return conflict('CART_VERSION_CONFLICT', CART_MOCK_MESSAGES.versionConflict, structuredClone(current));
      }
      const plan = planLines(body.data.items, current, lineId);
      if (!plan.ok) return conflict('OUT_OF_STOCK', plan.message, structuredClone(current), { offer_id: plan.offerId, available: plan.available });
      return json<CartResponse>({
        data: keep({ ...current, customer_id: body.data.customer_id ?? current.customer_id, items: plan.lines, version: current.version + 1 }),
      });
    }),
    http.delete(CART_MOCK_PATHS.cartDelete, ({ request, params }) => {
      const current = accessible(request, params.cartUuid);
      if (!current) return notFound();
      if (current.status !== 'OPEN') return conflict('CART_NOT_OPEN', CART_MOCK_MESSAGES.notOpen, structuredClone(current));
      carts.delete(current.cart_uuid);
      return json<SuccessBody & { message: string }>({ success: true, message: 'Cart deleted' });
    }),
    http.post(CART_MOCK_PATHS.cartCoupon, async ({ request, params }) => {
      const body = CouponApplyRequest.strict().safeParse(await request.json().catch(() => null));
      if (!body.success) {
        const errors = { code: body.error.issues.map((issue) => issue.message) };
        return json<ValidationErrorBody>({ message: errors.code[0] ?? 'The code field is required.', errors }, 422);
      }
      const current = accessible(request, params.cartUuid);
      if (!current) return couponRefusal({ message: CART_MOCK_MESSAGES.cartNotFound, reason: 'cartNotFound' });
      if (current.status !== 'OPEN') return conflict('CART_NOT_OPEN', CART_MOCK_MESSAGES.notOpen, structuredClone(current));
      const coupon = coupons.find((candidate) => normalizeCouponCode(candidate.code) === normalizeCouponCode(body.data.code));
      if (!coupon) return couponRefusal({ message: CART_MOCK_MESSAGES.couponNotFound, reason: 'notFound' });
      const subtotal = withCartTotals(current).subtotal ?? 0;
      const rejection = couponRejection(coupon, subtotal);
      if (rejection === 'minimumRequired') {
        const minimum = coupon.minimum_order_value ?? 0;
        return couponRefusal({ message: CART_MOCK_MESSAGES.couponMinimum(minimum), reason: rejection, minimum_order_value: minimum });
      }
      if (rejection === 'expired') return couponRefusal({ message: CART_MOCK_MESSAGES.couponExpired, reason: rejection });
      if (rejection === 'limitReached') return couponRefusal({ message: CART_MOCK_MESSAGES.couponLimitReached, reason: rejection });
      const applied = {
        type: coupon.discount_type,
        minimum_order_value: coupon.minimum_order_value,
        discount_uuid: coupon.discount_uuid,
        code: coupon.code,
        value: coupon.value,
      };
      const data = keep({ ...current, discounts: [...current.discounts.filter((discount) => !discount.code), applied], version: current.version + 1 });
      return json<CouponApplyResponse>({ message: CART_MOCK_MESSAGES.couponApplied, data });
    }),
    http.delete(CART_MOCK_PATHS.cartCoupon, ({ request, params }) => {
      const current = accessible(request, params.cartUuid);
      if (!current) return couponRefusal({ message: CART_MOCK_MESSAGES.cartNotFound, reason: 'cartNotFound' });
      if (current.status !== 'OPEN') return conflict('CART_NOT_OPEN', CART_MOCK_MESSAGES.notOpen, structuredClone(current));
      const data = keep({ ...current, discounts: current.discounts.filter((discount) => !discount.code), version: current.version + 1 });
      return json<CouponApplyResponse>({ message: CART_MOCK_MESSAGES.couponRemoved, data });
    }),
  ];
}

/** E6: the coupon apply limit was hit (429 with Retry-After). */
export const couponRateLimited = () =>
  http.post(CART_MOCK_PATHS.cartCoupon, () =>
    HttpResponse.json<MessageBody>({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '60' } }),
  );

/** No cart for any key: the storefront starts a new one (§4). */
export const cartNotFound = () => http.get(CART_MOCK_PATHS.cart, () => notFound());
