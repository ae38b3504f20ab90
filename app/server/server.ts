import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { consoleLogger } from '../../features/api-client';
import type { RenderOptions, RenderResult } from './render';
import { createNonce } from './security';
import { registerSeoFiles } from './seoFiles';
import { LOCALES } from '../../contract';
import type { Locale } from '../../contract';
import { splitLocale } from '../i18n/locale';

type RenderRequest = (request: Request, options: RenderOptions) => Promise<RenderResult>;

export interface WebServerOptions {
  mode: 'production' | 'development';
  port: number;
  host?: string;
  apiUrl: string;
  /** Canonical origin; defaults to the server's own address. */
  publicOrigin?: string;
  /** The repository root (where index.html, dist/ and public/ are). */
  root?: string;
  /** How the browser authenticates (AUTH_MODE); cookie by default. */
  authMode?: 'cookie' | 'token';
  /** The realtime app key and public URL the browser connects to (PUSHER_APP_KEY, REALTIME_URL); the dev key at apiUrl by default. */
  realtime?: { appKey: string; url: string };
}

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

type Manifest = Record<string, { file?: string; css?: string[] }>;

/**
 * Lazy pages' stylesheets are otherwise only linked when their chunk loads in the browser; the
 * head links them all so a server-rendered page is styled at once, also without JavaScript.
 */
function withStylesheets(template: string, manifest: Manifest): string {
  const css = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const linked = [...css].filter((file) => !template.includes(`/${file}`));
  const tags = linked.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  return template.replace('</head>', `${tags}</head>`);
}

/**
 * §7 "Locale messages load on demand": the page's catalogue is a chunk of its own, which the browser
 * would only request once the entry ran. A modulepreload link (the nonce is added per response) starts
 * it with the entry instead. One template per locale, made once.
 */
function templatesByLocale(template: string, manifest: Manifest): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const file = manifest[`locales/${locale}.json`]?.file;
      const link = file ? `<link rel="modulepreload" crossorigin href="/${file}">` : '';
      return [locale, template.replace('</head>', `${link}</head>`)];
    }),
  ) as Record<Locale, string>;
}

/** Hashed build files never change: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers });
}

async function send(reply: FastifyReply, result: RenderResult) {
  reply.code(result.status).headers(result.headers);
  return result.type === 'redirect' ? reply.send() : reply.send(result.body);
}

/**
 * The web server: production serves dist/client (hashed assets immutable) and renders with the
 * built dist/server entry; development runs Vite in middleware mode with HMR. Both compress.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const root = options.root ?? process.cwd();
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } as never });

  let vite: ViteDevServer | undefined;
  let getTemplate: (url: string) => Promise<string>;
  let getRender: () => Promise<RenderRequest>;

  if (options.mode === 'development') {
    const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
    await app.register(middie.default);
    vite = await createServer({ root, server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' });
    app.use(vite.middlewares);
    const devServer = vite;
    getTemplate = async (url) => devServer.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8'));
    getRender = async () => ((await devServer.ssrLoadModule('/app/server/entry-server.tsx')) as { renderRequest: RenderRequest }).renderRequest;
  } else {
    const clientDir = path.join(root, 'dist/client');
    const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const templates = templatesByLocale(withStylesheets(await readFile(path.join(clientDir, 'index.html'), 'utf8'), manifest), manifest);
    const entry = (await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href)) as { renderRequest: RenderRequest };
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The shell is a template with placeholders, never a page of its own.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
        res.header('X-Content-Type-Options', 'nosniff');
      },
    });
    getTemplate = async (url) => templates[splitLocale(url.split('?')[0] ?? '/').locale];
    getRender = async () => entry.renderRequest;
  }

  app.get('/healthz', async () => ({ ok: true }));
  registerSeoFiles(app, { apiUrl: options.apiUrl, origin: (request) => options.publicOrigin ?? `http://${request.headers.host ?? `localhost:${options.port}`}` });

  app.get('/*', async (request, reply) => {
    // A missing build file is a plain 404, not a page.
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const origin = options.publicOrigin ?? `http://${request.headers.host ?? `localhost:${options.port}`}`;
    try {
      const [template, render] = await Promise.all([getTemplate(request.url), getRender()]);
      const result = await render(toWebRequest(request, origin), {
        template,
        nonce: createNonce(),
        apiUrl: options.apiUrl,
        origin,
        dev: options.mode === 'development',
        authMode: options.authMode ?? 'cookie',
        ...(options.realtime ? { realtime: options.realtime } : {}),
        // Each API call of SSR is logged at LOG_LEVEL=debug; failures are always logged.
        ...(process.env.LOG_LEVEL === 'debug' ? { logger: consoleLogger } : {}),
      });
      return send(reply, result);
    } catch (error) {
      vite?.ssrFixStacktrace(error as Error);
      console.error('SSR failed', error);
      return reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
    }
  });

  const address = await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  return {
    url: `http://localhost:${new URL(address).port}`,
    async close() {
      await app.close();
      await vite?.close();
    },
  };
}
