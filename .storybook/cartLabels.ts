/**
 * The cart pieces' texts (`cartView.*`) in a locale. The builders take the page's `t`, so the app can
 * use them as they are (or move them beside its other label builders); stories call them per locale.
 */
import type { TFunction } from 'i18next';
import type { CartDrawerLabels } from '../ui/CartDrawer';
import type { CartLineLabels, CartSellerGroupsLabels } from '../ui/CartLine';
import type { CartSummaryLabels, CartTotalsLabels } from '../ui/CartSummary';
import type { ConfirmDialogLabels } from '../ui/ConfirmDialog';
import type { FreeShippingBarLabels } from '../ui/FreeShippingBar';
import { i18nFor, type Locale } from './i18n';

export function buildCartLineLabels(t: TFunction): CartLineLabels {
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
    vendor: { officialStore: t('product.officialStore'), marketplaceSeller: t('product.marketplaceSeller') },
  };
}

export function buildCartSellerGroupsLabels(t: TFunction): CartSellerGroupsLabels {
  return {
    line: buildCartLineLabels(t),
    groupCount: (count) => t('cartView.itemCount', { count }),
    deliveryEstimate: (estimate) => t('cartView.deliveryEstimate', { estimate }),
    multipleDeliveries: (count) => t('cartView.multipleDeliveries', { count }),
  };
}

export function buildCartTotalsLabels(t: TFunction): CartTotalsLabels {
  return {
    subtotal: t('cartView.subtotal'),
    discount: (code) => t('cartView.discount', { code }),
    total: t('cartView.total'),
    taxIncluded: t('cartView.taxIncluded'),
    coupons: t('cartView.coupons'),
    overallEstimate: (days) => t('cartView.overallEstimate', { days }),
  };
}

export function buildFreeShippingBarLabels(t: TFunction): FreeShippingBarLabels {
  return {
    remaining: (amount) => t('cartView.freeShippingRemaining', { amount }),
    reached: t('cartView.freeShippingReached'),
    progress: t('cartView.freeShippingProgress'),
  };
}

export function buildCartDrawerLabels(t: TFunction): CartDrawerLabels {
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

export function buildCartSummaryLabels(t: TFunction): CartSummaryLabels {
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
export function buildClearCartConfirmLabels(t: TFunction): ConfirmDialogLabels {
  return {
    title: t('cartView.clearConfirm.title'),
    description: t('cartView.clearConfirm.description'),
    confirm: t('cartView.clearConfirm.confirm'),
    cancel: t('cartView.clearConfirm.cancel'),
    close: t('nav.close'),
  };
}

const tFor = (locale: Locale) => i18nFor(locale).t;
export const cartLineLabels = (locale: Locale) => buildCartLineLabels(tFor(locale));
export const cartSellerGroupsLabels = (locale: Locale) => buildCartSellerGroupsLabels(tFor(locale));
export const freeShippingBarLabels = (locale: Locale) => buildFreeShippingBarLabels(tFor(locale));
export const cartDrawerLabels = (locale: Locale) => buildCartDrawerLabels(tFor(locale));
export const cartSummaryLabels = (locale: Locale) => buildCartSummaryLabels(tFor(locale));
export const clearCartConfirmLabels = (locale: Locale) => buildClearCartConfirmLabels(tFor(locale));
