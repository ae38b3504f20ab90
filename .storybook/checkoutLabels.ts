/**
 * The checkout, payment and order pieces' texts in a locale, from the app's own builders
 * (app/shell/checkoutLabels.ts).
 */
import {
  buildAddressStepLabels,
  buildCheckoutExpiredLabels,
  buildCheckoutHeaderLabels,
  buildCheckoutLabels,
  buildCheckoutSkeletonLabels,
  buildCheckoutStepLabels,
  buildCheckoutStepTitles,
  buildContactStepLabels,
  buildDeliveryStepLabels,
  buildMbwayPaymentLabels,
  buildMultibancoReferenceLabels,
  buildOrderReviewLabels,
  buildOrderSuccessLabels,
  buildOrderTotalsLabels,
  buildPaymentMethodStepLabels,
  buildPaymentProcessingLabels,
  buildPriceChangeNoticeLabels,
} from '../app/shell/checkoutLabels';
import { i18nFor, type Locale } from './i18n';
import { buildCheckoutStepValidators, mbwayPhoneValidator } from '../app/pages/checkout/validators';

const tFor = (locale: Locale) => i18nFor(locale).t;
export const checkoutHeaderLabels = (locale: Locale) => buildCheckoutHeaderLabels(tFor(locale));
export const checkoutStepLabels = (locale: Locale) => buildCheckoutStepLabels(tFor(locale));
export const checkoutStepTitles = (locale: Locale) => buildCheckoutStepTitles(tFor(locale));
export const contactStepLabels = (locale: Locale) => buildContactStepLabels(tFor(locale));
export const addressStepLabels = (locale: Locale) => buildAddressStepLabels(tFor(locale));
export const deliveryStepLabels = (locale: Locale) => buildDeliveryStepLabels(tFor(locale));
export const paymentMethodStepLabels = (locale: Locale) => buildPaymentMethodStepLabels(tFor(locale));
export const orderTotalsLabels = (locale: Locale) => buildOrderTotalsLabels(tFor(locale));
export const orderReviewLabels = (locale: Locale) => buildOrderReviewLabels(tFor(locale));
export const priceChangeNoticeLabels = (locale: Locale) => buildPriceChangeNoticeLabels(tFor(locale));
export const checkoutSkeletonLabels = (locale: Locale) => buildCheckoutSkeletonLabels(tFor(locale));
export const paymentProcessingLabels = (locale: Locale) => buildPaymentProcessingLabels(tFor(locale));
export const orderSuccessLabels = (locale: Locale) => buildOrderSuccessLabels(tFor(locale));
export const checkoutExpiredLabels = (locale: Locale) => buildCheckoutExpiredLabels(tFor(locale));
export const mbwayPaymentLabels = (locale: Locale) => buildMbwayPaymentLabels(tFor(locale));
export const multibancoReferenceLabels = (locale: Locale) => buildMultibancoReferenceLabels(tFor(locale));
export const checkoutLabels = (locale: Locale) => buildCheckoutLabels(tFor(locale));

/** The steps' inline checks, as the checkout page wires them (app/pages/checkout/validators.ts). */
export const checkoutStepValidators = (locale: Locale) => buildCheckoutStepValidators(checkoutLabels(locale));
export { mbwayPhoneValidator };
