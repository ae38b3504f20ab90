import type { Translate } from '../i18n/translate';
import { deliveryEstimateText } from './deliveryLabels';
import { DEFAULT_SELLER_NAME, LANGUAGE_TAGS, couponRejection, isVipDiscount } from '../../contract/constants';
import type { Discount, Locale, VendorType } from '../../contract';
import { couponRejectionText } from '../../features/cart';
import { discountGradientOf, discountValueOf, remainingTimeOf, usageBadgeOf } from '../../features/discounts';
import type { CartDrawerLabels } from '../../ui/CartDrawer';
import type { CartLineLabels, CartSellerGroupsLabels } from '../../ui/CartLine';
import type { CartSummaryLabels, CartTotalsLabels } from '../../ui/CartSummary';
import type { ConfirmDialogLabels } from '../../ui/ConfirmDialog';
import { COUPON_KINDS } from '../../ui/CouponCard';
import type { CouponCardLabels, CouponDisplay } from '../../ui/CouponCard';
import type { DiscountsDrawerLabels } from '../../ui/DiscountsDrawer';
import type { FreeShippingBarLabels } from '../../ui/FreeShippingBar';
import { formatPrice } from '../../ui/Price';

export { deliveryEstimateText };

/**
 * The cart's and the coupons' texts (`cartView.*`, `discountsDrawer.*`, `discounts.*` in locales/) for
 * the drawers, the cart page and the clear-cart question; the workbench calls the same builders.
 */

export function buildCartLineLabels(t: Translate): CartLineLabels {
  return {
    size: (size) => t('cartView.line.size', { size }),
    color: (color) => t('cartView.line.color', { color }),
    quantity: (name) => t('cartView.line.quantity', { name }),
    decrease: (name) => t('cartView.line.decrease', { name }),
    increase: (name) => t('cartView.line.increase', { name }),
    remove: (name) => t('cartView.line.remove', { name }),
    previousPrice: t('cartView.previousPrice'),
    stockLimitReached: t('cartView.line.stockLimitReached'),
    lastUnit: t('cartView.line.lastUnit'),
    unitsLeft: (count) => t('cartView.line.unitsLeft', { count }),
    priceChanged: t('cartView.line.priceChanged'),
    quantityAdjusted: t('cartView.line.quantityAdjusted'),
    updating: t('cartView.line.updating'),
    soldBy: (seller) => t('cartView.line.soldBy', { seller }),
    unitPrice: (price) => t('cartView.line.unitPrice', { price }),
    vendor: { officialStore: t('product.officialStore'), marketplaceSeller: t('product.marketplaceSeller') },
  };
}

/** A seller known only by its name (cart lines, order shipments): the official store's read back as 'Loja Oficial' (§3). */
export const vendorTypeOfSeller = (seller: string): VendorType => (seller === DEFAULT_SELLER_NAME ? 'OFFICIAL_STORE' : 'MARKETPLACE');

/** A seller's name as the page says it: the official store in the page's language, any other as it is. */
export function sellerNameText(t: Translate, seller: string): string {
  return vendorTypeOfSeller(seller) === 'OFFICIAL_STORE' ? t('product.officialStore') : seller;
}

/** The delivery promise ('min-max' days) in one sentence, for the product page's offers and the cart's seller groups alike. */

export function buildCartSellerGroupsLabels(t: Translate): CartSellerGroupsLabels {
  return {
    line: buildCartLineLabels(t),
    groupCount: (count) => t('cartView.itemCount', { count }),
    deliveryEstimate: (estimate) => deliveryEstimateText(t, estimate),
    multipleDeliveries: (count) => t('cartView.multipleDeliveries', { count }),
  };
}

export function buildCartTotalsLabels(t: Translate): CartTotalsLabels {
  return {
    subtotal: t('cartView.subtotal'),
    discount: (code) => t('cartView.discount', { code }),
    total: t('cartView.total'),
    taxIncluded: t('cartView.taxIncluded'),
    shippingAtCheckout: t('cartView.shippingAtCheckout'),
    coupons: t('cartView.coupons'),
    overallEstimate: (days) => t('cartView.overallEstimate', { days }),
  };
}

export function buildFreeShippingBarLabels(t: Translate): FreeShippingBarLabels {
  return {
    remaining: (amount) => t('cartView.freeShippingRemaining', { amount }),
    reached: t('cartView.freeShippingReached'),
    progress: t('cartView.freeShippingProgress'),
  };
}

export function buildCartDrawerLabels(t: Translate): CartDrawerLabels {
  return {
    title: t('cartView.title'),
    titleWithCount: (count) => t('cartView.titleWithCount', { count }),
    clear: t('cartView.clear'),
    close: t('nav.close'),
    loading: t('cartView.loading'),
    emptyTitle: t('cartView.emptyTitle'),
    emptyText: t('cartView.emptyText'),
    continueShopping: t('cartView.continueShopping'),
    goToCart: t('cartView.goToCart'),
    checkout: t('cartView.checkout'),
    suggestions: t('cartView.suggestions'),
    groups: buildCartSellerGroupsLabels(t),
    totals: buildCartTotalsLabels(t),
    freeShipping: buildFreeShippingBarLabels(t),
    suggestion: { previousPrice: t('cartView.previousPrice') },
  };
}

export function buildCartSummaryLabels(t: Translate): CartSummaryLabels {
  return {
    title: t('cartView.title'),
    itemCount: (count) => t('cartView.itemCount', { count }),
    clear: t('cartView.clear'),
    loading: t('cartView.loading'),
    emptyTitle: t('cartView.emptyTitle'),
    emptyText: t('cartView.emptyText'),
    continueShopping: t('cartView.continueShopping'),
    summaryTitle: t('cartView.summaryTitle'),
    checkout: t('cartView.checkout'),
    groups: buildCartSellerGroupsLabels(t),
    totals: buildCartTotalsLabels(t),
    freeShipping: buildFreeShippingBarLabels(t),
  };
}

/** §2 the clear-cart question, asked in the destructive confirm dialog. */
export function buildClearCartConfirmLabels(t: Translate): ConfirmDialogLabels {
  return {
    title: t('cartView.clearConfirm.title'),
    description: t('cartView.clearConfirm.description'),
    confirm: t('cartView.clearConfirm.confirm'),
    cancel: t('cartView.clearConfirm.cancel'),
    close: t('nav.close'),
  };
}

export function buildCouponCardLabels(t: Translate): CouponCardLabels {
  return {
    value: Object.fromEntries(
      COUPON_KINDS.map((kind) => [kind, (value: string) => t(`discountsDrawer.card.value.${kind}`, { value })]),
    ) as CouponCardLabels['value'],
    vipBadge: t('discountsDrawer.card.vipBadge'),
    vipLabel: t('discountsDrawer.card.vipLabel'),
    copyCode: (code) => t('discountsDrawer.card.copyCode', { code }),
    apply: t('discountsDrawer.card.apply'),
    applying: t('discountsDrawer.card.applying'),
    applied: t('discountsDrawer.card.applied'),
    soldOut: t('discountsDrawer.card.soldOut'),
    lastUses: (count) => t('discountsDrawer.card.lastUses', { count }),
    usage: (used, total) => t('discountsDrawer.card.usage', { used, total }),
    endsIn: (time) => t('discountsDrawer.card.endsIn', { time }),
    minimumOrder: (amount) => t('discountsDrawer.card.minimumOrder', { amount }),
    appliesTo: t('discountsDrawer.card.appliesTo'),
  };
}

export function buildDiscountsDrawerLabels(t: Translate): DiscountsDrawerLabels {
  return {
    title: t('discountsDrawer.title'),
    count: (count) => t('discountsDrawer.count', { count }),
    list: t('discountsDrawer.list'),
    loading: t('discountsDrawer.loading'),
    emptyTitle: t('discountsDrawer.emptyTitle'),
    emptyText: t('discountsDrawer.emptyText'),
    errorTitle: t('discountsDrawer.errorTitle'),
    errorText: t('discountsDrawer.errorText'),
    retry: t('discountsDrawer.retry'),
    appliedTitle: (code) => t('discountsDrawer.appliedTitle', { code }),
    appliedText: t('discountsDrawer.appliedText'),
    remove: t('discountsDrawer.remove'),
    removing: t('discountsDrawer.removing'),
    footerNote: t('discountsDrawer.footerNote'),
    continueShopping: t('discountsDrawer.continueShopping'),
    close: t('discountsDrawer.close'),
    card: buildCouponCardLabels(t),
  };
}

/** §2 coupon value: N% for percentage, the amount as a price for fixed ('5,00 €', '€5.00' in en), the free-shipping word. */
function valueTextOf(t: Translate, discount: Discount): string {
  const value = discountValueOf(discount);
  if (value.kind === 'percentage') return t('discounts.value.percentage', { percent: value.percent });
  if (value.kind === 'fixed') return t('discounts.value.fixed', { amount: value.amount });
  return t('discounts.value.free');
}

/**
 * §2 what a coupon card shows for a discount: value, gradient kind, VIP, usage badge, remaining time,
 * the minimum order and what it applies to; `disabledReason` is the §5 message when the cart cannot
 * take it now (below the minimum, sold out, expired), in the §5 check order.
 */
export function couponDisplayOf(
  discount: Discount,
  context: { t: Translate; locale: Locale; languageTag?: string; now: number; cartTotal: number },
): CouponDisplay {
  const { t, locale, now, cartTotal } = context;
  const languageTag = context.languageTag ?? LANGUAGE_TAGS[locale];
  const remaining = remainingTimeOf(discount, now);
  const usage = usageBadgeOf(discount);
  const rejection = couponRejection(discount, cartTotal);
  const rejectionText = rejection && rejection !== 'limitReached' ? couponRejectionText(rejection, discount.minimum_order_value) : null;
  return {
    discount_uuid: discount.discount_uuid,
    code: discount.code,
    kind: discountGradientOf(discount),
    valueText: valueTextOf(t, discount),
    isVip: isVipDiscount(discount),
    ...(usage ? { usage } : {}),
    ...(remaining ? { remainingText: t(`discounts.remaining.${remaining.kind}`, remaining), expired: remaining.kind === 'expired' } : {}),
    // Below the minimum, the §5 message says it (once) as the reason the coupon cannot be applied yet.
    ...(discount.minimum_order_value !== null && rejection !== 'minimumRequired' ? { minimumText: formatPrice(discount.minimum_order_value, languageTag) } : {}),
    appliesTo: discount.discountables
      .filter((item) => item.type !== 'customer')
      .map((item) => item.translations.find((tr) => tr.locale === locale)?.name ?? item.name),
    ...(rejectionText ? { disabledReason: typeof rejectionText === 'string' ? rejectionText : t(rejectionText.key, rejectionText.values) } : {}),
  };
}
