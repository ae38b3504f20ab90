/**
 * Coupon cards as the app shows them: the mocks' coupon fixtures turned into `CouponDisplay`s by the app's
 * own `couponDisplayOf` (app/shell/commerceLabels.ts) with a locale's catalogue, at the fixtures' "now"
 * (so 30 days left reads '30d' and VIP20 '3d 4h' on any day the stories run).
 */
import type { Discount } from '../contract';
import { couponDisplayOf } from '../app/shell/commerceLabels';
import {
  discountExpired,
  discountFixed,
  discountFreeShipping,
  discountLastUses,
  discountPercentage,
  discountSoldOut,
  discountVip,
  FIXTURE_NOW_MS,
} from '../mocks/fixtures';
import type { CouponDisplay } from '../ui/CouponCard';
import { formatPrice } from '../ui/Price';
import { i18nFor, languageTagFor, type Locale } from './i18n';

/** A cart above every fixture coupon's minimum (MENOS5 asks 30 €), so no card is held back by it. */
export const AMPLE_CART_TOTAL = 50;
/** A cart below MENOS5's 30 € minimum: its card carries the §5 'Compra mínima de 30,00 €'. */
export const SMALL_CART_TOTAL = 12.5;

export interface CouponDisplayContext {
  /** The cart's subtotal the §5 checks compare with (AMPLE_CART_TOTAL by default). */
  cartTotal?: number;
  /** The clock (the fixtures' now by default). */
  now?: number;
}

/** One coupon's card in `locale`, exactly as the drawer of the app builds it. */
export function couponDisplay(discount: Discount, locale: Locale, { cartTotal = AMPLE_CART_TOTAL, now = FIXTURE_NOW_MS }: CouponDisplayContext = {}): CouponDisplay {
  return couponDisplayOf(discount, { t: i18nFor(locale).t, locale, languageTag: languageTagFor(locale), now, cartTotal });
}

/**
 * A coupon listed while it was valid whose end date has passed since (the drawer lists only valid,
 * active coupons; the clock moves on while it stays open): 'Expirado' in place of the time left.
 */
const listedThenExpired: Discount = { ...discountExpired, is_valid: true, is_active: true };

/**
 * Every card state the fixtures give, in `locale`. `other` (any type the storefront does not know) has no
 * fixture — the contract admits only the three §3 types — so its display is written here.
 */
export function fixtureCoupons(locale: Locale, context: CouponDisplayContext = {}) {
  return {
    percentage: couponDisplay(discountPercentage, locale, context),
    fixed: couponDisplay(discountFixed, locale, context),
    freeShipping: couponDisplay(discountFreeShipping, locale, context),
    vip: couponDisplay(discountVip, locale, context),
    lastUses: couponDisplay(discountLastUses, locale, context),
    soldOut: couponDisplay(discountSoldOut, locale, context),
    expired: couponDisplay(listedThenExpired, locale, context),
    other: {
      discount_uuid: '00000000-0000-4000-8000-000000000499',
      code: 'BEMVINDO',
      kind: 'other',
      valueText: formatPrice(10, languageTagFor(locale)),
      isVip: false,
      remainingText: '20m',
    },
  } satisfies Record<string, CouponDisplay>;
}

export type FixtureCoupon = keyof ReturnType<typeof fixtureCoupons>;

/** MENOS5 for a cart below its minimum: the §5 message arrives as the reason the card cannot be applied. */
export function belowMinimum(locale: Locale): CouponDisplay {
  return couponDisplay(discountFixed, locale, { cartTotal: SMALL_CART_TOTAL });
}
