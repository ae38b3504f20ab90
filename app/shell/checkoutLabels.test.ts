import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract';
import { createI18n, loadMessages } from '../i18n/i18n';
import { shippingMethodName } from './checkoutLabels';

describe('shipping method names', () => {
  it.each(LOCALES)('%s: the shop’s standard and express methods are named in the page’s language', async (locale) => {
    const { t } = createI18n(locale, await loadMessages(locale));
    const standard = shippingMethodName(t, { code: 'standard', name: 'Entrega standard' });
    const express = shippingMethodName(t, { code: 'express', name: 'Entrega expresso' });
    expect(standard).not.toBe('checkout.shippingMethod.standard');
    expect(express).not.toBe(standard);
    if (locale === 'en') expect([standard, express]).toEqual(['Standard delivery', 'Express delivery']);
    if (locale === 'pt') expect([standard, express]).toEqual(['Entrega standard', 'Entrega expresso']);
  });

  it('a seller’s own method keeps the name it was given', async () => {
    const { t } = createI18n('en', await loadMessages('en'));
    expect(shippingMethodName(t, { code: 'atelier-pickup', name: 'Recolha no atelier' })).toBe('Recolha no atelier');
  });
});
