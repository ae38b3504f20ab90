/**
 * Vite's build manifest (`dist/client/.vite/manifest.json`): each chunk by its source path (`src`), with
 * its file and its static and dynamic imports. The production server reads it once at start-up; the
 * bundle report walks it the same way.
 */
import { pagePartsChunk } from '../routes/firstLoadChunks';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /**
   * A dynamic entry imported with the `hydrates-with-page` mark (app/routes/firstLoadChunks.ts writes it into
   * the manifest): the browser loads it with the page's first load, like a static import. Set where the bundler gave such
   * an import a chunk of its own (it re-exports from the page's parts: Rolldown makes one per dynamic entry
   * once a module of the graph has a top-level await, as the evaluation slices give them).
   */
  hydratesWithPage?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The browser entry's manifest key: index.html, whose script and modulepreload links Vite writes itself. */
export const MANIFEST_ENTRY = 'index.html';

/** The keys reached from `roots` through `next`, added to `into` (whose keys are not walked again). */
function reached(manifest: ViteManifest, roots: string[], into: Set<string>, next: (chunk: ManifestChunk) => string[]): Set<string> {
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    stack.push(...next(manifest[key]));
  }
  return into;
}

/** The manifest keys a browser loads with `roots`: the roots and their static imports, transitively. */
export function staticClosure(manifest: ViteManifest, roots: string[], into = new Set<string>()): Set<string> {
  return reached(manifest, roots, into, (chunk) => chunk.imports ?? []);
}

/**
 * The manifest keys a browser loads before hydrating with `roots`: their static imports, transitively, and the
 * dynamic imports that hydrate with the page (`hydratesWithPage`) with theirs.
 */
export function firstLoadClosure(manifest: ViteManifest, roots: string[], into = new Set<string>()): Set<string> {
  return reached(manifest, roots, into, (chunk) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter((key) => manifest[key]?.hydratesWithPage)]);
}

/**
 * The manifest key of the chunk beside a page's own (`<Page>Parts`, app/routes/firstLoadChunks.ts: its marked
 * parts and its modules that lazy chunks import too), when the build made one: the browser loads it with the page.
 */
function pagePartsKey(manifest: ViteManifest, source: string): string | undefined {
  const name = pagePartsChunk(source);
  const chunk = manifest[source];
  return [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])].find((key) => manifest[key]?.name === name);
}

/**
 * The manifest keys the browser loads before hydrating a page of these modules (a page and its lazy layout):
 * the modules' chunks, the page's parts that hydrate with it, and their static imports, transitively, added to
 * a copy of `loaded` (the entry's closure, say), whose keys are not walked again.
 */
export function pageFirstLoad(manifest: ViteManifest, sources: string[], loaded: ReadonlySet<string> = new Set()): Set<string> {
  const parts = sources.map((source) => pagePartsKey(manifest, source)).filter((key): key is string => key !== undefined);
  return firstLoadClosure(manifest, [...sources, ...parts], new Set(loaded));
}

/**
 * The JavaScript a page module (and its lazy layout's) needs beyond the entry's (`pageFirstLoad`), as
 * root-relative URLs. The router imports the page only once the entry ran; the page's script loader
 * (./scriptsAfterPaint.ts) modulepreloads each, so the browser fetches them alongside the entry.
 */
export function pageModulePreloads(manifest: ViteManifest, ...sources: string[]): string[] {
  const known = sources.filter((source) => manifest[source]);
  if (known.length === 0) return [];
  // The shell names the entry's static imports itself; the entry's parts that hydrate with it (the footer) it does not.
  const named = staticClosure(manifest, [MANIFEST_ENTRY]);
  const load = pageFirstLoad(manifest, known, firstLoadClosure(manifest, [MANIFEST_ENTRY]));
  return [...load].filter((key) => !named.has(key) && manifest[key]!.file.endsWith('.js')).map((key) => `/${manifest[key]!.file}`);
}

/** A language's catalogue part as the build cuts it (app/i18n/messagePartsPlugin.ts): its manifest key. */
export function messagePartKey(locale: string, part: string): string {
  return `locales/${locale}.${part}.messages.js`;
}

/** The root-relative URL of a catalogue part's chunk, or null when the build has none (development). */
export function messagePartPreload(manifest: ViteManifest, locale: string, part: string): string | null {
  const file = manifest[messagePartKey(locale, part)]?.file;
  return file ? `/${file}` : null;
}
