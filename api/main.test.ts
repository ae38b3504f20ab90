import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProductListResponse } from '../contract';
import { loadConfig } from './config';
import { startApi } from './main';

describe('startApi', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds an empty embedded database once, and serves over HTTP', { timeout: 60_000 }, async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_PRODUCTS: '12' });
    const first = await startApi(config, { port: 0, host: '127.0.0.1' });
    let firstPage: ProductListResponse;
    try {
      expect(await (await fetch(`${first.url}/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
      firstPage = ProductListResponse.parse(await (await fetch(`${first.url}/v1/products`)).json());
      expect(firstPage.meta.total).toBe(12);
    } finally {
      await first.close();
    }

    const second = await startApi(config, { port: 0, host: '127.0.0.1' });
    try {
      const again = ProductListResponse.parse(await (await fetch(`${second.url}/v1/products`)).json());
      expect(again.meta.total).toBe(12);
      expect(again.data.map((p) => p.uuid)).toEqual(firstPage.data.map((p) => p.uuid));
    } finally {
      await second.close();
    }
  });
});

describe('api/main.ts', () => {
  it('prints one line naming a bad variable and exits 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, API_PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid environment: API_PORT must be an integer between 1 and 65535 (got "abc")');
  });
});
