import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-support';

/** Compressed answers: what a browser (or the web server forwarding it) receives when it says it can read them. */
describe('response compression', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { products: 60 });
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  const list = (headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url: '/v1/products?per_page=24', headers });

  it('a product list is sent with br, else gzip, when Accept-Encoding allows, and reads back as the same JSON', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json<{ data: unknown[] }>();
    expect(json.data).toHaveLength(24);
    expect(plain.rawPayload.length).toBeGreaterThan(20_000);

    const br = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gzip = await list({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);
  });

  it('stays plain for a client that asks for identity or an encoding the API does not speak', async () => {
    for (const acceptEncoding of ['identity', 'compress', 'deflate']) {
      const answer = await list({ 'accept-encoding': acceptEncoding });
      expect(answer.statusCode, acceptEncoding).toBe(200);
      expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(answer.json<{ data: unknown[] }>().data).toHaveLength(24);
    }
  });

  it('leaves small answers (under 1 KB) plain', async () => {
    const missing = await api.app.inject({ method: 'GET', url: '/v1/products/no-such-product', headers: { 'accept-encoding': 'br, gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.rawPayload.length).toBeLessThan(1024);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toHaveProperty('message');
  });
});
