/**
 * Local visual regression, no network: each story's picture is compared with a committed baseline
 * in .storybook/__screenshots__/. Runs on the Vitest server as a browser command.
 *
 * Tolerance: pixelmatch `threshold` 0.1 (per-pixel colour distance, 0–1; anti-aliasing ignored)
 * and at most 16 pixels may differ, whatever the picture's size. Chromium renders the same story the
 * same way on these machines, so that only absorbs stray rasterisation noise; a ratio (0.1 % was tried)
 * let three new 18 px icons of a 418×526 form pass unseen, since thin strokes are mostly anti-aliasing.
 *
 * - A missing baseline is written (and the story passes) on a developer machine; with CI=true it
 *   fails, so CI never passes without a reviewed baseline.
 * - UPDATE_SCREENSHOTS=1 rewrites every baseline that differs.
 * - A mismatch writes `<story>.actual.png` and `<story>.diff.png` to test-results/screenshots/.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pixelmatchModule from 'pixelmatch';
import pngjs from 'pngjs';
import type { BrowserCommand } from 'vitest/node';

// The config loader may hand over either the ES module or its CommonJS-style wrapper.
const pixelmatch: typeof pixelmatchModule.default =
  typeof pixelmatchModule.default === 'function' ? pixelmatchModule.default : (pixelmatchModule as unknown as { default: { default: typeof pixelmatchModule.default } }).default.default;
const { PNG } = pngjs;

export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFFERING_PIXELS = 16;

const BASELINE_DIR = path.resolve(import.meta.dirname, '__screenshots__');
const RESULTS_DIR = path.resolve(import.meta.dirname, '..', 'test-results', 'screenshots');

export type ScreenshotVerdict =
  | { pass: true; outcome: 'matched' | 'written' | 'updated' }
  | { pass: false; outcome: 'missing' | 'mismatch'; message: string };

const safeName = (name: string) => name.replace(/[^a-z0-9-]+/gi, '-');

export async function compareWithBaseline(name: string, base64: string): Promise<ScreenshotVerdict> {
  const file = path.join(BASELINE_DIR, `${safeName(name)}.png`);
  const actualBytes = Buffer.from(base64, 'base64');
  const update = process.env.UPDATE_SCREENSHOTS === '1';
  if (!existsSync(file)) {
    if (process.env.CI === 'true' && !update) {
      await writeResult(name, 'actual', actualBytes);
      return { pass: false, outcome: 'missing', message: `No baseline screenshot for "${name}" (${path.relative(process.cwd(), file)}); run the stories locally and commit it.` };
    }
    await mkdir(BASELINE_DIR, { recursive: true });
    await writeFile(file, actualBytes);
    return { pass: true, outcome: 'written' };
  }
  const baseline = PNG.sync.read(await readFile(file));
  const actual = PNG.sync.read(actualBytes);
  const sameSize = baseline.width === actual.width && baseline.height === actual.height;
  let differing = Number.POSITIVE_INFINITY;
  let diff: pngjs.PNG | undefined;
  if (sameSize) {
    diff = new PNG({ width: baseline.width, height: baseline.height });
    differing = pixelmatch(baseline.data, actual.data, diff.data, baseline.width, baseline.height, { threshold: PIXEL_THRESHOLD });
  }
  const ratio = sameSize ? differing / (baseline.width * baseline.height) : 1;
  if (sameSize && differing <= MAX_DIFFERING_PIXELS) return { pass: true, outcome: 'matched' };
  if (update) {
    await writeFile(file, actualBytes);
    return { pass: true, outcome: 'updated' };
  }
  await writeResult(name, 'actual', actualBytes);
  if (diff) await writeResult(name, 'diff', PNG.sync.write(diff));
  const what = sameSize
    ? `${differing} pixels differ (${(ratio * 100).toFixed(3)} %; allowed ${MAX_DIFFERING_PIXELS})`
    : `size ${actual.width}×${actual.height} instead of ${baseline.width}×${baseline.height}`;
  return {
    pass: false,
    outcome: 'mismatch',
    message: `Screenshot of "${name}" differs from its baseline: ${what}. See test-results/screenshots/; run with UPDATE_SCREENSHOTS=1 if the change is intended.`,
  };
}

async function writeResult(name: string, kind: 'actual' | 'diff', bytes: Buffer) {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `${safeName(name)}.${kind}.png`), bytes);
}

/** The browser command the storybook project registers (see vitest.setup.ts). */
export const compareScreenshot: BrowserCommand<[name: string, base64: string], ScreenshotVerdict> = (_context, name, base64) =>
  compareWithBaseline(name, base64);
