import { CHECKOUT_FIELD_MESSAGES, type CheckoutOrderRequest, type CheckoutTotals, type OrderPaymentMethod } from '../../../contract';
import type { Query } from '../../db/client';
import type { CartRow } from '../cart/repository';
import type { Caller } from '../cart/service';
import { availableCredit, lockCustomer } from './repository';

/**
 * Store credit at checkout: only the signed-in customer who owns the cart has any; a guest's (or anyone
 * else's) is 0. The checkout view shows it; the order takes it under the customer's lock.
 */

const ownerOf = (cart: Pick<CartRow, 'customerId'>, caller: Pick<Caller, 'userId'>) =>
  cart.customerId !== null && caller.userId === cart.customerId ? cart.customerId : null;

/** The cart owner's spendable credit in cents (0 for a guest); a read, no lock. */
export async function creditOfCartOwner(query: Query, cart: Pick<CartRow, 'customerId'>, caller: Pick<Caller, 'userId'>): Promise<number> {
  const owner = ownerOf(cart, caller);
  return owner === null ? 0 : availableCredit(query, owner);
}

/**
 * Inside the order's transaction, after the cart's lock: the customer's users row held until the commit
 * (so a concurrent order waits and then sees this one's spend), and the credit they may use now, in cents.
 * 0 when the order does not use credit. A guest asking for it is a 422 `use_store_credit`.
 */
export async function creditForOrder(
  query: Query,
  cart: Pick<CartRow, 'customerId'>,
  caller: Pick<Caller, 'userId'>,
  body: Pick<CheckoutOrderRequest, 'use_store_credit'>,
): Promise<{ ok: true; cents: number } | { ok: false; errors: Record<string, string[]> }> {
  if (body.use_store_credit !== true) return { ok: true, cents: 0 };
  const owner = ownerOf(cart, caller);
  if (owner === null) return { ok: false, errors: { use_store_credit: [CHECKOUT_FIELD_MESSAGES.storeCreditGuest] } };
  await lockCustomer(query, owner);
  return { ok: true, cents: await availableCredit(query, owner) };
}

/**
 * How the order is paid once its totals are known: `store_credit` when the credit covers the whole total
 * (paid at once, without the gateway, whatever gateway method was named), else the gateway method named;
 * `store_credit` named without full cover is a 422 `payment_method`.
 */
export function paymentMethodOf(
  body: Pick<CheckoutOrderRequest, 'payment_method' | 'mbway_phone'>,
  totals: Pick<CheckoutTotals, 'total' | 'store_credit'>,
): { ok: true; method: OrderPaymentMethod } | { ok: false; errors: Record<string, string[]> } {
  if (totals.store_credit > 0 && totals.total === 0) return { ok: true, method: 'store_credit' };
  if (body.payment_method === 'store_credit') return { ok: false, errors: { payment_method: [CHECKOUT_FIELD_MESSAGES.storeCreditShort] } };
  return { ok: true, method: body.payment_method };
}
