import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CART_TEXT_KEYS, couponRejectionText, stockMessageText } from './messages';

type Catalogue = Record<string, unknown>;
const locale = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as Catalogue;
const lookup = (catalogue: Catalogue, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
/** The text the translator picks for `count` (pt/en/es/fr: _one for 1, else _other), or the plain key. */
const text = (catalogue: Catalogue, key: string, count?: number) =>
  (count === undefined ? lookup(catalogue, key) : (lookup(catalogue, `${key}_${count === 1 ? 'one' : 'other'}`) ?? lookup(catalogue, key))) as string | undefined;
const keysOf = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null ? Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key)) : [prefix];

describe('§8 cart messages in the four languages', () => {
  const pt = locale('pt');

  it('pt holds the §8 stock texts exactly', () => {
    expect(text(pt, CART_TEXT_KEYS.stock.limitReached)).toBe('Limite de stock atingido');
    expect(text(pt, CART_TEXT_KEYS.stock.onlyCanAdd, 3)?.replace('{{count}}', '{count}')).toBe('Apenas {count} unidades podem ser adicionadas');
    expect(text(pt, CART_TEXT_KEYS.stock.adjusted)).toBe('Quantidade ajustada ao stock disponível');
    expect(text(pt, CART_TEXT_KEYS.stock.onlyInStock, 3)?.replace('{{count}}', '{count}')).toBe('Apenas {count} em stock');
  });

  it('pt holds the §8 coupon drawer texts exactly', () => {
    expect(text(pt, CART_TEXT_KEYS.coupon.applied)?.replace('{{code}}', '{code}')).toBe('Cupão {code} aplicado com sucesso!');
    expect(text(pt, CART_TEXT_KEYS.coupon.applyFailed)).toBe('Erro ao aplicar cupão');
    expect(text(pt, CART_TEXT_KEYS.coupon.removed)).toBe('Cupão removido');
    expect(text(pt, CART_TEXT_KEYS.coupon.removeFailed)).toBe('Erro ao remover cupão');
    expect(text(pt, CART_TEXT_KEYS.coupon.rejection.cartNotFound)).toBe('Carrinho não encontrado');
    expect(text(pt, CART_TEXT_KEYS.coupon.rejection.notFound)).toBe('Cupão não encontrado');
  });

  it.each(['en', 'es', 'fr'])('%s has every cart key pt has, with the same placeholders', (lang) => {
    const other = locale(lang);
    // Plural forms differ by language (pt, es and fr also have _many); the messages are the same.
    const messages = (catalogue: Catalogue) => [...new Set(keysOf(catalogue.cart, 'cart').map((key) => key.replace(/_(one|many|other)$/, '_other')))];
    const ptKeys = messages(pt);
    expect(messages(other)).toEqual(ptKeys);
    for (const key of ptKeys) {
      const placeholders = (value: string | undefined) => (value?.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(text(other, key)), key).toEqual(placeholders(text(pt, key)));
    }
  });

  it('every text the model sends exists (counts through their plural forms)', () => {
    for (const lang of ['pt', 'en', 'es', 'fr']) {
      const catalogue = locale(lang);
      for (const message of [stockMessageText({ kind: 'onlyCanAdd', count: 1 }), stockMessageText({ kind: 'onlyInStock', count: 2 }), couponRejectionText('minimumRequired', 50)]) {
        if (typeof message === 'string') throw new Error('expected a catalogue key');
        expect(text(catalogue, message.key, message.values?.count as number | undefined), `${lang} ${message.key}`).toBeTypeOf('string');
      }
      for (const key of [CART_TEXT_KEYS.syncFailed, CART_TEXT_KEYS.stock.limitReached, CART_TEXT_KEYS.stock.adjusted, ...Object.values(CART_TEXT_KEYS.coupon.rejection)]) {
        expect(text(catalogue, key), `${lang} ${key}`).toBeTypeOf('string');
      }
    }
  });

  it('the minimum purchase carries its amount as a number, which the catalogue writes as a price (§5: two decimals)', () => {
    expect(couponRejectionText('minimumRequired', 14.9)).toEqual({ key: 'cart.coupon.rejection.minimumRequired', values: { amount: 14.9 } });
  });

  it("the coupon store's answers are §8's texts in en, and said in every language", () => {
    const en = locale('en');
    const { result } = CART_TEXT_KEYS.coupon;
    expect([result.applied, result.removed, result.invalid, result.removeFailed].map((key) => text(en, key))).toEqual([
      'Coupon applied successfully',
      'Coupon removed',
      'Invalid coupon code',
      'Failed to remove coupon',
    ]);
    for (const lang of ['pt', 'es', 'fr']) {
      const texts = Object.values(result).map((key) => text(locale(lang), key));
      expect(texts.every((said) => typeof said === 'string' && said !== '' && !Object.values(result).some((key) => text(en, key) === said)), lang).toBe(true);
    }
  });
});
