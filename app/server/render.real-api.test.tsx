import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCardData, ProductListResponse } from '../../contract';
import { HOME_NEW_ARRIVALS } from '../../features/catalog';
import { embeddedState, render, visibleText } from '../test/render';
import { startApiProcess } from './launch';
import type { ApiProcess } from './launch';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const root = path.resolve(import.meta.dirname, '../..');
let api: ApiProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ssr-real-api-'));
  const apiPort = await freePort();
  api = await startApiProcess(root, {
    apiPort,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    webPort: 3000,
    dataDir,
    extraEnv: { LOG_LEVEL: 'silent', SEED_PRODUCTS: '30' },
  });
}, 120_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function apiPage(locale: string) {
  const response = await fetch(`${api.url}/v1/products?locale=${locale}&page=1&per_page=${HOME_NEW_ARRIVALS}`);
  return ProductListResponse.parse(await response.json()).data;
}

describe('SSR against the real API on PGlite', () => {
  it('the home HTML holds the first products of the API in the page language and the serialized scope', async () => {
    const products = await apiPage('es');
    expect(products).toHaveLength(HOME_NEW_ARRIVALS);
    const page = await render('/es', { apiUrl: api.url });
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    for (const product of products) {
      expect(text).toContain(product.translations.es?.name ?? product.name);
      expect(page.html).toContain(`href="/es/product/${product.slug}"`);
    }
    expect(text).toMatch(/\d+,\d{2}\s€/);
    // The page carries its cards, not the API's products (only what a card shows, in Spanish).
    const serialized = Object.values(embeddedState(page.html).values);
    expect(serialized).toContainEqual(products.map((product) => productCardData(product, 'es')));
  });
});
