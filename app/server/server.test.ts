import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { readWebConfig, webServerOptionsOf } from './config';
import { precompressDirectory } from './precompress';
import { MENU_PATH } from '../test/fakeApi';
import { startWebServer } from './server';
import type { WebServer } from './server';

/**
 * The production web server over real sockets: a throwaway build (the shell, an empty manifest, Storybook's
 * worker copied from public/ as an old build would have it, and an SSR entry that is the real renderer)
 * and a fake API that records what reaches it.
 */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A list as large as the API's (its answers are compressed when the client accepts it). */
const PRODUCT_LIST = JSON.stringify({ data: Array.from({ length: 300 }, (_, i) => ({ slug: `vestido-${i}`, name: `Vestido ${i}` })) });

/** PUBLIC_ORIGIN unset, as under `npm start`: the configured default, whatever Host a request names. */
const PUBLIC_ORIGIN = 'http://localhost:3000';

/** The build's one stylesheet, with a font face and the theme as the real one has them. */
const STYLESHEET = 'style-T3st.css';
const STYLESHEET_CSS = '@font-face{font-family:Inter;font-display:optional;src:url(/assets/inter.woff2)}:root{--s0:#000}.shown{color:var(--s0)}.later{color:red}';

/** A script of the build, large enough to be sent compressed. */
const SCRIPT = 'app-T3st.js';
const SCRIPT_JS = Array.from({ length: 200 }, (_, i) => `export const label${i} = 'Adicionar ao carrinho ${i}';`).join('\n');

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
  mkdirSync(path.join(root, 'dist/client/.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist/server'), { recursive: true });
  writeFileSync(
    path.join(root, 'dist/client/index.html'),
    `<!doctype html><html><head><!--app-head--><link rel="stylesheet" href="/assets/${STYLESHEET}"></head><body><div id="root"><!--app-html--></div></body></html>`,
  );
  mkdirSync(path.join(root, 'dist/client/assets'), { recursive: true });
  writeFileSync(path.join(root, 'dist/client/assets', STYLESHEET), STYLESHEET_CSS);
  writeFileSync(path.join(root, 'dist/client/assets', SCRIPT), SCRIPT_JS);
  writeFileSync(path.join(root, 'dist/client/.vite/manifest.json'), '{}');
  writeFileSync(path.join(root, 'dist/client/mockServiceWorker.js'), '/* msw */');
  writeFileSync(path.join(root, 'dist/server/entry-server.js'), `export { renderRequest } from ${JSON.stringify(path.resolve(import.meta.dirname, 'entry-server.tsx'))};\n`);
  // The icon set the server answers icons by name from (./icons.ts), shipped with the product.
  mkdirSync(path.join(root, 'ui/Icon'), { recursive: true });
  copyFileSync(path.resolve(import.meta.dirname, '../../ui/Icon/icons.svg'), path.join(root, 'ui/Icon/icons.svg'));
  return root;
}

describe('the web server (one origin, request input never in headers or absolute URLs)', () => {
  const seen: Seen[] = [];
  let api: http.Server;
  let sockets: WebSocketServer;
  let web: WebServer;
  let root: string;
  let base: string;

  beforeAll(async () => {
    api = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() });
        if (request.url === '/login') {
          response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['storefront_session=abc; Path=/; HttpOnly; SameSite=Lax', 'XSRF-TOKEN=t; Path=/; SameSite=Lax'] });
          return response.end('{"data":null}');
        }
        const list = request.url === '/v1/products?per_page=24';
        if (list && String(request.headers['accept-encoding'] ?? '').includes('br')) {
          // The API compresses what the client accepts (api/app.ts).
          const body = brotliCompressSync(PRODUCT_LIST);
          response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br', vary: 'accept-encoding', 'content-length': body.length });
          return response.end(body);
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(list ? PRODUCT_LIST : JSON.stringify({ data: [] }));
      });
    });
    sockets = new WebSocketServer({ server: api });
    sockets.on('connection', (socket, request) => {
      socket.send(JSON.stringify({ path: request.url, host: request.headers.host, origin: request.headers.origin }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    root = fakeBuild();
    // What the build's last step does (vite.config.ts precompressedAssets).
    await precompressDirectory(path.join(root, 'dist/client'));
    const config = readWebConfig({ API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, MAIL_VIEWER: 'off' });
    web = await startWebServer({ mode: 'production', ...webServerOptionsOf(config), port: 0, host: '127.0.0.1', root });
    base = web.url.replace('localhost', '127.0.0.1');
  });

  afterAll(async () => {
    await web?.close();
    sockets?.close();
    await new Promise((resolve) => api?.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  /** A raw request: fetch would refuse the malformed values an attacker sends. */
  function raw(pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}${pathAndQuery}`, { headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it("forwards a write to the API on the page's own origin: body, Host kept, X-Forwarded-*, the API's cookies back", async () => {
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-xsrf-token': 't' },
      body: JSON.stringify({ email: 'rita@example.test', password: 'a quiet river at dawn' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['storefront_session=abc; Path=/; HttpOnly; SameSite=Lax', 'XSRF-TOKEN=t; Path=/; SameSite=Lax']);
    const login = seen.find((request) => request.url === '/login');
    expect(login).toMatchObject({ method: 'POST', body: '{"email":"rita@example.test","password":"a quiet river at dawn"}' });
    expect(login?.headers).toMatchObject({ host: new URL(base).host, origin: base, 'x-forwarded-proto': 'http', 'x-forwarded-for': '127.0.0.1', 'x-xsrf-token': 't' });
  });

  it("passes the API's compressed answer through untouched: its encoding, length and bytes; plain when the browser asks for no encoding", async () => {
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/v1/products?per_page=24`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    seen.length = 0;
    const compressed = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(seen[0]?.headers['accept-encoding']).toBe('gzip, deflate, br, zstd');
    expect(compressed.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-length': String(compressed.body.length) });
    expect(compressed.body).toEqual(brotliCompressSync(PRODUCT_LIST));
    expect(brotliDecompressSync(compressed.body).toString()).toBe(PRODUCT_LIST);
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PRODUCT_LIST);
    // fetch (a browser) reads the compressed answer as the JSON.
    expect(await (await fetch(`${base}/v1/products?per_page=24`, { headers: { 'accept-encoding': 'br' } })).text()).toBe(PRODUCT_LIST);
  });

  it('forwards every path the browser calls, and no operator path', async () => {
    for (const browserPath of ['/v1/carts/save', '/v1/users/wishlist?locale=pt', '/cms/v1/menu', '/sanctum/csrf-cookie', '/users/me', '/broadcasting/auth', '/media/1.webp', '/logout', '/forgot-password', '/reset-password', '/timeline/v2/jsonp/1?key=a2V5']) {
      seen.length = 0;
      expect((await raw(browserPath)).status, browserPath).toBe(200);
      expect(seen.map((request) => request.url), browserPath).toEqual([browserPath]);
    }
    for (const operatorPath of ['/v1/admin/products', '/apps/100001/events', '/dev/mail', '/health']) {
      seen.length = 0;
      await raw(operatorPath);
      // The path gets the shop's 404 page, which may read the header's menu; the path itself never reaches the API.
      expect(seen.filter((request) => request.url !== MENU_PATH), operatorPath).toEqual([]);
    }
  });

  it("forwards the realtime WebSocket upgrade /app/{key} with the page's Host and Origin", async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/app/storefront-dev-key?protocol=7`, { origin: base });
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data.toString()));
      socket.once('error', reject);
    });
    socket.close();
    expect(JSON.parse(first)).toEqual({ path: '/app/storefront-dev-key?protocol=7', host: new URL(base).host, origin: base });
  });

  it('sends a page whole, compressed with its length, and reads the menu every page shows from the API once', async () => {
    const menuReads = () => seen.filter((request) => request.url === '/cms/v1/menu').length;
    const before = menuReads();
    for (const path of ['/en/about', '/en/faq', '/en/about']) {
      const page = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers.get('content-encoding')).toBe('gzip');
      expect(Number(page.headers.get('content-length'))).toBeGreaterThan(0);
      expect(await page.text()).toContain('</html>');
    }
    expect(menuReads() - before).toBeLessThanOrEqual(1);
  });

  it('builds canonical, hreflang and robots.txt from PUBLIC_ORIGIN only, never from a Host header', async () => {
    const robots = await raw('/robots.txt', { host: 'evil.example' });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    expect(robots.body).not.toContain('evil.example');
    const page = await raw('/en/faq', { host: 'evil.example' });
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/en/faq"`);
    expect(page.body).not.toContain('evil.example');
  });

  it('answers next= with line breaks, NUL or U+2028 with a redirect home, never a 500', async () => {
    for (const next of ['%0A', '%00', '%E2%80%A8', '/a%0D%0ASet-Cookie:%20x=1', '/%E2%80%A8x']) {
      const response = await raw(`/set-language/en?next=${next}`);
      expect(response.status, next).toBe(303);
      expect(response.headers.location, next).toMatch(/^\/[\x21-\x7e]*$/);
      expect(response.headers['set-cookie']?.join(), next).not.toContain('x=1');
    }
  });

  it('never redirects to another site: /<TAB>/evil.example is the //evil.example a browser reads', async () => {
    for (const next of ['/%09/evil.example', '/%0A/evil.example', '/%5C/evil.example', '/%5Cevil.example', '%2F%2Fevil.example']) {
      const response = await raw(`/set-language/en?next=${next}`);
      expect(response.status, next).toBe(303);
      expect(new URL(response.headers.location ?? '', base).origin, next).toBe(new URL(base).origin);
    }
  });

  it('answers an over-long path parameter with 404, not 503 (the API refuses such paths with 414)', async () => {
    for (const long of [`/en/product/${'a'.repeat(5000)}`, `/product/${'a'.repeat(101)}`, `/en/catalog/category/${'b'.repeat(300)}`]) {
      seen.length = 0;
      expect((await raw(long)).status, long.slice(0, 30)).toBe(404);
      expect(seen.map((request) => request.url).filter((url) => url.includes('aaaa') || url.includes('bbbb'))).toEqual([]);
    }
  });

  it('links the stylesheet after the shell without the font faces and theme its head declares, served immutable', async () => {
    const page = await (await fetch(`${base}/en/faq`)).text();
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('@font-face{font-family:Inter');
    expect(head).not.toContain(`href="/assets/${STYLESHEET}"`);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.slice(page.indexOf('</head>')))?.[1];
    expect(href).toBe('/assets/style-T3st.linked.css');
    const sheet = await fetch(`${base}${href}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sheet.text()).toBe('.shown{color:var(--s0)}.later{color:red}');
  });

  it("sends the build's scripts as compressed at build time: brotli where the browser takes it, else gzip, else plain; immutable, varying on Accept-Encoding", async () => {
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/assets/${SCRIPT}`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const onDisk = (suffix: string) => readFileSync(path.join(root, 'dist/client/assets', `${SCRIPT}${suffix}`));

    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toContain('accept-encoding');
    // The build's file as it is, not compressed again on the way.
    expect(brotli.body).toEqual(onDisk('.br'));
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT_JS);

    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(onDisk('.gz'));
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT_JS);

    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe(brotli.headers['content-type']);
    expect(plain.body.toString()).toBe(SCRIPT_JS);
  });

  it("does not serve Storybook's mock service worker", async () => {
    expect((await raw('/mockServiceWorker.js')).status).toBe(404);
  });
});
