import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract';
import { createI18n, loadMessages } from '../i18n/i18n';
import { shippingMethodName } from './checkoutLabels';

describe('shipping method names', () => {
  it.each(LOCALES)('%s: the shop’s standard, express and store pickup methods are named in the page’s language', async (locale) => {
    const { t } = createI18n(locale, await loadMessages(locale));
    const standard = shippingMethodName(t, { code: 'standard', name: 'Entrega standard' });
    const express = shippingMethodName(t, { code: 'express', name: 'Entrega expressa' });
    const pickup = shippingMethodName(t, { code: 'pickup', name: 'Levantamento em loja' });
    expect(standard).not.toBe('checkout.shippingMethod.standard');
    expect(new Set([standard, express, pickup]).size).toBe(3);
    if (locale === 'en') expect([standard, express, pickup]).toEqual(['Standard delivery', 'Express delivery', 'Store pickup']);
    if (locale === 'pt') expect([standard, express, pickup]).toEqual(['Entrega standard', 'Entrega expressa', 'Levantamento em loja']);
    if (locale !== 'pt') expect(pickup).not.toBe('Levantamento em loja');
  });

  it('a seller’s own method keeps the name it was given', async () => {
    const { t } = createI18n('en', await loadMessages('en'));
    expect(shippingMethodName(t, { code: 'atelier-pickup', name: 'Recolha no atelier' })).toBe('Recolha no atelier');
  });
});
