import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The built file of a page module (the FAQ, about and legal pages share it). */
function builtChunk(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return manifest[source]!.file;
}

/** Every document the tab loads, by path. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

test('§4 build updates: a page chunk that fails to load while a new build is out reloads the page once onto it, never in a loop (§9: once per path in 10 s)', async ({ page, expected }) => {
  test.setTimeout(90_000);
  // The page names the build it was served with, and the server answers the build it serves now.
  const served = (await (await page.request.get('/build.json')).json()) as { build: string };
  expect(served.build).toMatch(/^[0-9a-f]{16}$/);

  // A deployment happened: the server serves another build, and the FAQ page's chunk is gone.
  const chunk = builtChunk('app/pages/ContentRoutePage.tsx');
  await page.route('**/build.json', (route) => route.fulfill({ json: { build: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }));
  await page.route(`**/${chunk}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  expected.response(new RegExp(escaped(chunk)), 404);
  expected.console(/dynamically imported module|Failed to fetch/);
  const documents = documentsOf(page);

  await page.goto('/faq');
  await expect(page.locator('meta[name="storefront-build"]')).toHaveAttribute('content', served.build);
  // One reload onto the new build…
  await expect.poll(() => documents, { timeout: 20_000 }).toEqual(['/faq', '/faq']);
  // …whose chunk is missing again: within the 10 s guard the failure stays a failure, no second reload.
  await page.waitForTimeout(4_000);
  expect(documents).toEqual(['/faq', '/faq']);
  // The server-rendered page is there all the same.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('build.reloadedAt:')))).toEqual(['build.reloadedAt:/faq']);
});

test('§4 build updates: with the same build a failed page chunk is not a reason to reload', async ({ page, expected }) => {
  test.setTimeout(90_000);
  const chunk = builtChunk('app/pages/ContentRoutePage.tsx');
  await page.route(`**/${chunk}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  expected.response(new RegExp(escaped(chunk)), 404);
  expected.console(/dynamically imported module|Failed to fetch/);
  const documents = documentsOf(page);
  const buildChecked = page.waitForResponse('**/build.json');
  await page.goto('/faq');
  await buildChecked;
  await page.waitForTimeout(2_000);
  expect(documents).toEqual(['/faq']);
});
