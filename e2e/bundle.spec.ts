import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleReport, PACKAGE_MARKERS } from '../scripts/bundle-report';

/**
 * The realtime issue: laravel-echo and pusher-js are 0 bytes of any first load — they come after
 * hydration, with the realtime connection. Read from the build the global setup made (`npm run
 * bundle-report` prints the same figures).
 */
test('laravel-echo and pusher-js are in no first load, only in lazy chunks after hydration', () => {
  const report = bundleReport();
  for (const name of ['pusher-js', 'laravel-echo']) {
    // The package is in the build (so its marker can be found) …
    expect(report.markersInBuild[name], `${name} is in the build`).toBe(true);
    // … in a chunk of its own that no page loads first …
    expect(report.lazy.sources.some((src) => src.startsWith(`node_modules/${name}/`)), `${name} has a lazy chunk`).toBe(true);
    // … and in no chunk of the entry's or a page's first load.
    expect(report.markersInFirstLoads[name], `${name} in a first load`).toEqual([]);
  }
  expect(report.lazy.sources).toContain('app/client/realtime.ts');
});

/**
 * zod and the contract's schemas are in no first load: the browser checks API answers, forms, stored
 * sessions and route params with them on first use, each with its own contract module.
 */
test('zod is in no first load, only in the lazily loaded contract schemas', () => {
  const report = bundleReport();
  expect(Object.keys(PACKAGE_MARKERS)).toContain('zod');
  expect(report.markersInBuild.zod, 'zod is in the build').toBe(true);
  expect(report.markersInFirstLoads.zod, 'zod in a first load').toEqual([]);
  expect(report.lazy.sources).toEqual(expect.arrayContaining(['contract/order.ts', 'contract/support.ts', 'contract/user.ts']));
  for (const [page, load] of Object.entries(report.pages)) expect(load.contributors.map(([name]) => name), page).not.toContain('zod');
});

/**
 * `npm run bundle-report` names what each first load is made of (the budget work reads it): the
 * contributors of every page — packages and our folders, from the source maps — add up to the page's
 * measured gzip size, and the framework itself is among them under its package name.
 */
test('each first load lists its contributors, adding up to its measured size', () => {
  const report = bundleReport();
  for (const [name, load] of [['entry', report.entry] as const, ...Object.entries(report.pages)]) {
    const total = load.contributors.reduce((sum, [, bytes]) => sum + bytes, 0);
    expect(Math.abs(total - load.gzipBytes), `${name}: contributors ${total} B vs ${load.gzipBytes} B`).toBeLessThanOrEqual(load.contributors.length);
    expect(load.contributors.map(([contributor]) => contributor), name).toEqual(expect.arrayContaining(['react-dom', 'react-router']));
    // Largest first, so the report's top lines are the ones worth moving.
    expect(load.contributors.map(([, bytes]) => bytes), name).toEqual([...load.contributors.map(([, bytes]) => bytes)].sort((a, b) => b - a));
  }
});

/**
 * §2 chat widget: a page's first load holds the launcher only; the window (ui/ChatWidget), its model
 * (features/assistant), its texts and zod come when the launcher is first used (app/shell/AssistantHost.tsx).
 */
test('the chat window, its model and its texts are in no first load, only the launcher', () => {
  const report = bundleReport();
  expect(report.lazy.sources).toContain('app/shell/AssistantWidget.tsx');
  expect(report.lazy.contributors.map(([name]) => name)).toEqual(expect.arrayContaining(['features/assistant', 'ui/ChatWidget']));
  for (const [name, load] of [['entry', report.entry] as const, ...Object.entries(report.pages)]) {
    const contributors = Object.fromEntries(load.contributors);
    expect(contributors['features/assistant'], `${name}: the assistant's model`).toBeUndefined();
    // The launcher button alone: a few hundred bytes, never the window.
    expect(contributors['ui/ChatWidget'] ?? 0, `${name}: ui/ChatWidget`).toBeLessThan(600);
  }
  for (const chunk of report.entry.chunks) expect(chunk, 'the assistant texts in the entry').not.toMatch(/assistant\.messages/);
});

/**
 * Sign-in and the wishlist: a shop page's first load holds only the units its shell and its hearts hydrate with
 * (features/auth/identity.ts: who is signed in and the sign-in dialogs' open state; features/wishlist/hearts.ts:
 * the listed and locked products). The models come after hydration — the browser session with the auth model,
 * the hearts' wishlist model on idle time — or with a first tap (app/README.md, "What loads lazily").
 */
test('the auth and wishlist models are in no shop page’s first load, only the units the shell hydrates with', () => {
  const report = bundleReport();
  expect(report.lazy.sources).toContain('app/client/browserSession.ts');
  const { home, listing, product, wishlist } = report.pages;
  // The account's wishlist page acts on both models, so its first load holds them: the checks below could fail.
  const onWishlistPage = Object.fromEntries(wishlist!.contributors);
  expect(onWishlistPage['features/auth'] ?? 0, 'the auth model').toBeGreaterThan(4 * 1024);
  expect(onWishlistPage['features/wishlist'] ?? 0, 'the wishlist model').toBeGreaterThan(1024);
  for (const [name, load] of [['entry', report.entry], ['home', home!], ['listing', listing!], ['product', product!]] as const) {
    const contributors = Object.fromEntries(load.contributors);
    expect(contributors['features/auth'] ?? 0, `${name}: features/auth`).toBeLessThan(600);
    expect(contributors['features/wishlist'] ?? 0, `${name}: features/wishlist`).toBeLessThan(300);
  }
});

/**
 * The first load evaluates in slices (app/client/evaluationSlices.ts): the modules of the entry's chunks end with
 * the slice hook, which the shell defines before any module runs; the server build has none.
 */
test("the first load's modules end with the slice hook, which the shell defines; the server build is left alone", () => {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const entry = manifest['index.html']!;
  const files = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]!.file)];
  const slices = (text: string) => text.match(/await globalThis\.__storefrontSlice\?\.\(\)/g)?.length ?? 0;
  const inFirstLoad = files.reduce((sum, file) => sum + slices(readFileSync(path.join(dist, 'client', file), 'utf8')), 0);
  // One per module of ours: the shell, the route table and the models the entry evaluates (about 150).
  expect(inFirstLoad).toBeGreaterThan(100);
  expect(readFileSync(path.join(dist, 'client/index.html'), 'utf8')).toMatch(/<script[^>]*>\(function\(\)\{var start=performance\.now\(\);globalThis\.__storefrontSlice=function/);
  expect(slices(readFileSync(path.join(dist, 'server/entry-server.js'), 'utf8'))).toBe(0);
});
