import { beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_CORPUS } from './corpus';
import { trainUnderstanding, type Understanding } from './understanding';

let understanding: Understanding;
beforeAll(async () => {
  understanding = await trainUnderstanding(TRAINING_CORPUS);
});

describe('language detection', () => {
  it.each([
    ['boa tarde', 'pt'],
    ['a minha encomenda?', 'pt'],
    ['devoluçao', 'pt'],
    ['good afternoon', 'en'],
    ['my parcel?', 'en'],
    ['refund', 'en'],
    ['buenas tardes', 'es'],
    ['mi pedido?', 'es'],
    ['devolución', 'es'],
    ['bonsoir', 'fr'],
    ['mon colis ?', 'fr'],
    ['remboursement', 'fr'],
  ] as const)('reads %j as %s with no locale to lean on', async (text, locale) => {
    expect((await understanding.understand(text)).locale).toBe(locale);
  });

  it("keeps the shopper's locale when the words could be either language", async () => {
    expect((await understanding.understand('MB WAY', 'fr')).locale).toBe('fr');
    expect((await understanding.understand('MB WAY', 'es')).locale).toBe('es');
  });

  it("answers in the message's language, not the page's, when the two differ", async () => {
    expect((await understanding.understand('onde está a minha encomenda?', 'en')).locale).toBe('pt');
    expect((await understanding.understand('where is my parcel?', 'pt')).locale).toBe('en');
  });
});
