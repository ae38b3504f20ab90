import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { buildCheckoutLabels } from '../../shell/checkoutLabels';
import { buildCheckoutStepValidators, mbwayPhoneValidator } from './validators';

const t = createTranslator('en-GB', en, pt).t;
const labels = buildCheckoutLabels(t);
const validators = buildCheckoutStepValidators(labels);

describe("the checkout steps' inline checks (contract/portugal.ts rules, the shopper's language)", () => {
  it('contact: an e-mail address and a Portuguese phone', () => {
    expect(validators.contact({ email: 'ana@example', name: '', phone: '12345' })).toEqual({
      email: 'Enter a valid email, such as name@example.com.',
      name: 'Enter your name.',
      phone: 'Enter a valid phone: 9 digits, or with the country code (+…).',
    });
    expect(validators.contact({ email: 'ana@example.pt', name: 'Ana', phone: '912 345 678' })).toEqual({});
  });

  it('address: postal code NNNN-NNN and the NIF check digit (an empty NIF is fine)', () => {
    const address = { street: 'Rua Augusta 10', postal_code: '1100-05', city: 'Lisboa', country: 'PT', nif: '123456780' };
    expect(validators.address(address)).toEqual({ postal_code: 'The postcode must read 1234-567.', nif: 'This NIF is not valid. Check the 9 digits.' });
    expect(validators.address({ ...address, postal_code: '1100-053', nif: '123456789' })).toEqual({});
    expect(validators.address({ ...address, postal_code: '1100-053', nif: '' })).toEqual({});
  });

  it('payment: an MB WAY number is a mobile 9XXXXXXXX', () => {
    expect(validators.payment({ payment_method: 'mbway', mbway_phone: '212345678' })).toEqual({ mbway_phone: labels.payment.errors.mbwayPhoneInvalid });
    expect(validators.payment({ payment_method: 'multibanco' })).toEqual({});
    expect(mbwayPhoneValidator('invalid')('912345678')).toBeUndefined();
    expect(mbwayPhoneValidator('invalid')('21234')).toBe('invalid');
  });
});
