import { validateField } from '../../../features/checkout';
import type { CheckoutField, CheckoutForm } from '../../../features/checkout';
import type { AddressErrors, AddressValues } from '../../../ui/AddressStep';
import type { ContactErrors, ContactValues } from '../../../ui/ContactStep';
import type { PaymentMethodErrors, PaymentMethodValues } from '../../../ui/PaymentMethodStep';
import { checkoutFieldErrorText } from './messages';
import type { StepErrorLabels } from './messages';

/**
 * The steps' inline checks: the model's own rules (features/checkout `validateField`, on contract/portugal.ts:
 * postal code NNNN-NNN, phone 9XXXXXXXX, the NIF's check digit, an e-mail address) worded with the steps'
 * labels in the shopper's language — so a mistake shows before the step is sent, and reads as the model's would.
 */

const EMPTY_FORM: CheckoutForm = {
  contact: { email: '', name: '', phone: '' },
  address: { street: '', postal_code: '', city: '', district: '' },
  nif: '',
  paymentMethod: null,
  mbwayPhone: '',
};

function errorsOf<F extends CheckoutField>(labels: StepErrorLabels, fields: readonly F[], form: CheckoutForm): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const error = validateField(field, form);
    if (error) found[field] = checkoutFieldErrorText(labels, field, error);
  }
  return found;
}

export interface CheckoutStepValidators {
  contact: (values: ContactValues) => ContactErrors;
  address: (values: AddressValues) => AddressErrors;
  payment: (values: PaymentMethodValues) => PaymentMethodErrors;
}

export function buildCheckoutStepValidators(labels: StepErrorLabels): CheckoutStepValidators {
  return {
    contact: (values) => errorsOf(labels, ['email', 'name', 'phone'] as const, { ...EMPTY_FORM, contact: values }),
    address: ({ street, postal_code, city, nif }) =>
      errorsOf(labels, ['street', 'postal_code', 'city', 'nif'] as const, { ...EMPTY_FORM, address: { street, postal_code, city, district: '' }, nif }),
    payment: ({ payment_method, mbway_phone }) =>
      errorsOf(labels, ['payment_method', 'mbway_phone'] as const, { ...EMPTY_FORM, paymentMethod: payment_method, mbwayPhone: mbway_phone ?? '' }),
  };
}

/** The MB WAY number asked again on its payment page: `invalid` when it is not a Portuguese mobile (9XXXXXXXX). */
export function mbwayPhoneValidator(invalid: string): (phone: string) => string | undefined {
  return (phone) => (validateField('mbway_phone', { ...EMPTY_FORM, paymentMethod: 'mbway', mbwayPhone: phone }) ? invalid : undefined);
}
