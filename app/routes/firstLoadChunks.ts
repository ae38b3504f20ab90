import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ViteManifest } from '../server/manifest';

/**
 * The shop's main pages (their route modules, as the route table's `source` names them): home, a listing (segments,
 * categories, brands, search, campaigns) and a product page — where a first visit lands.
 */
export const SHOP_PAGES = ['app/pages/HomePage.tsx', 'app/pages/listing/ListingPage.tsx', 'app/pages/product/ProductPage.tsx'] as const;

/** The groups' chunk names: the entry's closure, and what two or more shop pages share beyond it. */
export const FIRST_LOAD_CHUNK = 'app';
export const SHOP_CHUNK = 'shop';
/** The chunk beside a shop page's own: its marked parts, and its modules that other lazy chunks import too. */
export const pagePartsChunk = (page: string): string => `${path.basename(page, path.extname(page))}Parts`;

/**
 * The comment that marks an `import()` whose module comes with the page's first load, written before its
 * specifier: a lazy part (ui/LazyHydrate) whose trigger should find its code already there (one on the first
 * screen, say) — it still hydrates when the trigger fires. The grouping counts it as a static import, so its
 * code joins the first load's chunks instead of a request of its own. The footer, the product's rail and
 * home's sections carry no mark: their code is fetched when they are reached.
 */
export const HYDRATES_WITH_PAGE = 'hydrates-with-page';
const MARKED_IMPORT = new RegExp(String.raw`import\(\s*/\*\s*${HYDRATES_WITH_PAGE}\s*\*/\s*(['"])([^'"]+)\1\s*\)`, 'g');

/** The specifiers of a module's marked `import()`s. */
export function markedImports(code: string): string[] {
  return [...code.matchAll(MARKED_IMPORT)].map((match) => match[2]!);
}

/** What the grouping reads of the build's module graph (Rollup's and Rolldown's `getModuleInfo`). */
export interface ModuleGraph {
  /** The module's static imports, or null when it is not in the graph. */
  importedIds(id: string): readonly string[] | null;
  /** The modules its marked `import()`s load. */
  markedIds(id: string): readonly string[];
  /** The modules importing it statically. */
  importers(id: string): readonly string[];
  /** The modules importing it with `import()`. */
  dynamicImporters(id: string): readonly string[];
}

/** What loading `start` evaluates: static imports, and the marked `import()`s unless `marked` is false. */
function closureOf(graph: ModuleGraph, start: readonly string[], stopAt: ReadonlySet<string>, marked = true): Set<string> {
  const closure = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (closure.has(id) || stopAt.has(id)) continue;
    const imports = graph.importedIds(id);
    if (!imports) continue;
    closure.add(id);
    pending.push(...imports, ...(marked ? graph.markedIds(id) : []));
  }
  return closure;
}

/**
 * The chunk each grouped module goes to (modules not listed keep Rolldown's own splitting); what a module
 * loads is its static imports and its marked `import()`s:
 * - the entry's static imports, all of them: every page loads them;
 * - modules two or more shop pages import statically beyond those: one `shop` chunk, not one per module;
 * - a shop page's own modules that Rolldown would split from the page's chunk — its marked parts and what
 *   they alone import, and modules a lazy chunk imports too (a dialog, the cart page): one chunk beside the
 *   page's. Its other modules stay in the page's chunk, where Rolldown puts them.
 */
export function firstLoadGroups(graph: ModuleGraph, entry: string, pages: readonly string[]): Map<string, string> {
  const groups = new Map<string, string>();
  const firstLoad = closureOf(graph, [...(graph.importedIds(entry) ?? []), ...graph.markedIds(entry)], new Set());
  for (const id of firstLoad) groups.set(id, FIRST_LOAD_CHUNK);
  const closures = new Map(pages.map((page) => [page, closureOf(graph, [page], firstLoad)]));
  // What the page's own chunk would hold: its static imports only, not what its marked parts bring.
  const pageChunks = new Map(pages.map((page) => [page, closureOf(graph, [page], firstLoad, false)]));
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
    const behindMark = !pageChunks.get(page)!.has(id);
    const splitOff = behindMark || graph.dynamicImporters(id).length > 0 || graph.importers(id).some((importer) => !closure.has(importer));
    if (splitOff) groups.set(id, pagePartsChunk(page));
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
  const marked = new Map<string, string[]>();
  let manifestFile = '';
  let outDir = '';
  return {
    name: 'storefront:first-load-chunks',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    // Before the other plugins, while the marks are in the code as written.
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('node_modules') || !code.includes(HYDRATES_WITH_PAGE)) return null;
      const resolved = await Promise.all(markedImports(code).map(async (specifier) => (await this.resolve(specifier, id))?.id));
      marked.set(id, resolved.filter((target): target is string => target !== undefined));
      return null;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: names.map((name) => ({ name, test: (id: string) => groups.get(id) === name })) } },
        },
      },
    }),
    configResolved(config) {
      manifestFile = typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json';
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The manifest names what each chunk imports; it marks the dynamic entries imported with the mark, which the
    // bundler may give a chunk of their own, so the server preloads them with the page (app/server/manifest.ts).
    async writeBundle() {
      const file = path.join(outDir, manifestFile);
      const targets = new Set([...marked.values()].flat().map((id) => path.relative(root, id).split(path.sep).join('/')));
      const manifest = JSON.parse(await readFile(file, 'utf8')) as ViteManifest;
      for (const chunk of Object.values(manifest)) if (chunk.isDynamicEntry && chunk.src && targets.has(chunk.src)) chunk.hydratesWithPage = true;
      await writeFile(file, JSON.stringify(manifest, null, 2));
    },
    buildEnd() {
      groups = firstLoadGroups(
        {
          importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? null,
          markedIds: (id) => marked.get(id) ?? [],
          importers: (id) => this.getModuleInfo(id)?.importers ?? [],
          dynamicImporters: (id) => this.getModuleInfo(id)?.dynamicImporters ?? [],
        },
        entry,
        pages,
      );
    },
  };
}
