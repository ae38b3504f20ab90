import type { Translate } from '../../i18n/translate';
import type { CheckoutField, CheckoutFieldError, CheckoutOrderError } from '../../../features/checkout';
import type { PaymentRetryError } from '../../../features/payment';
import type { AddressStepLabels } from '../../../ui/AddressStep';
import type { ContactStepLabels } from '../../../ui/ContactStep';
import type { FormMessage } from '../../../ui/FormField';
import type { PaymentMethodStepLabels } from '../../../ui/PaymentMethodStep';

/** The steps' texts a field error is worded with. */
export interface StepErrorLabels {
  contact: ContactStepLabels;
  address: AddressStepLabels;
  payment: PaymentMethodStepLabels;
}

/**
 * A field's error as the shopper reads it: the model says which rule failed (`code`), the steps' labels
 * word it in the page's language; an API message no rule of ours matches is shown as the API wrote it.
 */
export function checkoutFieldErrorText(labels: StepErrorLabels, field: CheckoutField, error: CheckoutFieldError): string {
  const contact = labels.contact.errors;
  const address = labels.address.errors;
  const payment = labels.payment.errors;
  const required: Partial<Record<CheckoutField, string>> = {
    email: contact.emailRequired,
    name: contact.nameRequired,
    phone: contact.phoneRequired,
    street: address.streetRequired,
    postal_code: address.postalCodeRequired,
    city: address.cityRequired,
    payment_method: payment.methodRequired,
    mbway_phone: payment.mbwayPhoneRequired,
  };
  switch (error.code) {
    case 'required':
      return required[field] ?? error.message ?? '';
    case 'email':
      return contact.emailInvalid;
    case 'phone':
      return field === 'mbway_phone' ? payment.mbwayPhoneInvalid : contact.phoneInvalid;
    case 'postalCode':
      return address.postalCodeInvalid;
    case 'nif':
      return address.nifInvalid;
    case 'mbwayPhone':
      return payment.mbwayPhoneInvalid;
    case 'country':
      return labels.address.countryHint;
    case 'server':
      return error.message ?? '';
  }
}

/** Why the order was not created, above the review's button (`checkoutPages.orderError.*`). */
export function checkoutOrderErrorMessage(t: Translate, error: CheckoutOrderError): FormMessage {
  return { title: t('checkoutPages.orderError.title'), description: t(`checkoutPages.orderError.${error.code}`) };
}

/** Why "send again" or "pay by Multibanco instead" was refused (a phone the API refused is asked again instead). */
export function paymentRetryErrorMessage(t: Translate, error: PaymentRetryError): FormMessage {
  const code = error.code === 'invalidPhone' || error.code === 'PRICE_CHANGED' ? 'failed' : error.code;
  return { title: t('checkoutPages.retryError'), description: t(`checkoutPages.orderError.${code}`) };
}
