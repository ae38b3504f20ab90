import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../contract';
import { seedCatalogue } from '../../db/seed';
import { openTestDatabase } from '../../test-support';
import { loadContentPages } from './pages';
import { buildRetriever, type ContentPage, type Retriever } from './retrieval';

const page = (slug: string, locale: Locale, title: string, sections: [string, string][]): ContentPage => ({
  slug,
  locale,
  title,
  summary: title,
  sections: sections.map(([heading, body]) => ({ heading, body })),
});

describe('BM25 over fixture pages', () => {
  const retriever = buildRetriever([
    page('envios', 'pt', 'Envios', [['Prazos', 'As encomendas chegam em 2 a 4 dias úteis.']]),
    page('devolucoes', 'pt', 'Devoluções', [['Prazo', 'Tem 30 dias para devolver um artigo.'], ['Reembolso', 'O reembolso é feito em 14 dias.']]),
    page('returns', 'en', 'Returns', [['Window', 'You have 30 days to return an item.']]),
  ]);

  it('ranks the page sharing the rarest words first, with its slug and section', () => {
    const [best] = retriever.search('quando recebo o reembolso?', 'pt');
    expect(best).toMatchObject({ slug: 'devolucoes', heading: 'Reembolso' });
  });

  it('matches a question typed without accents and in the plural', () => {
    expect(retriever.search('devolucoes de artigos', 'pt')[0]?.slug).toBe('devolucoes');
  });

  it("searches the question's language only, and finds nothing when no word matches", () => {
    expect(retriever.search('return an item', 'en').map((hit) => hit.slug)).toEqual(['returns', 'returns']);
    expect(retriever.search('return an item', 'pt')).toEqual([]);
    expect(retriever.search('xyzzy', 'en')).toEqual([]);
  });

  it('lets topic words tip the ranking without outweighing the words typed', () => {
    expect(retriever.search('quanto tempo?', 'pt', { topic: 'reembolso' })[0]?.slug).toBe('devolucoes');
    expect(retriever.search('dias úteis', 'pt', { topic: 'reembolso' })[0]?.slug).toBe('envios');
  });

  it('returns at most the passages asked for', () => {
    expect(retriever.search('dias', 'pt', { limit: 1 })).toHaveLength(1);
  });
});

describe('BM25 over the pages the API seeds', () => {
  let retriever: Retriever;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase('pglite');
    close = opened.close;
    await seedCatalogue(opened.database, { products: 1 });
    retriever = buildRetriever(await loadContentPages(opened.database.query));
  }, 120_000);
  afterAll(async () => close?.());

  it.each([
    ['pt', 'quanto tempo demora a chegar a encomenda', 'faq'],
    ['pt', 'aceitam pagamento por multibanco?', 'faq'],
    ['pt', 'qual é o vosso email de apoio', 'contact'],
    ['pt', 'como peço a eliminacao dos meus dados', 'privacy-policy'],
    ['en', 'how long does delivery take', 'faq'],
    ['en', 'do prices include vat', 'terms-of-service'],
    ['en', 'ambassador commission', 'ambassador-terms'],
    ['es', 'cuanto tarda la entrega', 'faq'],
    ['es', 'correo de atención al cliente', 'contact'],
    ['es', 'comision de embajador', 'ambassador-terms'],
    ['fr', 'quel est le delai de livraison', 'faq'],
    ['fr', 'les prix incluent la tva ?', 'terms-of-service'],
    ['fr', 'supprimer mes donnees personnelles', 'privacy-policy'],
  ] as const)('in %s, %j finds the %s page first', (locale, question, slug) => {
    expect(retriever.search(question, locale)[0]?.slug).toBe(slug);
  });
});
