import { CHECKOUT_GUARD_REASONS } from '../../../features/checkout';
import type { CheckoutGuardReason } from '../../../features/checkout';
import type { Locale } from '../../../contract';
import { href } from '../../routes/href';

/**
 * §6 checkout guard: a checkout that cannot be shown sends the shopper to the cart with the reason in this
 * query parameter (`/cart/{uuid}?checkout=empty`); the cart page says it (`checkoutPages.guard.{reason}`).
 */
export const CHECKOUT_GUARD_PARAM = 'checkout';

/** The guard's reason in a cart page's query, or null. */
export function guardReasonOf(search: string): CheckoutGuardReason | null {
  const value = new URLSearchParams(search).get(CHECKOUT_GUARD_PARAM);
  return (CHECKOUT_GUARD_REASONS as readonly string[]).includes(value ?? '') ? (value as CheckoutGuardReason) : null;
}

/** Where a refused checkout sends the shopper: the cart, saying why. */
export function guardRedirect(cartUuid: string, reason: CheckoutGuardReason, locale: Locale): string {
  return `${href('cart', { uuid: cartUuid }, locale)}?${CHECKOUT_GUARD_PARAM}=${reason}`;
}
