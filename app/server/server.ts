import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { consoleLogger } from '../../features/api-client';
import { createAnswerCache } from './answerCache';
import { createApiForwarder } from './apiProxy';
import { loadCriticalCss } from './criticalCss';
import type { CriticalCss } from './criticalCss';
import type { ViteManifest } from './manifest';
import { BUILD_VERSION_PATH, DEV_BUILD_ID, withBuildId } from '../shell/buildVersion';
import { STORYBOOK_ONLY_PUBLIC_FILES } from './publicFiles';
import type { RenderOptions, RenderResult } from './render';
import { createNonce } from './security';
import { registerMenuPanels } from './menuPanels';
import { registerIcons } from './icons';
import { registerSeoFiles } from './seoFiles';
import { COMPRESSION_THRESHOLD } from './precompress';
import type { TagManagerConfig } from '../../features/consent';

type RenderRequest = (request: Request, options: RenderOptions) => Promise<RenderResult>;

export interface WebServerOptions {
  mode: 'production' | 'development';
  port: number;
  host?: string;
  /** Where SSR calls the API and where the API's browser paths are forwarded to (its internal address). */
  apiUrl: string;
  /** The API's public address for media and pagination links (API_URL); the CSP lets images load from it. */
  apiPublicUrl?: string;
  /** The site's public origin: canonical, hreflang, JSON-LD, robots.txt and sitemaps use it and nothing from the request. */
  publicOrigin?: string;
  /** Forward the API's e-mail outbox (/dev/mail) too (MAIL_VIEWER). */
  mailViewer?: boolean;
  /** The repository root (where index.html, dist/ and public/ are). */
  root?: string;
  /** How the browser authenticates (AUTH_MODE); cookie by default. */
  authMode?: 'cookie' | 'token';
  /** The realtime app key and, when it runs apart (REALTIME_URL), its public URL; the page's own origin otherwise. */
  realtime?: { appKey: string; url: string | null };
  /** §7 tag manager (GTM_ID, GTAG_ID): loaded only after consent; unset, no banner and nothing loads. */
  tagManager?: TagManagerConfig | null;
}

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Lazy pages' stylesheets are otherwise only linked when their chunk loads in the browser; the
 * template links them all so a server-rendered page is styled at once, also without JavaScript
 * (each page then inlines the rules it uses and links them after its content: ./criticalCss.ts).
 */
function withStylesheets(template: string, manifest: ViteManifest): string {
  const css = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const linked = [...css].filter((file) => !template.includes(`/${file}`));
  const tags = linked.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  return template.replace('</head>', `${tags}</head>`);
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
  const publicOrigin = options.publicOrigin ?? `http://localhost:${options.port}`;
  const forwarder = createApiForwarder({ apiUrl: options.apiUrl, mailViewer: options.mailViewer });
  const app = Fastify({
    logger: false,
    // The API's paths are forwarded before Fastify parses anything, so bodies stream through untouched.
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        if (!forwarder.handle(request, response)) handler(request, response);
      });
      server.on('upgrade', (request, socket, head) => {
        if (forwarder.upgrade(request, socket, head)) return;
        // Vite's HMR socket (development) listens too; with nobody else, refuse instead of leaving it hanging.
        if (server.listenerCount('upgrade') <= 1) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      });
      return server;
    },
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 1: 4 } } as never,
    // A page rendered whole (./render.tsx) is compressed in one call: through a compression stream the
    // same page cost about half as much CPU again.
    syncThreshold: 4 * 1024 * 1024,
  });

  let vite: ViteDevServer | undefined;
  let getTemplate: (url: string) => Promise<string>;
  let getRender: () => Promise<RenderRequest>;
  let manifest: ViteManifest | undefined;
  let criticalCss: CriticalCss | undefined;
  let buildId = DEV_BUILD_ID;

  if (options.mode === 'development') {
    const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
    await app.register(middie.default);
    vite = await createServer({ root, server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' });
    app.use(vite.middlewares);
    const devServer = vite;
    getTemplate = async (url) => withBuildId(await devServer.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8')), DEV_BUILD_ID);
    getRender = async () => ((await devServer.ssrLoadModule('/app/server/entry-server.tsx')) as { renderRequest: RenderRequest }).renderRequest;
  } else {
    const clientDir = path.join(root, 'dist/client');
    const manifestText = await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8');
    const built = JSON.parse(manifestText) as ViteManifest;
    manifest = built;
    // §4: a build is named by its manifest, which changes whenever any chunk's hashed name does.
    buildId = createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
    const template = withBuildId(withStylesheets(await readFile(path.join(clientDir, 'index.html'), 'utf8'), built), buildId);
    criticalCss = await loadCriticalCss(clientDir, template);
    const entry = (await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href)) as { renderRequest: RenderRequest };
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build's `.br` and `.gz` beside each text file (./precompress.ts), compressed once at the highest levels.
      preCompressed: true,
      // The shell is a template with placeholders, never a page of its own; Storybook's mock service
      // worker is never the product's, even from a build made before it was left out.
      allowedPath: (pathName) => pathName !== '/index.html' && !STORYBOOK_ONLY_PUBLIC_FILES.some((file) => pathName === `/${file}`),
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
        res.header('X-Content-Type-Options', 'nosniff');
      },
    });
    // The sheet each page links after its shell (./criticalCss.ts `linkedStylesheet`), made at start-up.
    for (const { linked } of criticalCss.stylesheets) {
      app.get(linked.href, async (_request, reply) =>
        reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff').type('text/css; charset=utf-8').send(linked.css),
      );
    }
    getTemplate = async () => template;
    getRender = async () => entry.renderRequest;
  }

  // Development reads every answer afresh, so an edited menu or page shows on the next reload.
  const answerCache = options.mode === 'production' ? createAnswerCache({ basePath: new URL(options.apiUrl).pathname }) : undefined;

  app.get('/healthz', async () => ({ ok: true }));
  // §4: the build served now, which the browser polls (app/client/buildUpdates.ts).
  app.get(BUILD_VERSION_PATH, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ build: buildId }));
  registerSeoFiles(app, { apiUrl: options.apiUrl, origin: () => publicOrigin });
  registerMenuPanels(app, { apiUrl: options.apiUrl });
  await registerIcons(app, { root });

  app.get('/*', async (request, reply) => {
    // A missing build file is a plain 404, not a page.
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const origin = publicOrigin;
    try {
      const [template, render] = await Promise.all([getTemplate(request.url), getRender()]);
      const result = await render(toWebRequest(request, origin), {
        template,
        nonce: createNonce(),
        apiUrl: options.apiUrl,
        ...(options.apiPublicUrl ? { apiPublicUrl: options.apiPublicUrl } : {}),
        origin,
        ...(manifest ? { manifest } : {}),
        dev: options.mode === 'development',
        authMode: options.authMode ?? 'cookie',
        ...(options.realtime ? { realtime: options.realtime } : {}),
        ...(options.tagManager ? { tagManager: options.tagManager } : {}),
        ...(criticalCss ? { criticalCss } : {}),
        ...(answerCache ? { answerCache } : {}),
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
