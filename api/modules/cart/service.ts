import {
  SessionId,
  Uuid,
  normalizeCouponCode,
  type Cart,
  type CartConflictCode,
  type CartSaveRequest,
  type CartUpdateRequest,
  type CouponRejectionReason,
  type Locale,
} from '../../../contract';
import type { Database, Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import type { DomainEventBus } from '../../events';
import {
  couponById,
  couponByCode,
  couponEligibleOffers,
  couponRowRejection,
  couponVisibleTo,
  createOfferDetailsCache,
  eligibleSubtotal,
  insertCart,
  linesOf,
  lockCartByUuid,
  lockOpenCartOfCustomer,
  lockOpenCartOfSession,
  moveToFreshSession,
  offerStock,
  peekCart,
  touchCart,
  viewCart,
  writeCartLines,
  type CartLookup,
  type CartRow,
  type CartView,
  type StoredLine,
  type WriteFlags,
} from './repository';
import {
  CART_NOT_OPEN_MESSAGE,
  CART_VERSION_CONFLICT_MESSAGE,
  COUPON_MESSAGES,
  absorbLines,
  atLeastCurrent,
  fromCents,
  mergeSentLines,
  planLines,
  toCents,
  type PlannedLine,
  type RequestedLine,
} from './rules';

/**
 * The cart flows: who may touch which cart, and each write as one transaction that holds the cart
 * row (`select … for update`) from its check to its commit. Offers are read, never locked: carts do
 * not reserve stock (checkout does), so a cart write never waits on another cart.
 */

/** Who calls: the signed-in user (cookie session or bearer) and the browser's session id. */
export type Caller = { userId: number | null; sessionId: string | null; locale: Locale };

export type CartFailure =
  | { kind: 'notFound' }
  | { kind: 'forbidden' }
  | { kind: 'unavailable'; offerId: number; index: number }
  | { kind: 'conflict'; code: CartConflictCode; message: string; cart: Cart | null; offerId?: number; available?: number };

export type CartOutcome = { ok: true; cart: Cart; created: boolean } | ({ ok: false } & CartFailure);

export type CouponOutcome =
  | { ok: true; cart: Cart }
  | { ok: false; kind: 'rejected'; reason: CouponRejectionReason; message: string; minimum?: number }
  | { ok: false; kind: 'conflict'; code: CartConflictCode; message: string; cart: Cart | null };

export type CartService = ReturnType<typeof createCartService>;

declare module 'fastify' {
  interface FastifyInstance {
    carts: CartService;
  }
}

/** A guest cart answers to its session id; a customer's only to that signed-in customer; an abandoned one to nobody. */
export function canAccess(cart: Pick<CartRow, 'customerId' | 'sessionId' | 'status'>, caller: Pick<Caller, 'userId' | 'sessionId'>): boolean {
  if (cart.status === 'ABANDONED') return false;
  if (cart.customerId !== null) return caller.userId === cart.customerId;
  return caller.sessionId !== null && caller.sessionId === cart.sessionId;
}

/** Thrown inside a transaction to roll it back; `viewAfter` is the cart to answer with once the lock is gone. */
class Refusal extends Error {
  constructor(
    readonly failure: CartFailure | Extract<CouponOutcome, { ok: false }>,
    readonly viewAfter: CartLookup | null = null,
  ) {
    super(failure.kind);
  }
}

/** Offer names and pictures are re-read at least this often (and at once on `product.changed`). */
export const OFFER_DETAILS_TTL_MS = 60_000;

export function createCartService(database: Database, options: { now: () => Date; mediaOrigin: string; events: DomainEventBus }) {
  const details = createOfferDetailsCache({ ttlMs: OFFER_DETAILS_TTL_MS, maxEntries: 20_000, now: () => Date.now() });
  options.events.on('product.changed', () => details.clear());
  const view = (query: Query, lookup: CartLookup, locale: Locale, flags?: WriteFlags) =>
    viewCart(query, lookup, { locale, now: options.now(), mediaOrigin: options.mediaOrigin, details, ...(flags ? { flags } : {}) });

  // Two first saves of one session meet on the unique index: the loser runs again and finds the cart.
  const transaction = <T>(run: (query: Query) => Promise<T>): Promise<T> => transactionWithRetry(database, run);

  /** Runs a write; a Refusal becomes its failure, answered with the cart read after the rollback. */
  async function refusable<T>(locale: Locale, run: (query: Query) => Promise<T>): Promise<T | { ok: false; failure: Refusal['failure'] }> {
    try {
      return await transaction(run);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const { failure, viewAfter } = error;
      if (failure.kind === 'conflict' && viewAfter) {
        const current = await view(database.query, viewAfter, locale);
        return { ok: false, failure: { ...failure, cart: current?.cart ?? null } };
      }
      return { ok: false, failure };
    }
  }

  /** Drops an applied coupon that can no longer come back by itself (expired, inactive, used up, not the owner's). */
  async function applicableCoupon(query: Query, discountId: number | null, customerId: number | null, subtotal: number): Promise<number | null> {
    if (discountId === null) return null;
    const coupon = await couponById(query, discountId);
    if (!coupon || !couponVisibleTo(coupon, customerId)) return null;
    const rejection = couponRowRejection(coupon, subtotal, options.now());
    return rejection === 'expired' || rejection === 'limitReached' ? null : discountId;
  }

  /**
   * The common tail of save and update: plan the lines against the cart's own, absorb the customer's
   * older cart when this write claims a guest cart, write, bump the version, answer the cart.
   */
  async function writeCart(
    query: Query,
    target: CartRow,
    stored: readonly StoredLine[],
    requested: readonly RequestedLine[],
    write: { mode: 'replace' | 'addInto'; claimFor: number | null; locale: Locale; refusedView: CartLookup | null },
  ): Promise<CartView> {
    const current = new Map(stored.map((line) => [line.offerId, line.quantity]));
    const older = write.claimFor !== null ? await lockOpenCartOfCustomer(query, write.claimFor, target.id) : null;
    const olderLines = older ? await linesOf(query, older.id) : [];
    const lines = write.mode === 'addInto' ? atLeastCurrent(requested, current) : requested;
    const offers = await offerStock(query, [...new Set([...lines, ...olderLines].map((line) => line.offerId))]);
    const plan = planLines(lines, current, offers);
    if (!plan.ok) {
      if (plan.reason === 'unavailable') throw new Refusal({ kind: 'unavailable', offerId: plan.offerId, index: plan.index });
      throw new Refusal(
        { kind: 'conflict', code: 'OUT_OF_STOCK', message: plan.message, cart: null, offerId: plan.offerId, available: plan.available },
        write.refusedView,
      );
    }
    const planned: PlannedLine[] = older ? absorbLines(plan.lines, olderLines, offers) : plan.lines;
    // The customer's older cart leaves the OPEN slot before this one takes the customer.
    if (older) await touchCart(query, older.id, { status: 'ABANDONED' });
    const customerId = write.claimFor ?? target.customerId;
    const subtotal = fromCents(planned.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
    const discountId = await applicableCoupon(query, target.discountId ?? older?.discountId ?? null, customerId, subtotal);
    await writeCartLines(query, target.id, planned, { discountId, ...(write.claimFor !== null ? { customerId: write.claimFor } : {}) });
    const flags: WriteFlags = new Map(planned.map((line) => [line.offerId, { priceChanged: line.priceChanged, quantityAdjusted: line.quantityAdjusted }]));
    return (await view(query, { by: 'id', value: target.id }, write.locale, flags))!;
  }

  return {
    /** §7 GET by cart uuid or session id; null when the caller may not see it (or it does not exist). */
    async find(key: string, caller: Caller): Promise<Cart | null> {
      if (Uuid.safeParse(key).success) {
        const found = await view(database.query, { by: 'uuid', value: key }, caller.locale);
        return found && canAccess(found.row, caller) ? found.cart : null;
      }
      if (!SessionId.safeParse(key).success) return null;
      if (caller.sessionId !== null && caller.sessionId !== key) return null;
      if (caller.userId !== null) {
        const own = await view(database.query, { by: 'openOfCustomer', value: caller.userId }, caller.locale);
        if (own) return own.cart;
      }
      return (await view(database.query, { by: 'openOfSession', value: key }, caller.locale))?.cart ?? null;
    },

    /**
     * §7 POST save. Into the session's OPEN cart if it has one (or, for a signed-in customer, their
     * OPEN cart); otherwise a new cart. `created` says which.
     */
    async save(body: CartSaveRequest, caller: Caller): Promise<CartOutcome> {
      if (caller.sessionId !== null && caller.sessionId !== body.session_id) return { ok: false, kind: 'forbidden' };
      if (body.customer_id !== null && body.customer_id !== caller.userId) return { ok: false, kind: 'forbidden' };
      const actor = { userId: caller.userId, sessionId: body.session_id };
      const claimFor = body.customer_id;
      const requested = mergeSentLines(body.items);
      const result = await refusable(caller.locale, async (query) => {
        let target: CartRow | null = null;
        const ofSession = await lockOpenCartOfSession(query, body.session_id);
        if (ofSession && canAccess(ofSession, actor)) target = ofSession;
        else if (ofSession) await moveToFreshSession(query, ofSession.id);
        if (!target && claimFor !== null) target = await lockOpenCartOfCustomer(query, claimFor, null);
        const created = target === null;
        if (!target) target = await insertCart(query, body.session_id, claimFor);
        const claiming = claimFor !== null && target.customerId === null ? claimFor : null;
        const stored = created ? [] : await linesOf(query, target.id);
        const saved = await writeCart(query, target, stored, requested, {
          mode: created ? 'replace' : 'addInto',
          claimFor: claiming,
          locale: caller.locale,
          refusedView: created ? null : { by: 'id', value: target.id },
        });
        return { ok: true as const, cart: saved.cart, created };
      });
      return result.ok ? result : { ok: false, ...result.failure } as CartOutcome;
    },

    /**
     * §7 PUT update: the sent items replace the cart's lines. A stale `version` → 409 with the cart;
     * `customer_id` of the signed-in customer on a guest cart claims it (merge on sign-in).
     */
    async update(body: CartUpdateRequest, caller: Caller): Promise<CartOutcome> {
      if (caller.sessionId !== null && caller.sessionId !== body.session_id) return { ok: false, kind: 'notFound' };
      if (body.customer_id !== null && body.customer_id !== caller.userId) return { ok: false, kind: 'forbidden' };
      const actor = { userId: caller.userId, sessionId: body.session_id };
      const requested = mergeSentLines(body.items);
      if (body.version !== undefined) {
        // Versions only grow: one already past the sent one is a conflict without queueing for the lock.
        const seen = await peekCart(database.query, body.cart_uuid);
        if (seen && canAccess(seen, actor) && seen.status === 'OPEN' && seen.version > body.version) {
          const current = await view(database.query, { by: 'id', value: seen.id }, caller.locale);
          return { ok: false, kind: 'conflict', code: 'CART_VERSION_CONFLICT', message: CART_VERSION_CONFLICT_MESSAGE, cart: current?.cart ?? null };
        }
      }
      const result = await refusable(caller.locale, async (query) => {
        const target = await lockCartByUuid(query, body.cart_uuid);
        if (!target || !canAccess(target, actor)) throw new Refusal({ kind: 'notFound' });
        const here: CartLookup = { by: 'id', value: target.id };
        if (target.status !== 'OPEN') throw new Refusal({ kind: 'conflict', code: 'CART_NOT_OPEN', message: CART_NOT_OPEN_MESSAGE, cart: null }, here);
        if (body.version !== undefined && body.version !== target.version) {
          throw new Refusal({ kind: 'conflict', code: 'CART_VERSION_CONFLICT', message: CART_VERSION_CONFLICT_MESSAGE, cart: null }, here);
        }
        const claimFor = body.customer_id !== null && target.customerId === null ? body.customer_id : null;
        const saved = await writeCart(query, target, target.lines, requested, { mode: 'replace', claimFor, locale: caller.locale, refusedView: here });
        return { ok: true as const, cart: saved.cart, created: false };
      });
      return result.ok ? result : { ok: false, ...result.failure } as CartOutcome;
    },

    /** §7 DELETE: the cart and its lines are gone (later calls answer 404). */
    async remove(cartUuid: string, caller: Caller): Promise<CartOutcome | { ok: true; cart: null }> {
      if (!Uuid.safeParse(cartUuid).success) return { ok: false, kind: 'notFound' };
      const result = await refusable(caller.locale, async (query) => {
        const target = await lockCartByUuid(query, cartUuid);
        if (!target || !canAccess(target, caller)) throw new Refusal({ kind: 'notFound' });
        if (target.status !== 'OPEN') {
          throw new Refusal({ kind: 'conflict', code: 'CART_NOT_OPEN', message: CART_NOT_OPEN_MESSAGE, cart: null }, { by: 'id', value: target.id });
        }
        await query('delete from carts where id = $1', [target.id]);
        return { ok: true as const, cart: null };
      });
      return result.ok ? result : { ok: false, ...result.failure } as CartOutcome;
    },

    /** §5 server-side apply: an existing cart, a known code (normalised), then the §5 checks in order. */
    async applyCoupon(cartUuid: string, code: string, caller: Caller): Promise<CouponOutcome> {
      return coupon(cartUuid, caller, async (query, target) => {
        const found = await couponByCode(query, normalizeCouponCode(code));
        if (!found || !couponVisibleTo(found, target.customerId)) {
          throw new Refusal({ ok: false, kind: 'rejected', reason: 'notFound', message: COUPON_MESSAGES.notFound });
        }
        const offers = await offerStock(query, target.lines.map((line) => line.offerId));
        const priced = target.lines.map((line) => ({ offerId: line.offerId, price: offers.get(line.offerId)?.price ?? line.price, quantity: line.quantity }));
        const subtotal = fromCents(priced.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
        const covered = found.scoped ? eligibleSubtotal(priced, await couponEligibleOffers(query, found.id, priced.map((line) => line.offerId))) : subtotal;
        const rejection = couponRowRejection(found, subtotal, options.now(), covered);
        if (rejection === 'minimumRequired') {
          const minimum = found.minimumOrderValue ?? 0;
          throw new Refusal({ ok: false, kind: 'rejected', reason: rejection, message: COUPON_MESSAGES.minimumRequired(minimum), minimum });
        }
        if (rejection) throw new Refusal({ ok: false, kind: 'rejected', reason: rejection, message: COUPON_MESSAGES[rejection] });
        return found.id;
      });
    },

    async removeCoupon(cartUuid: string, caller: Caller): Promise<CouponOutcome> {
      return coupon(cartUuid, caller, async () => null);
    },
  };

  /** Both coupon writes: the caller's OPEN cart under its lock, then its new coupon (or none). */
  async function coupon(
    cartUuid: string,
    caller: Caller,
    choose: (query: Query, target: CartRow & { lines: StoredLine[] }) => Promise<number | null>,
  ): Promise<CouponOutcome> {
    const cartNotFound: CouponOutcome = { ok: false, kind: 'rejected', reason: 'cartNotFound', message: COUPON_MESSAGES.cartNotFound };
    if (!Uuid.safeParse(cartUuid).success) return cartNotFound;
    const result = await refusable(caller.locale, async (query) => {
      const target = await lockCartByUuid(query, cartUuid);
      if (!target || !canAccess(target, caller)) throw new Refusal(cartNotFound as Extract<CouponOutcome, { ok: false }>);
      if (target.status !== 'OPEN') {
        throw new Refusal({ kind: 'conflict', code: 'CART_NOT_OPEN', message: CART_NOT_OPEN_MESSAGE, cart: null }, { by: 'id', value: target.id });
      }
      const discountId = await choose(query, target);
      await touchCart(query, target.id, { discountId });
      return { ok: true as const, cart: (await view(query, { by: 'id', value: target.id }, caller.locale))!.cart };
    });
    if (result.ok) return result;
    const { failure } = result;
    if (failure.kind === 'conflict') return { ok: false, kind: 'conflict', code: failure.code, message: failure.message, cart: failure.cart };
    if (failure.kind === 'rejected') return failure as CouponOutcome;
    return cartNotFound;
  }
}
