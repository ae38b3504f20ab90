import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { LANGUAGE_TAGS } from '../../contract';
import type { CartItem } from '../../contract';
import { beginCheckout } from '../../features/analytics';
import { $cartUuid, cartClosed, lineTrackingOf, useCartView } from '../../features/cart';
import { drawerOpened as discountsDrawerOpened } from '../../features/discounts';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { clearCartRequested } from './clearCartQuestion';
import { vendorTypeOfSeller } from './commerceLabels';
import { couponsDrawerRequested } from './couponsDrawerRequest';


/**
 * The cart as the drawer and the cart page draw it (§2): groups with their vendor badges, totals, the
 * applied coupon, free shipping, and the shopper's operations bound to features/cart.
 */
export function useCartBindings() {
  const locale = useLocale();
  const navigate = useNavigate();
  const view = useCartView();
  const [cartUuid, close, askClear, openCoupons, requestCoupons, checkoutBegun] = useUnit([
    $cartUuid,
    cartClosed,
    clearCartRequested,
    discountsDrawerOpened,
    couponsDrawerRequested,
    beginCheckout,
  ]);
  const groups = useMemo(() => view.groups.map((group) => ({ ...group, vendorType: vendorTypeOfSeller(group.seller) })), [view.groups]);
  const cartHref = cartUuid ? href('cart', { uuid: cartUuid }, locale) : href('home', {}, locale);
  // §5: a coupon whose minimum the cart no longer reaches stays on the cart (the API re-applies it when
  // the cart grows again) but takes nothing off: it is not shown as applied until then.
  const coupon = view.appliedCoupon;
  const effectiveCoupon = coupon?.code && (coupon.minimum_order_value === null || view.subtotal >= coupon.minimum_order_value) ? coupon : null;
  return {
    view,
    cartUuid,
    /** The applied coupon's code while it takes effect (null below its minimum). */
    effectiveCouponCode: effectiveCoupon?.code ?? null,
    props: {
      locale,
      languageTag: LANGUAGE_TAGS[locale],
      groups,
      itemCount: view.itemCount,
      subtotal: view.subtotal,
      total: view.total,
      discount: effectiveCoupon?.code ? { code: effectiveCoupon.code, amount: view.discountAmount } : null,
      freeShipping: { progress: view.freeShippingProgress, remaining: view.remainingForFreeShipping, reached: view.hasFreeShipping },
      overallEstimateDays: view.overallDeliveryDays,
      updatingOfferIds: view.updatingOffers,
      loading: view.status !== 'ready',
      itemHref: (item: CartItem) => (item.product_slug ? href('product', { slug: item.product_slug }, locale) : cartHref),
      onQuantityChange: (item: CartItem, quantity: number) =>
        view.changeQuantity({ id: item.id, variant_uuid: item.variant_uuid, offer_id: item.offer_id, quantity }),
      onRemove: (item: CartItem) => view.remove({ id: item.id, variant_uuid: item.variant_uuid, offer_id: item.offer_id }),
      onClearRequest: () => askClear(),
      onCouponsOpen: () => {
        requestCoupons();
        openCoupons();
      },
      // §7 begin_checkout with the cart's lines, then the checkout of this cart.
      onCheckout: () => {
        checkoutBegun({ items: view.items.map((item) => lineTrackingOf(item, view.appliedCoupon?.code ?? null)), coupon: view.appliedCoupon?.code ?? null });
        close();
        if (cartUuid) void navigate(href('checkout', { uuid: cartUuid }, locale));
      },
    },
    cartHref,
  };
}
