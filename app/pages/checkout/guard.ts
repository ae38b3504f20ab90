import type { CheckoutGuardReason } from '../../../features/checkout';
import type { Locale } from '../../../contract';
import { href } from '../../routes/href';

/**
 * §6 checkout guard: a checkout that cannot be shown sends the shopper to the cart with the reason in this
 * query parameter (`/cart/{uuid}?checkout=empty`); the cart page says it (`checkoutPages.guard.{reason}`).
 */
export const CHECKOUT_GUARD_PARAM = 'checkout';

/**
 * The guard's reasons (features/checkout `CHECKOUT_GUARD_REASONS`), named here by type only: the cart page
 * reads them without loading the checkout model into its chunk. The compiler keeps the two lists equal.
 */
const REASONS = ['missing', 'notOpen', 'foreign', 'empty'] as const satisfies readonly CheckoutGuardReason[];
type Unlisted = Exclude<CheckoutGuardReason, (typeof REASONS)[number]>;
const everyReasonListed: [Unlisted] extends [never] ? true : never = true;
void everyReasonListed;

/** The guard's reason in a cart page's query, or null. */
export function guardReasonOf(search: string): CheckoutGuardReason | null {
  const value = new URLSearchParams(search).get(CHECKOUT_GUARD_PARAM);
  return (REASONS as readonly string[]).includes(value ?? '') ? (value as CheckoutGuardReason) : null;
}

/** Where a refused checkout sends the shopper: the cart, saying why. */
export function guardRedirect(cartUuid: string, reason: CheckoutGuardReason, locale: Locale): string {
  return `${href('cart', { uuid: cartUuid }, locale)}?${CHECKOUT_GUARD_PARAM}=${reason}`;
}
