import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WISHLIST_ERRORS } from './index';

const errorsOf = (lang: string) =>
  (JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as { wishlist: { errors: Record<string, string> } }).wishlist.errors;

describe('§8 wishlist texts in the four languages', () => {
  it('pt holds the §8 texts exactly', () => {
    expect(errorsOf('pt')).toEqual({ load: 'Erro ao carregar wishlist', add: 'Erro ao adicionar à wishlist', remove: 'Erro ao remover da wishlist' });
  });

  it.each(['en', 'es', 'fr'])('every error has a %s text', (lang) => {
    const errors = errorsOf(lang);
    for (const key of WISHLIST_ERRORS) expect(errors[key]).toMatch(/\S/);
  });
});
