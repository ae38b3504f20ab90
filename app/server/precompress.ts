import { readdir, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { isProductClientBuild } from '../client/productBuild';

/**
 * The client build's text files are compressed once, when the build ends, at the highest levels — brotli 11
 * and gzip 9 — and written beside each file as `.br` and `.gz`. The production server sends those
 * (`@fastify/static` `preCompressed`, ./server.ts) where it used to compress every request at a level fast
 * enough to do on the fly (brotli 4). Brotli 11 makes the first load's scripts about 14 % smaller (the `app`
 * chunk 154.6 → 132.6 KB), which a phone on a slow network downloads before it can paint them in,
 * and the server spends no CPU on them. Pages and API answers are made per request and stay compressed on the fly.
 */

/** Below this the server sends a file as it is (compression would save less than its headers cost). */
export const COMPRESSION_THRESHOLD = 1024;

/** Text formats the client build holds; source maps stay out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside each compressible file of `dir` of at least the threshold, except the
 * paths in `skip` (relative to `dir`); returns the files compressed.
 */
export async function precompressDirectory(dir: string, skip: readonly string[] = []): Promise<string[]> {
  const files = [];
  for (const file of await filesUnder(dir)) {
    const relative = path.relative(dir, file);
    if (!COMPRESSIBLE.test(file) || relative.split(path.sep).includes('.vite') || skip.includes(relative)) continue;
    if ((await stat(file)).size >= COMPRESSION_THRESHOLD) files.push(file);
  }
  // zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel off the main thread.
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files;
}

/**
 * The Vite plugin: precompresses the client build's output once it is written.
 * `skip`: files another plugin removes when the build closes (those hooks may run side by side).
 */
export function precompressedAssets({ skip = [] }: { skip?: readonly string[] } = {}): Plugin {
  let outDir = '';
  let active = false;
  return {
    name: 'storefront:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      active = isProductClientBuild(config);
    },
    async closeBundle() {
      if (active) await precompressDirectory(outDir, skip);
    },
  };
}
