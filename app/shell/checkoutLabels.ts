import type { Translate } from '../i18n/translate';
import type { CheckoutView, OrderView, PaymentMethod } from '../../contract';
import type { AddressStepLabels } from '../../ui/AddressStep';
import type { CheckoutExpiredLabels } from '../../ui/CheckoutExpired';
import type { CheckoutHeaderLabels } from '../../ui/CheckoutHeader';
import type { CheckoutSkeletonLabels } from '../../ui/CheckoutSkeleton';
import type { CheckoutStepLabels } from '../../ui/CheckoutStep';
import type { ContactStepLabels } from '../../ui/ContactStep';
import type { DeliveryStepLabels } from '../../ui/DeliveryStep';
import type { MbwayPaymentLabels } from '../../ui/MbwayPayment';
import type { MultibancoReferenceLabels } from '../../ui/MultibancoReference';
import type { OrderReviewLabels, OrderTotalsLabels } from '../../ui/OrderReview';
import type { OrderSuccessLabels } from '../../ui/OrderSuccess';
import type { PaymentMethodStepLabels } from '../../ui/PaymentMethodStep';
import type { PaymentProcessingLabels } from '../../ui/PaymentProcessing';
import type { PriceChangeNoticeLabels } from '../../ui/PriceChangeNotice';
import { deliveryEstimateText, sellerNameText } from './commerceLabels';

/**
 * The purchase's texts (`checkout.*` and `payment.*` in locales/, with the cart's shared sentences from
 * `cartView.*`) for the checkout, payment and order pieces; the workbench calls the same builders.
 */

/** The five steps of the one-page checkout, in order. */
export const CHECKOUT_STEPS = ['contact', 'address', 'delivery', 'payment', 'review'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

/** The shipping methods the shop names in every language, by code; a seller's own method keeps the name it has. */
const SHIPPING_METHOD_CODES = ['standard', 'express', 'pickup'] as const;

/** A shipping method's name in the page's language (the API names methods in Portuguese). */
export function shippingMethodName(t: Translate, method: { code: string; name: string }): string {
  return (SHIPPING_METHOD_CODES as readonly string[]).includes(method.code) ? t(`checkout.shippingMethod.${method.code}`) : method.name;
}

/** The checkout view with its shipping methods named in the page's language. */
export function withShippingNames(view: CheckoutView, t: Translate): CheckoutView {
  return {
    ...view,
    seller_groups: view.seller_groups.map((group) => ({
      ...group,
      shipping_methods: group.shipping_methods.map((method) => ({ ...method, name: shippingMethodName(t, method) })),
    })),
  };
}

/** The order (or the account's richer view of it) with its shipments' methods named in the page's language. */
export function orderWithShippingNames<Order extends OrderView>(order: Order, t: Translate): Order {
  return { ...order, shipments: order.shipments.map((shipment) => ({ ...shipment, method: { ...shipment.method, name: shippingMethodName(t, shipment.method) } })) };
}

export function buildCheckoutStepTitles(t: Translate): Record<CheckoutStepName, string> {
  return {
    contact: t('checkout.steps.contact'),
    address: t('checkout.steps.address'),
    delivery: t('checkout.steps.delivery'),
    payment: t('checkout.steps.payment'),
    review: t('checkout.steps.review'),
  };
}

export function buildCheckoutHeaderLabels(t: Translate): CheckoutHeaderLabels {
  return {
    brandName: t('layout.brand'),
    home: t('checkout.header.home'),
    secure: t('checkout.header.secure'),
    backToCart: t('checkout.header.backToCart'),
  };
}

export function buildCheckoutStepLabels(t: Translate): CheckoutStepLabels {
  return {
    edit: (step) => t('checkout.step.edit', { step }),
    editShort: t('checkout.step.editShort'),
    done: t('checkout.step.done'),
  };
}

export function buildContactStepLabels(t: Translate): ContactStepLabels {
  return {
    email: t('checkout.contact.email'),
    emailHint: t('checkout.contact.emailHint'),
    name: t('checkout.contact.name'),
    phone: t('checkout.contact.phone'),
    phoneHint: t('checkout.contact.phoneHint'),
    signInQuestion: t('checkout.contact.signInQuestion'),
    signIn: t('checkout.contact.signIn'),
    guestNote: t('checkout.contact.guestNote'),
    signedInAs: (email) => t('checkout.contact.signedInAs', { email }),
    continue: t('checkout.contact.continue'),
    errors: {
      emailRequired: t('checkout.contact.errors.emailRequired'),
      emailInvalid: t('checkout.contact.errors.emailInvalid'),
      nameRequired: t('checkout.contact.errors.nameRequired'),
      phoneRequired: t('checkout.contact.errors.phoneRequired'),
      phoneInvalid: t('checkout.contact.errors.phoneInvalid'),
    },
  };
}

export function buildAddressStepLabels(t: Translate): AddressStepLabels {
  return {
    street: t('checkout.address.street'),
    streetHint: t('checkout.address.streetHint'),
    postalCode: t('checkout.address.postalCode'),
    postalCodeHint: t('checkout.address.postalCodeHint'),
    city: t('checkout.address.city'),
    country: t('checkout.address.country'),
    countryHint: t('checkout.address.countryHint'),
    nif: t('checkout.address.nif'),
    nifHint: t('checkout.address.nifHint'),
    continue: t('checkout.address.continue'),
    saved: { legend: t('checkout.address.savedLegend'), newAddress: t('checkout.address.newAddress'), save: t('checkout.address.saveAddress') },
    errors: {
      streetRequired: t('checkout.address.errors.streetRequired'),
      postalCodeRequired: t('checkout.address.errors.postalCodeRequired'),
      postalCodeInvalid: t('checkout.address.errors.postalCodeInvalid'),
      cityRequired: t('checkout.address.errors.cityRequired'),
      nifInvalid: t('checkout.address.errors.nifInvalid'),
    },
  };
}

const vendorLabels = (t: Translate) => ({ officialStore: t('product.officialStore'), marketplaceSeller: t('product.marketplaceSeller') });

export function buildDeliveryStepLabels(t: Translate): DeliveryStepLabels {
  return {
    vendor: vendorLabels(t),
    itemCount: (count) => t('cartView.itemCount', { count }),
    methodsOf: (seller) => t('checkout.delivery.methodsOf', { seller }),
    deliveryEstimate: (estimate) => deliveryEstimateText(t, estimate),
    free: t('checkout.delivery.free'),
    multipleDeliveries: (count) => t('cartView.multipleDeliveries', { count }),
    continue: t('checkout.delivery.continue'),
  };
}

const paymentErrors = (t: Translate) => ({
  methodRequired: t('checkout.paymentMethod.errors.methodRequired'),
  mbwayPhoneRequired: t('checkout.paymentMethod.errors.mbwayPhoneRequired'),
  mbwayPhoneInvalid: t('checkout.paymentMethod.errors.mbwayPhoneInvalid'),
});

export function buildPaymentMethodStepLabels(t: Translate): PaymentMethodStepLabels {
  return {
    legend: t('checkout.paymentMethod.legend'),
    mbwayDescription: (minutes) => t('checkout.paymentMethod.mbwayDescription', { minutes }),
    multibancoDescription: (hours) => t('checkout.paymentMethod.multibancoDescription', { hours }),
    mbwayPhone: t('checkout.paymentMethod.mbwayPhone'),
    mbwayPhoneHint: t('checkout.paymentMethod.mbwayPhoneHint'),
    continue: t('checkout.paymentMethod.continue'),
    storeCredit: {
      use: (amount) => t('checkout.storeCredit.use', { amount }),
      covers: t('checkout.storeCredit.covers'),
      rest: (credit, amount) => t('checkout.storeCredit.rest', { credit, amount }),
    },
    errors: paymentErrors(t),
  };
}

export function buildOrderTotalsLabels(t: Translate): OrderTotalsLabels {
  return {
    subtotal: t('cartView.subtotal'),
    shipping: t('checkout.totals.shipping'),
    free: t('checkout.totals.free'),
    discount: (code) => t('cartView.discount', { code }),
    storeCredit: t('checkout.totals.storeCredit'),
    total: t('cartView.total'),
    vatIncluded: (amount) => t('checkout.totals.vatIncluded', { amount }),
  };
}

export function buildOrderReviewLabels(t: Translate): OrderReviewLabels {
  return {
    vendor: vendorLabels(t),
    size: (size) => t('cartView.line.size', { size }),
    color: (color) => t('cartView.line.color', { color }),
    quantity: (quantity) => t('checkout.review.quantity', { quantity }),
    unitPrice: (quantity, price) => t('checkout.review.unitPrice', { quantity, price }),
    previousPrice: t('cartView.previousPrice'),
    priceChanged: t('checkout.review.priceChanged'),
    stockIssue: t('checkout.review.stockIssue'),
    parcelShipping: (method, estimate) => t('checkout.review.parcelShipping', { method, estimate }),
    free: t('checkout.totals.free'),
    totals: buildOrderTotalsLabels(t),
    placeOrder: t('checkout.review.placeOrder'),
    placing: t('checkout.review.placing'),
    cannotPlace: t('checkout.review.cannotPlace'),
    terms: t('checkout.review.terms'),
  };
}

export function buildPriceChangeNoticeLabels(t: Translate): PriceChangeNoticeLabels {
  return {
    title: t('checkout.priceChange.title'),
    description: t('checkout.priceChange.description'),
    priceChanged: (previous, current) => t('checkout.priceChange.priceChanged', { previous, current }),
    insufficient: (available) => t('checkout.priceChange.insufficient', { available }),
    unavailable: t('checkout.priceChange.unavailable'),
    accept: t('checkout.priceChange.accept'),
    accepting: t('checkout.priceChange.accepting'),
    editCart: t('checkout.priceChange.editCart'),
  };
}

export function buildCheckoutSkeletonLabels(t: Translate): CheckoutSkeletonLabels {
  return { loading: t('checkout.skeleton.loading') };
}

export function buildPaymentProcessingLabels(t: Translate): PaymentProcessingLabels {
  return {
    title: t('checkout.processing.title'),
    text: t('checkout.processing.text'),
    slow: t('checkout.processing.slow'),
    method: { mbway: t('checkout.processing.method.mbway'), multibanco: t('checkout.processing.method.multibanco') } satisfies Record<PaymentMethod, string>,
  };
}

export function buildOrderSuccessLabels(t: Translate): OrderSuccessLabels {
  return {
    title: t('checkout.success.title'),
    pendingTitle: t('checkout.success.pendingTitle'),
    orderNumber: (number) => t('checkout.success.orderNumber', { number }),
    emailSent: (email) => t('checkout.success.emailSent', { email }),
    totalPaid: t('checkout.success.totalPaid'),
    totalDue: t('checkout.success.totalDue'),
    shipments: t('checkout.success.shipments'),
    shippedBy: (seller) => t('checkout.success.shippedBy', { seller: sellerNameText(t, seller) }),
    itemCount: (count) => t('cartView.itemCount', { count }),
    deliveryEstimate: (estimate) => t('checkout.success.deliveryEstimate', { estimate }),
    nextTitle: t('checkout.success.nextTitle'),
    nextSteps: [t('checkout.success.next.step1'), t('checkout.success.next.step2'), t('checkout.success.next.step3')],
    continueShopping: t('cartView.continueShopping'),
    viewOrders: t('checkout.success.viewOrders'),
  };
}

export function buildCheckoutExpiredLabels(t: Translate): CheckoutExpiredLabels {
  const reason = (key: string) => ({ title: t(`checkout.expired.reasons.${key}.title`), text: t(`checkout.expired.reasons.${key}.text`) });
  return {
    reasons: {
      mbway_timeout: reason('mbway_timeout'),
      reference_expired: reason('reference_expired'),
      declined: reason('declined'),
      hold_expired: reason('hold_expired'),
    },
    orderNumber: (number) => t('checkout.success.orderNumber', { number }),
    cartRestored: t('checkout.expired.cartRestored'),
    cartNotRestored: t('checkout.expired.cartNotRestored'),
    startAgain: t('checkout.expired.startAgain'),
    continueShopping: t('cartView.continueShopping'),
  };
}

export function buildMbwayPaymentLabels(t: Translate): MbwayPaymentLabels {
  return {
    title: t('payment.mbway.title'),
    amount: t('payment.mbway.amount'),
    phone: t('payment.mbway.phone'),
    phoneHint: t('payment.mbway.phoneHint'),
    send: t('payment.mbway.send'),
    sending: t('payment.mbway.sending'),
    waitingTitle: t('payment.mbway.waitingTitle'),
    waitingText: (amount, phone) => t('payment.mbway.waitingText', { amount, phone }),
    waitingSteps: [t('payment.mbway.steps.step1'), t('payment.mbway.steps.step2'), t('payment.mbway.steps.step3')],
    timeLeft: t('payment.mbway.timeLeft'),
    waitingStatus: t('payment.mbway.waitingStatus'),
    connection: { live: t('payment.mbway.connection.live'), polling: t('payment.mbway.connection.polling') },
    timeoutTitle: t('payment.mbway.timeoutTitle'),
    timeoutText: t('payment.mbway.timeoutText'),
    declinedTitle: t('payment.mbway.declinedTitle'),
    declinedText: t('payment.mbway.declinedText'),
    declinedReason: (reason) => t('payment.mbway.declinedReason', { reason }),
    sendAgain: t('payment.mbway.sendAgain'),
    payByMultibanco: t('payment.mbway.payByMultibanco'),
    approvedTitle: t('payment.mbway.approvedTitle'),
    approvedText: t('payment.mbway.approvedText'),
    errors: paymentErrors(t),
  };
}

export function buildMultibancoReferenceLabels(t: Translate): MultibancoReferenceLabels {
  return {
    title: t('payment.multibanco.title'),
    intro: t('payment.multibanco.intro'),
    entity: t('payment.multibanco.entity'),
    reference: t('payment.multibanco.reference'),
    amount: t('payment.multibanco.amount'),
    payBy: (dateTime) => t('payment.multibanco.payBy', { dateTime }),
    copy: {
      entity: t('payment.multibanco.copy.entity'),
      reference: t('payment.multibanco.copy.reference'),
      amount: t('payment.multibanco.copy.amount'),
    },
    howTo: t('payment.multibanco.howTo'),
    atmTitle: t('payment.multibanco.atmTitle'),
    atmSteps: [1, 2, 3, 4].map((step) => t(`payment.multibanco.atm.step${step}`)),
    appTitle: t('payment.multibanco.appTitle'),
    appSteps: [1, 2, 3].map((step) => t(`payment.multibanco.app.step${step}`)),
    emailSent: (email) => t('payment.multibanco.emailSent', { email }),
    pendingStatus: t('payment.multibanco.pendingStatus'),
    pendingNote: t('payment.multibanco.pendingNote'),
    paidTitle: t('payment.multibanco.paidTitle'),
    paidText: t('payment.multibanco.paidText'),
    expiredTitle: t('payment.multibanco.expiredTitle'),
    expiredText: t('payment.multibanco.expiredText'),
  };
}

/** Every text of the /checkout/{uuid} page at once: its steps, their pieces, the review and the summary. */
export interface CheckoutLabels {
  steps: Record<CheckoutStepName, string>;
  step: CheckoutStepLabels;
  skeleton: CheckoutSkeletonLabels;
  contact: ContactStepLabels;
  address: AddressStepLabels;
  delivery: DeliveryStepLabels;
  payment: PaymentMethodStepLabels;
  priceChange: PriceChangeNoticeLabels;
  review: OrderReviewLabels;
}

export function buildCheckoutLabels(t: Translate): CheckoutLabels {
  return {
    steps: buildCheckoutStepTitles(t),
    step: buildCheckoutStepLabels(t),
    skeleton: buildCheckoutSkeletonLabels(t),
    contact: buildContactStepLabels(t),
    address: buildAddressStepLabels(t),
    delivery: buildDeliveryStepLabels(t),
    payment: buildPaymentMethodStepLabels(t),
    priceChange: buildPriceChangeNoticeLabels(t),
    review: buildOrderReviewLabels(t),
  };
}
