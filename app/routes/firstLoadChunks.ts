import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The shop's main pages (their route modules, as the route table's `source` names them): home, a listing (segments,
 * categories, brands, search, campaigns) and a product page — where a first visit lands.
 */
export const SHOP_PAGES = ['app/pages/HomePage.tsx', 'app/pages/listing/ListingPage.tsx', 'app/pages/product/ProductPage.tsx'] as const;

/** The groups' chunk names: the entry's closure, and what two or more shop pages share beyond it. */
export const FIRST_LOAD_CHUNK = 'app';
export const SHOP_CHUNK = 'shop';
/** The chunk of a shop page's own modules that other lazy chunks import too. */
export const pagePartsChunk = (page: string): string => `${path.basename(page, path.extname(page))}Parts`;

/** What the grouping reads of the build's module graph (Rollup's and Rolldown's `getModuleInfo`). */
export interface ModuleGraph {
  /** The module's static imports, or null when it is not in the graph. */
  importedIds(id: string): readonly string[] | null;
  /** Every module importing it, statically or with `import()`. */
  importers(id: string): readonly string[];
}

function staticClosure(graph: ModuleGraph, start: readonly string[], stopAt: ReadonlySet<string> = new Set()): Set<string> {
  const closure = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (closure.has(id) || stopAt.has(id)) continue;
    const imports = graph.importedIds(id);
    if (!imports) continue;
    closure.add(id);
    pending.push(...imports);
  }
  return closure;
}

/**
 * The chunk each grouped module goes to (modules not listed keep Rolldown's own splitting):
 * - the entry's static imports, all of them: every page loads them;
 * - modules two or more shop pages import statically beyond those: one `shop` chunk, not one per module;
 * - a shop page's own modules that a lazy chunk imports too (a dialog, the cart page): one chunk beside the
 *   page's. Its other modules stay in the page's chunk, where Rolldown puts them.
 */
export function firstLoadGroups(graph: ModuleGraph, entry: string, pages: readonly string[]): Map<string, string> {
  const groups = new Map<string, string>();
  const firstLoad = staticClosure(graph, graph.importedIds(entry) ?? []);
  for (const id of firstLoad) groups.set(id, FIRST_LOAD_CHUNK);
  const closures = new Map(pages.map((page) => [page, staticClosure(graph, [page], firstLoad)]));
  const users = new Map<string, string[]>();
  for (const [page, closure] of closures) for (const id of closure) users.set(id, [...(users.get(id) ?? []), page]);
  for (const [id, pagesUsing] of users) {
    if (pagesUsing.length >= 2) {
      groups.set(id, SHOP_CHUNK);
      continue;
    }
    const page = pagesUsing[0]!;
    if (id === page) continue;
    const closure = closures.get(page)!;
    if (graph.importers(id).some((importer) => !closure.has(importer))) groups.set(id, pagePartsChunk(page));
  }
  return groups;
}

/**
 * A first load in few files. Rolldown's automatic splitting gives every module that two chunks share a
 * chunk of its own: the entry's closure alone came to 17 small files (the router, effector, the API client,
 * constants…) and a product page to 14 more (the card, the price, the image, labels…), each a request,
 * its import and export glue and a gzip stream of its own — and under Lighthouse's slow-4G simulation, each a
 * round trip on the path to the first paint. Grouped (`firstLoadGroups`), they compress together and load
 * as a few files. The groups are read from the module graph when the build ends; other builds (SSR,
 * Storybook) have no such entry: nothing is grouped.
 */
export function firstLoadChunks(root: string): Plugin {
  const entry = path.resolve(root, 'app/entry-client.tsx');
  const pages = SHOP_PAGES.map((page) => path.resolve(root, page));
  let groups = new Map<string, string>();
  const names = [FIRST_LOAD_CHUNK, SHOP_CHUNK, ...pages.map(pagePartsChunk)];
  return {
    name: 'storefront:first-load-chunks',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    config: () => ({
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: names.map((name) => ({ name, test: (id: string) => groups.get(id) === name })) } },
        },
      },
    }),
    buildEnd() {
      groups = firstLoadGroups(
        {
          importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? null,
          importers: (id) => {
            const info = this.getModuleInfo(id);
            return info ? [...info.importers, ...info.dynamicImporters] : [];
          },
        },
        entry,
        pages,
      );
    },
  };
}
