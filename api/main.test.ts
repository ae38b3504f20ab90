import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProductListResponse } from '../contract';
import { DEV_PUSHER, loadConfig } from './config';
import { startApi } from './main';
import { sdkFor } from './realtime/test-support';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('start-up under NODE_ENV=production', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-main-production-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir, SEED_PRODUCTS: '0', LOG_LEVEL: 'silent' };

  it('refuses a development secret set explicitly, in one line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, ...env, PUSHER_APP_SECRET: DEV_PUSHER.secret },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid environment: PUSHER_APP_SECRET is the public development value, refused under NODE_ENV=production (unset it to use one generated in DATA_DIR)',
    );
  });

  it('says where the generated secrets live without printing them, and an event signed with the development secret is refused', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('API listening')) resolve();
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`api/main.ts exited with ${code}: ${output}`)));
      });
      const config = loadConfig(env);
      expect(output).toContain(
        `Secrets PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET, ADMIN_TOKEN, SIBS_TOKEN, SIBS_WEBHOOK_SECRET: generated once, kept in ${path.join(dataDir, 'secrets.json')} (mode 0600)`,
      );
      for (const secret of [config.pusher.secret, config.adminToken, config.sibs.token, config.sibs.webhookSecret]) expect(output).not.toContain(secret);

      const forged = { redirectUrl: 'https://evil.example/pay' };
      await expect(sdkFor(port, { id: DEV_PUSHER.appId, key: DEV_PUSHER.key, secret: DEV_PUSHER.secret }).trigger('private-checkout-1', 'payment.status', forged)).rejects.toThrow();
      // The same request signed with the secrets the process generated goes through.
      const genuine = await sdkFor(port, { id: config.pusher.appId, key: config.pusher.key, secret: config.pusher.secret }).trigger('private-checkout-1', 'payment.status', forged);
      expect(genuine.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
