import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISCOUNTS_TEXT_KEYS } from './index';

type Catalogue = Record<string, unknown>;
const catalogue = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as Catalogue;
const textAt = (tree: Catalogue, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], tree);
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe('§8 drawer texts in the four languages', () => {
  it('pt holds the §8 texts exactly', () => {
    const pt = catalogue('pt');
    expect(textAt(pt, DISCOUNTS_TEXT_KEYS.loadFailed)).toBe('Erro ao carregar cupões');
    expect(textAt(pt, DISCOUNTS_TEXT_KEYS.codeCopied)).toBe('Código {{code}} copiado!');
    expect(textAt(pt, DISCOUNTS_TEXT_KEYS.copyFailed)).toBe('Erro ao copiar código');
    expect(textAt(pt, DISCOUNTS_TEXT_KEYS.appliedDeactivated)).toBe('O cupão aplicado foi desativado');
    // §2 'Grátis', said inside the card's phrase in European word order: 'Portes de envio grátis'.
    expect(textAt(pt, 'discounts.value.free')).toBe('grátis');
    expect(textAt(pt, 'discounts.remaining.expired')).toBe('Expirado');
  });

  it.each(['en', 'es', 'fr'])('every key has a %s text with the same placeholders', (lang) => {
    const pt = catalogue('pt');
    const other = catalogue(lang);
    const keys = [
      ...Object.values(DISCOUNTS_TEXT_KEYS),
      ...['percentage', 'fixed', 'free'].map((kind) => `discounts.value.${kind}`),
      ...['expired', 'days', 'daysHours', 'hours', 'minutes'].map((kind) => `discounts.remaining.${kind}`),
    ];
    for (const key of keys) {
      const text = textAt(other, key);
      expect(typeof text, key).toBe('string');
      expect(placeholders(text as string), key).toEqual(placeholders(textAt(pt, key) as string));
    }
  });
});
