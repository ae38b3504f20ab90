/**
 * The cart pieces' texts in a locale, from the app's own builders (app/shell/commerceLabels.ts).
 */
import {
  buildCartDrawerLabels,
  buildCartLineLabels,
  buildCartSellerGroupsLabels,
  buildCartSummaryLabels,
  buildClearCartConfirmLabels,
  buildCouponCardLabels,
  buildDiscountsDrawerLabels,
  buildFreeShippingBarLabels,
} from '../app/shell/commerceLabels';
import { i18nFor, type Locale } from './i18n';

export {
  buildCartDrawerLabels,
  buildCartLineLabels,
  buildCartSellerGroupsLabels,
  buildCartSummaryLabels,
  buildClearCartConfirmLabels,
  buildFreeShippingBarLabels,
};

const tFor = (locale: Locale) => i18nFor(locale).t;
export const cartLineLabels = (locale: Locale) => buildCartLineLabels(tFor(locale));
export const cartSellerGroupsLabels = (locale: Locale) => buildCartSellerGroupsLabels(tFor(locale));
export const freeShippingBarLabels = (locale: Locale) => buildFreeShippingBarLabels(tFor(locale));
export const cartDrawerLabels = (locale: Locale) => buildCartDrawerLabels(tFor(locale));
export const cartSummaryLabels = (locale: Locale) => buildCartSummaryLabels(tFor(locale));
export const clearCartConfirmLabels = (locale: Locale) => buildClearCartConfirmLabels(tFor(locale));
export const couponCardLabels = (locale: Locale) => buildCouponCardLabels(tFor(locale));
export const discountsDrawerLabels = (locale: Locale) => buildDiscountsDrawerLabels(tFor(locale));
