import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, precompressDirectory } from './precompress';

/** Text that compresses like a script: repeated words and names. */
const script = (lines: number) => Array.from({ length: lines }, (_, i) => `export function card${i}(price) { return formatPrice(price, 'pt-PT'); }`).join('\n');

describe("the client build's files, compressed once at build time", () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file from the threshold up, both unpacking to the file; brotli at its best beats gzip -9', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'flags'));
    const files: Record<string, string> = {
      'assets/app-A1.js': script(400),
      'assets/style-S1.css': `.card{display:grid}\n`.repeat(100),
      'flags/pt.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

    const done = await precompressDirectory(dir);

    expect(done.map((file) => path.relative(dir, file)).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) {
      const br = readFileSync(path.join(dir, `${name}.br`));
      const gz = readFileSync(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
    }
    const app = readFileSync(path.join(dir, 'assets/app-A1.js'));
    expect(readFileSync(path.join(dir, 'assets/app-A1.js.br')).length).toBeLessThan(gzipSync(app, { level: 9 }).length);
  });

  it('leaves alone small files, source maps, binary files, the manifest and the files named to skip', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const left = {
      'assets/small-B1.js': 'export const a = 1;',
      'assets/app-A1.js.map': JSON.stringify({ mappings: 'AAAA;'.repeat(2000) }),
      'assets/inter-latin.woff2': script(50),
      '.vite/manifest.json': JSON.stringify({ entries: script(50) }),
      'mockServiceWorker.js': script(50),
    };
    for (const [name, text] of Object.entries(left)) writeFileSync(path.join(dir, name), text);
    expect(Buffer.byteLength(left['assets/small-B1.js'])).toBeLessThan(COMPRESSION_THRESHOLD);

    expect(await precompressDirectory(dir, ['mockServiceWorker.js'])).toEqual([]);
    for (const name of Object.keys(left)) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
