import { describe, expect, it } from 'vitest';
import { contentStems, fold, stems, tokenize } from './text';

describe('the words the assistant compares', () => {
  it('ignores accents and case', () => {
    expect(fold('Devolução À Noël')).toBe('devolucao a noel');
    expect(stems('devolução', 'pt')).toEqual(stems('devolucao', 'pt'));
    expect(stems('Délai de livraison', 'fr')).toEqual(stems('delai de livraison', 'fr'));
  });

  it('gives a Portuguese plural typed without accents the stem of its singular', () => {
    expect(stems('devolucoes', 'pt')).toEqual(stems('devolução', 'pt'));
    expect(stems('encomendas', 'pt')).toEqual(stems('encomenda', 'pt'));
    expect(stems('devoluciones', 'es')).toEqual(stems('devolucion', 'es'));
  });

  it("splits elisions and hyphens, and reads 'mbway' as MB WAY", () => {
    expect(tokenize("L'article, passe-me o MBWay")).toEqual(['l', 'article', 'passe', 'me', 'o', 'mb', 'way']);
  });

  it("leaves out each language's function words when ranking", () => {
    expect(contentStems('Como faço uma devolução?', 'pt')).toEqual(stems('faço devolução', 'pt'));
    expect(contentStems('Where is my order?', 'en')).toEqual(stems('order', 'en'));
  });
});
