import { describe, expect, it } from 'vitest';
import { createTranslator } from './translate';

const messages = {
  cart: {
    items_one: '{{count}} artigo',
    items_many: '{{count}} de artigos',
    items_other: '{{count}} artigos',
    minimum: 'Compra mínima de {{amount, price}}',
    greeting: 'Olá, {{user.name}}',
  },
  only: { other_other: '{{count}} outros' },
  plain: 'Sem valores',
};

describe('message lookup', () => {
  const pt = createTranslator('pt-PT', messages);

  it('reads nested keys', () => {
    expect(pt.t('plain')).toBe('Sem valores');
  });

  it('picks the plural form of the full language tag: pt-PT says 0 artigos and 1 artigo', () => {
    expect(pt.t('cart.items', { count: 0 })).toBe('0 artigos');
    expect(pt.t('cart.items', { count: 1 })).toBe('1 artigo');
    expect(pt.t('cart.items', { count: 2 })).toBe('2 artigos');
  });

  it('uses the "many" form where the language has one (fr: 1 000 000)', () => {
    const fr = createTranslator('fr-FR', messages);
    expect(fr.t('cart.items', { count: 1_000_000 })).toBe('1000000 de artigos');
    expect(fr.t('cart.items', { count: 0 })).toBe('0 artigo');
  });

  it('falls back to the _other form when a category has no text', () => {
    expect(createTranslator('pt-PT', messages).t('only.other', { count: 1 })).toBe('1 outros');
  });

  it('writes {{amount, price}} as a price in the language (5,00 € in pt, €5.00 in en)', () => {
    expect(pt.t('cart.minimum', { amount: 30 })).toBe('Compra mínima de 30,00\u00a0€');
    expect(createTranslator('en-US', messages).t('cart.minimum', { amount: 5 })).toBe('Compra mínima de €5.00');
  });

  it('interpolates nested values and leaves a missing one visible, unescaped', () => {
    expect(pt.t('cart.greeting', { user: { name: 'Ana <b>' } })).toBe('Olá, Ana <b>');
    expect(pt.t('cart.greeting', {})).toBe('Olá, {{user.name}}');
  });

  it('answers a missing key, or a key that names a group, with the key itself', () => {
    expect(pt.t('cart.nothing')).toBe('cart.nothing');
    expect(pt.t('cart')).toBe('cart');
  });

  it('reads a key the language lacks from its fallback catalogue', () => {
    const en = createTranslator('en-US', {}, messages);
    expect(en.t('plain')).toBe('Sem valores');
  });
});
