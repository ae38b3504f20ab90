import { describe, expect, it } from 'vitest';
import { firstLoadGroups, HYDRATES_WITH_PAGE, markedImports, pagePartsChunk, SHOP_PAGES } from './firstLoadChunks';
import type { ModuleGraph } from './firstLoadChunks';
import { ROUTES } from './table';

/** A module graph from each module's static imports, its marked `import()`s and its dynamic importers. */
function graphOf(imports: Record<string, string[]>, marked: Record<string, string[]>, dynamicImporters: Record<string, string[]>): ModuleGraph {
  return {
    importedIds: (id) => imports[id] ?? null,
    markedIds: (id) => marked[id] ?? [],
    importers: (id) =>
      Object.entries(imports)
        .filter(([, list]) => list.includes(id))
        .map(([importer]) => importer),
    dynamicImporters: (id) => dynamicImporters[id] ?? [],
  };
}

describe('the chunks of a first load', () => {
  const graph = graphOf(
    {
      entry: ['react', 'shell'],
      react: [],
      shell: ['react', 'badge'],
      badge: [],
      footer: ['switcher'],
      switcher: [],
      home: ['react', 'card', 'tiles'],
      rails: ['card', 'strip'],
      strip: [],
      listing: ['card', 'filters', 'price', 'reveal'],
      product: ['card', 'price', 'gallery', 'labels'],
      card: ['image', 'badge'],
      image: [],
      tiles: [],
      filters: [],
      price: [],
      reveal: [],
      gallery: [],
      labels: [],
      quickView: ['labels'],
      drawer: ['reveal'],
    },
    // The shell's footer and home's rails are parts that hydrate with the page.
    { shell: ['footer'], home: ['rails'] },
    { home: ['entry'], listing: ['entry'], product: ['entry'], quickView: ['listing'], drawer: ['listing'], footer: ['shell'], rails: ['home'] },
  );
  const groups = firstLoadGroups(graph, 'entry', ['home', 'listing', 'product']);

  it("puts the entry's static imports in one chunk, with the parts it hydrates with the page", () => {
    expect(['react', 'shell', 'badge', 'footer', 'switcher'].map((id) => groups.get(id))).toEqual(['app', 'app', 'app', 'app', 'app']);
  });

  it('puts what two or more shop pages import beyond the entry in one shared chunk, whatever its depth', () => {
    expect(['card', 'image', 'price'].map((id) => groups.get(id))).toEqual(['shop', 'shop', 'shop']);
  });

  it("gathers a page's own modules that a lazy chunk imports too in one chunk beside the page's", () => {
    expect(groups.get('labels')).toBe(pagePartsChunk('product'));
    expect(groups.get('reveal')).toBe(pagePartsChunk('listing'));
  });

  it("gathers a page's marked parts and their own modules in that chunk too", () => {
    expect(['rails', 'strip'].map((id) => groups.get(id))).toEqual([pagePartsChunk('home'), pagePartsChunk('home')]);
  });

  it("leaves the pages themselves and the modules only their page imports to the page's chunk", () => {
    for (const id of ['home', 'listing', 'product', 'tiles', 'filters', 'gallery']) expect(groups.has(id), id).toBe(false);
  });

  it('leaves modules no shop page imports to the bundler', () => {
    for (const id of ['quickView', 'drawer']) expect(groups.has(id), id).toBe(false);
  });

  it("reads the marked imports' specifiers, and no other import()", () => {
    const code = [
      `const Footer = lazyPart(() => import(/* ${HYDRATES_WITH_PAGE} */ '../../ui/Footer/Footer').then((m) => m.Footer));`,
      `const parts = () => import( /*${HYDRATES_WITH_PAGE}*/ "./home/HomeParts");`,
      `const Dialog = lazy(() => import('./Dialog'));`,
    ].join('\n');
    expect(markedImports(code)).toEqual(['../../ui/Footer/Footer', './home/HomeParts']);
  });

  it('names the part chunk after the page module', () => {
    expect(pagePartsChunk('/repo/app/pages/product/ProductPage.tsx')).toBe('ProductPageParts');
  });

  it('groups the route modules of home, the listings and the product page', () => {
    const sources = [ROUTES.home.source, ROUTES.segment.source, ROUTES.search.source, ROUTES.product.source];
    expect(new Set(sources)).toEqual(new Set(SHOP_PAGES));
  });
});
