import { describe, expect, it } from 'vitest';
import { extractEntities, maskEntities } from './entities';

describe('order numbers', () => {
  it('finds the 8 hex digits of an order, in any case, with or without #', () => {
    expect(extractEntities('a encomenda #3F2A9C1D não chegou', 'pt').orderNumbers).toEqual(['3f2a9c1d']);
    expect(extractEntities('orders 7b21f0e3 and 9c4e11ab', 'en').orderNumbers).toEqual(['7b21f0e3', '9c4e11ab']);
    // About one order in forty has a number of digits only.
    expect(extractEntities('a encomenda 40871326 não chegou', 'pt').orderNumbers).toEqual(['40871326']);
  });

  it('does not take a word, a phone number or a longer code for one', () => {
    expect(extractEntities('deadbeef', 'en').orderNumbers).toEqual([]);
    expect(extractEntities('o meu número é 912345678', 'pt').orderNumbers).toEqual([]);
    expect(extractEntities('RR123456789PT', 'pt').orderNumbers).toEqual([]);
    expect(extractEntities('3f2a9c1d-0000-4000', 'en').orderNumbers).toEqual(['3f2a9c1d']);
  });
});

describe('sizes', () => {
  it.each([
    ['vestido tamanho M', 'pt', ['m']],
    ['tem no 42?', 'pt', ['42']],
    ['zapatillas del 38', 'es', ['38']],
    ['robe taille S', 'fr', ['s']],
    ['shirt size XL', 'en', ['xl']],
    ['conjunto para 6 anos', 'pt', ['6-anos']],
    ['smartwatch de 44 mm', 'pt', ['44mm']],
    ['perfume 50ml', 'pt', ['50ml']],
  ] as const)('reads %j (%s) as %j', (text, locale, sizes) => {
    expect(extractEntities(text, locale).sizes).toEqual(sizes);
  });

  it('does not read a count of days, an elided article or a letter in a sentence as a size', () => {
    expect(extractEntities('já passaram 40 dias', 'pt').sizes).toEqual([]);
    expect(extractEntities("je renvoie l'article dans l'emballage", 'fr').sizes).toEqual([]);
    expect(extractEntities("I'm looking for a gift", 'en').sizes).toEqual([]);
  });
});

describe('colours', () => {
  it('finds inflected colours by their catalogue code', () => {
    expect(extractEntities('sapatilhas pretas', 'pt').colours).toEqual(['preto']);
    expect(extractEntities('camisas blancas', 'es').colours).toEqual(['branco']);
    expect(extractEntities('une robe blanche', 'fr').colours).toEqual(['branco']);
    expect(extractEntities('a grey throw', 'en').colours).toEqual(['cinzento']);
  });

  it('prefers the longer colour when one holds another', () => {
    expect(extractEntities('casaco azul-marinho', 'pt').colours).toEqual(['azul-marinho']);
    expect(extractEntities('pantalón azul marino', 'es').colours).toEqual(['azul-marinho']);
  });
});

describe('product words', () => {
  it('points a product word, singular or plural, to its catalogue categories', () => {
    expect(extractEntities('tem vestidos de verão?', 'pt').products).toContainEqual({ word: 'vestido', categories: ['mulher-vestidos', 'crianca-vestidos'] });
    expect(extractEntities('any wireless headphones?', 'en').products.map((product) => product.word)).toContain('headphones');
    expect(extractEntities('des montres connectées', 'fr').products.map((product) => product.word)).toContain('montre connectee');
  });
});

describe('what the classifier sees', () => {
  it('replaces each entity by a placeholder of its kind', () => {
    expect(maskEntities('Procuro sapatilhas pretas no 42, encomenda 3f2a9c1d', 'pt')).toBe('procuro xxproduct xxcolour no xxsize encomenda xxorder');
  });
});
