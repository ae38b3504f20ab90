/**
 * `npm run bundle-report` (after `npm run build`): what the browser downloads on a first load, from the
 * build's manifest (`dist/client/.vite/manifest.json`).
 *
 * - first load of a page = the entry (`index.html`) and its static imports, plus the page's route chunk, the
 *   parts it hydrates with and their static imports (`pageFirstLoad`: what the server modulepreloads and the
 *   browser loads before hydration);
 * - lazy = every other JavaScript chunk: what the app imports once hydrated (`app/client/*.ts`: commerce,
 *   attribution, realtime — the realtime connection with laravel-echo and pusher-js), on first use
 *   (dialogs, drawers) or on navigation (other routes).
 * Sizes are gzip -9 of the built files. The e2e suite uses `bundleReport` to prove that laravel-echo and
 * pusher-js are in no first load (the realtime issue: 0 bytes before hydration).
 *
 * Each first load also lists its top contributors — a package (`zod`) or a folder of ours
 * (`features/cart`) — read from the build's source maps: the bytes each source produced in the minified
 * chunks, scaled by the chunk's gzip ratio (an estimate per contributor; the totals are exact).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadClosure, pageFirstLoad } from '../app/server/manifest';
import type { ViteManifest as Manifest } from '../app/server/manifest';

export const ENTRY = 'index.html';
/** The route chunks measured (their `src` in the manifest). */
export const PAGES: Record<string, string> = {
  home: 'app/pages/HomePage.tsx',
  listing: 'app/pages/listing/ListingPage.tsx',
  product: 'app/pages/product/ProductPage.tsx',
  wishlist: 'app/pages/account/WishlistPage.tsx',
};
/** Text only each package's code holds: a first-load chunk containing it holds the package. */
export const PACKAGE_MARKERS: Record<string, string> = {
  'pusher-js': 'sockjs.pusher.com',
  'laravel-echo': 'App.Events',
  // zod's core names each schema class's trait; the browser checks API answers, forms and route params with
  // the contract's schemas loaded on first use (features/api-client/schemas.ts), never in a first load.
  zod: '$ZodType',
};

export interface Load {
  /** Manifest keys of the chunks, in discovery order. */
  chunks: string[];
  /** The source files (`src`) among them — packages show as `node_modules/{name}/…`. */
  sources: string[];
  gzipBytes: number;
  /** gzip bytes per source file with a chunk of its own. */
  bySource: Record<string, number>;
  /**
   * Estimated gzip bytes per contributor, largest first: a package (`react-dom`) or a folder of ours
   * (`features/cart`, `app/shell`, `contract`), from the chunks' source maps.
   */
  contributors: [string, number][];
}

export interface BundleReport {
  entry: Load;
  pages: Record<string, Load>;
  /** Every JavaScript chunk in no first load measured. */
  lazy: Load;
  /** The first-load chunks whose text holds a package's marker (PACKAGE_MARKERS), by package. */
  markersInFirstLoads: Record<string, string[]>;
  /** Whether each marker is found in the build at all (else the check above could not fail). */
  markersInBuild: Record<string, boolean>;
}


/** The package, or the top two folders of our own source, a source-map source belongs to. */
export function contributorOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const own = source.replace(/^(?:\.\.\/)+/, '').replace(/^\/+/, '');
  if (own.startsWith('contract/')) return 'contract';
  return own.split('/').slice(0, 2).join('/').replace(/\.[jt]sx?$/, '');
}

const VLQ = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [char, index]));

/** The bytes of generated code each source of a chunk produced (a source map's segments, measured to the next one). */
export function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const bytes = new Map<string, number>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const segments: [column: number, source: number | null][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = VLQ.get(char)!;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push([column, fields.length > 1 ? source : null]);
    }
    const length = lines[index]?.length ?? 0;
    segments.forEach(([start, from], at) => {
      if (from === null) return;
      const name = map.sources[from]!;
      bytes.set(name, (bytes.get(name) ?? 0) + (segments[at + 1]?.[0] ?? length) - start);
    });
  });
  return bytes;
}

export function bundleReport(clientDir = path.resolve(import.meta.dirname, '../dist/client')): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipOf = (key: string) => {
    if (!sizes.has(key)) sizes.set(key, gzipSync(readFileSync(path.join(clientDir, manifest[key]!.file)), { level: 9 }).length);
    return sizes.get(key)!;
  };
  const contributions = new Map<string, Map<string, number>>();
  /** A chunk's gzip bytes shared among its contributors in proportion to the minified bytes each produced. */
  const contributionsOf = (key: string) => {
    if (contributions.has(key)) return contributions.get(key)!;
    const file = path.join(clientDir, manifest[key]!.file);
    const code = readFileSync(file, 'utf8');
    const byContributor = new Map<string, number>();
    let map: { sources: string[]; mappings: string } | null = null;
    try {
      map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    } catch {
      // A chunk without a source map (the bundler's runtime) counts as one contributor.
    }
    const raw = map ? bytesBySource(code, map) : new Map<string, number>();
    const mapped = [...raw.values()].reduce((sum, bytes) => sum + bytes, 0);
    const unmapped = Math.max(0, code.length - mapped);
    const ratio = gzipOf(key) / Math.max(1, code.length);
    for (const [source, bytes] of raw) {
      const name = contributorOf(source);
      byContributor.set(name, (byContributor.get(name) ?? 0) + bytes * ratio);
    }
    if (unmapped > 0) byContributor.set('(bundler glue)', (byContributor.get('(bundler glue)') ?? 0) + unmapped * ratio);
    contributions.set(key, byContributor);
    return byContributor;
  };
  const loadOf = (keys: Iterable<string>): Load => {
    const chunks = [...keys].filter((key) => manifest[key]?.file.endsWith('.js'));
    const sources = chunks.flatMap((key) => (manifest[key]!.src ? [manifest[key]!.src!] : []));
    const totals = new Map<string, number>();
    for (const key of chunks) for (const [name, bytes] of contributionsOf(key)) totals.set(name, (totals.get(name) ?? 0) + bytes);
    return {
      chunks,
      sources,
      gzipBytes: chunks.reduce((sum, key) => sum + gzipOf(key), 0),
      bySource: Object.fromEntries(sources.map((src) => [src, gzipOf(src)])),
      contributors: [...totals].map(([name, bytes]): [string, number] => [name, Math.round(bytes)]).sort((a, b) => b[1] - a[1]),
    };
  };
  const entry = firstLoadClosure(manifest, [ENTRY]);
  const pages: Record<string, Load> = {};
  const firstLoads = new Set(entry);
  for (const [page, src] of Object.entries(PAGES)) {
    const closure = pageFirstLoad(manifest, [src], entry);
    for (const key of closure) firstLoads.add(key);
    pages[page] = loadOf(closure);
  }
  const lazy = Object.keys(manifest).filter((key) => !firstLoads.has(key));
  const markersInFirstLoads = Object.fromEntries(
    Object.entries(PACKAGE_MARKERS).map(([name, marker]) => [
      name,
      [...firstLoads].filter((key) => manifest[key]!.file.endsWith('.js') && readFileSync(path.join(clientDir, manifest[key]!.file), 'utf8').includes(marker)),
    ]),
  );
  const jsTexts = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => readFileSync(path.join(clientDir, chunk.file), 'utf8'));
  const markersInBuild = Object.fromEntries(Object.entries(PACKAGE_MARKERS).map(([name, marker]) => [name, jsTexts.some((text) => text.includes(marker))]));
  return { entry: loadOf(entry), pages, lazy: loadOf(lazy), markersInFirstLoads, markersInBuild };
}

/** The packages (`node_modules/{name}`) a load's chunks come from, by their manifest `src`. */
export function packagesOf(load: Load): string[] {
  return [...new Set(load.sources.flatMap((src) => /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src)?.[1] ?? []))];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const report = bundleReport();
  console.log('first load (gzip -9)');
  console.log(`  entry closure          ${kb(report.entry.gzipBytes).padStart(9)}  (${report.entry.chunks.length} chunks)`);
  for (const [page, load] of Object.entries(report.pages)) {
    console.log(`  ${`${page} page`.padEnd(22)} ${kb(load.gzipBytes).padStart(9)}  (${load.chunks.length} chunks)`);
  }
  const top = Number(process.env.BUNDLE_REPORT_TOP ?? 12);
  for (const [name, load] of [['entry closure', report.entry] as const, ...Object.entries(report.pages).map(([page, load]) => [`${page} page`, load] as const)]) {
    console.log(`top contributors, ${name} (estimated gzip)`);
    for (const [contributor, bytes] of load.contributors.slice(0, top)) console.log(`    ${contributor.padEnd(48)} ${kb(bytes).padStart(9)}`);
  }
  console.log('lazy (after hydration, on first use or on navigation)');
  console.log(`  ${'total'.padEnd(22)} ${kb(report.lazy.gzipBytes).padStart(9)}  (${report.lazy.chunks.length} chunks)`);
  for (const [src, bytes] of Object.entries(report.lazy.bySource)) {
    if (src.startsWith('node_modules/') || src.startsWith('app/client/') || src.startsWith('features/')) console.log(`    ${src.padEnd(48)} ${kb(bytes).padStart(9)}`);
  }
  for (const [name, chunks] of Object.entries(report.markersInFirstLoads)) {
    console.log(`${name} in a first load: ${chunks.length === 0 ? 'no (0 bytes)' : chunks.join(', ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
