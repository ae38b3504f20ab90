import { PassThrough, Readable } from 'node:stream';
import { fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { StaticHandler, StaticHandlerContext } from 'react-router-dom';
import { LANGUAGE_TAGS } from '../../contract';
import type { Locale } from '../../contract';
import type { Translate } from '../i18n/translate';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../../features/api-client';
import type { ApiLogger } from '../../features/api-client';
import { $authMode } from '../../features/auth';
import type { AuthMode } from '../../features/auth';
import { $realtimeConfig } from '../../features/realtime';
import type { RealtimePublicConfig } from '../../features/realtime';
import { i18nFor } from '../i18n/i18n';
import { languageOnArrival, localeCookie, localizePath, splitLocale } from '../i18n/locale';
import { setLanguageResponse } from '../i18n/setLanguage';
import { buildRoutes, LAYOUT_SOURCES, routerContext } from '../routes/build';
import type { RouteHandle } from '../routes/build';
import { legacyRedirect } from '../routes/legacy';
import { ROUTES } from '../routes/table';
import type { MetaContext, RouteDefinition } from '../routes/types';
import { renderHead, samePathEverywhere } from '../seo/head';
import type { PageHead } from '../seo/head';
import { organizationJsonLd } from '../seo/jsonLd';
import { isListingVariant } from '../seo/listing';
import { pageMetaOf, withBrand } from '../seo/title';
import type { AnswerCache } from './answerCache';
import { crawlerAnswerFor, crawlerBareResponse, crawlerUnavailableResponse } from './crawler';
import { pageWriter } from './criticalCss';
import type { CriticalCss } from './criticalCss';
import { AppProviders } from '../shell/AppProviders';
import { $renderedAt } from '../shell/model';
import { serializeState, STATE_SCRIPT_ID } from '../shell/state';
import { DEV_PUSHER_APP_KEY } from './config';
import { messagePartPreload, pageModulePreloads } from './manifest';
import type { ViteManifest } from './manifest';
import type { MessagePart } from '../i18n/messageParts';
import { scriptLoader, takeModuleTags } from './scriptsAfterPaint';
import type { PageScripts } from './scriptsAfterPaint';
import { htmlSecurityHeaders } from './security';
import { tagManagerHead } from './tagManager';
import { documentCookieJar } from '../client/attribution';
import { $consentChoice, $tagManager, CONSENT_COOKIE, consentFromCookieValue } from '../../features/consent';
import type { TagManagerConfig } from '../../features/consent';

export interface RenderOptions {
  /** The page shell: Vite's index.html (dev: transformed; production: dist/client/index.html). */
  template: string;
  nonce: string;
  /** Where the server's scope calls the API (its internal address); the browser calls its own origin instead. */
  apiUrl: string;
  /** The API's public address of media links (API_URL), allowed as an image source; apiUrl by default. */
  apiPublicUrl?: string;
  /** Site origin for canonical and hreflang links, e.g. http://localhost:3000. */
  origin: string;
  dev?: boolean;
  fetch?: typeof fetch;
  logger?: ApiLogger;
  /** A route table other than the product's (tests). */
  routes?: Record<string, RouteDefinition>;
  /**
   * The client build's manifest (production): the matched page's chunks are modulepreloaded in the head.
   * Read once at start-up; pass the same object to every request (what is derived from it is cached on it).
   */
  manifest?: ViteManifest;
  /** 'cookie' (default) or 'token': serialized with the scope, so the browser's auth model uses it. */
  authMode?: AuthMode;
  /** The §7 live channels' app key and the realtime server's URL when it runs apart (null: the page's own origin). */
  realtime?: { appKey: string; url: string | null };
  /** §7 tag manager (GTM_ID) and Google tag (GTAG_ID): the consent banner, and their scripts once a visitor allowed them. */
  tagManager?: TagManagerConfig;
  /** The production stylesheets: the head inlines the rules the page uses, the sheets follow the page (./criticalCss.ts). */
  criticalCss?: CriticalCss;
  /** The web server's cache of the API answers shared by every shopper (./answerCache.ts); each read goes to the API without it. */
  answerCache?: AnswerCache;
}

export type RenderResult =
  | { type: 'redirect'; status: 301 | 302 | 303; headers: Record<string, string> }
  /**
   * `body` is the whole page when React finished it with its shell (no boundary was still waiting:
   * the usual case, since lazily hydrated parts are loaded at start-up), so the web server compresses
   * it in one call and sends its length; otherwise the stream, the shell first.
   */
  | { type: 'html'; status: number; headers: Record<string, string>; body: Readable | Buffer };

/**
 * SSR's calls ask the API for plain answers: on the internal hop, compressing a 150 KB list and inflating
 * it again would cost both processes CPU for nothing (the browser's calls, forwarded, stay compressed).
 * An answer compressed anyway (a proxy on the way) is still decoded by fetch.
 */
const internalFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('Accept-Encoding', 'identity');
  return fetch(input, { ...init, headers });
};

const silentDebug: ApiLogger = { debug: () => {}, error: (message, details) => console.error(message, details ?? '') };

function leafHandle(context: StaticHandlerContext): RouteHandle | undefined {
  return context.matches.at(-1)?.route.handle as RouteHandle | undefined;
}

function errorStatus(context: StaticHandlerContext): number | null {
  if (!context.errors) return null;
  const error = Object.values(context.errors)[0] as unknown;
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The head of a page: its route's meta, or the error page's (§2 page-title rule and fallback). */
function pageHead(input: {
  t: Translate;
  definition: RouteDefinition | undefined;
  error: number | null;
  context: MetaContext;
}): PageHead {
  const { t, definition, error, context } = input;
  const brand = t('layout.brand');
  const meta = pageMetaOf({ t, definition, error, context });
  const listingVariant = error === null && definition?.listing === true && isListingVariant(context.search);
  return {
    title: withBrand(meta.title, brand),
    description: meta.description,
    locale: context.locale,
    paths: meta.paths ?? samePathEverywhere(context.path),
    origin: context.origin,
    index: meta.index !== false && !listingVariant,
    follow: true,
    siteName: brand,
    ogType: meta.ogType,
    image: meta.image,
    jsonLd: [
      organizationJsonLd({
        origin: context.origin,
        name: brand,
        description: t('seo.organizationDescription'),
        contactUrl: context.origin + localizePath('/contact', context.locale),
      }),
      ...(meta.jsonLd ?? []),
    ],
  };
}

/** The nonce placeholder of vite.config.ts `html.cspNonce`. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
const LANG_PLACEHOLDER = '__HTML_LANG__';
const HEAD_PLACEHOLDER = '<!--app-head-->';
const APP_PLACEHOLDER = '<!--app-html-->';
const STATE_PLACEHOLDER = '<!--app-state-->';

/**
 * The shell cut at its per-response slots: text, then a slot name, text, slot name… (odd indexes are slots);
 * with the module tags it held when they load after the first paint (./scriptsAfterPaint.ts).
 */
type CompiledTemplate = { before: string[]; after: string[]; scripts: PageScripts | null };

/**
 * Every script tag gets the response's nonce, `<html>` the page's language, the head
 * its tags, the end of the body the serialized state: done once per shell (production has four, one per
 * locale), then joined per response. A production shell gives up its module tags to the page's loader.
 */
function compileTemplate(source: string, scriptsAfterPaint: boolean): CompiledTemplate {
  const { template, scripts } = scriptsAfterPaint ? takeModuleTags(source) : { template: source, scripts: null };
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${LANG_PLACEHOLDER}">`)
    .replace(/<\/body>|$/, (end) => `${STATE_PLACEHOLDER}${end}`)
    .replace(/<script(?![^>]*\bnonce=)/g, `<script nonce="${CSP_NONCE_PLACEHOLDER}"`);
  const at = html.indexOf(APP_PLACEHOLDER);
  if (at < 0) throw new Error('The HTML template has no <!--app-html--> placeholder');
  const slots = new RegExp(`(${[CSP_NONCE_PLACEHOLDER, LANG_PLACEHOLDER, HEAD_PLACEHOLDER, STATE_PLACEHOLDER].join('|')})`);
  return { before: html.slice(0, at).split(slots), after: html.slice(at + APP_PLACEHOLDER.length).split(slots), scripts };
}

const compiledTemplates = new Map<string, CompiledTemplate>();

function compiledTemplate(template: string, scriptsAfterPaint: boolean): CompiledTemplate {
  const key = `${scriptsAfterPaint ? 'after-paint' : 'as-is'}\n${template}`;
  let compiled = compiledTemplates.get(key);
  if (!compiled) {
    // Development transforms the shell per request; a few recent shells are plenty.
    if (compiledTemplates.size >= 8) compiledTemplates.clear();
    compiled = compileTemplate(template, scriptsAfterPaint);
    compiledTemplates.set(key, compiled);
  }
  return compiled;
}

type TemplateSlots = { nonce: string; lang: string; head: string; state: string };

const SLOT_OF: Record<string, keyof TemplateSlots> = {
  [CSP_NONCE_PLACEHOLDER]: 'nonce',
  [LANG_PLACEHOLDER]: 'lang',
  [HEAD_PLACEHOLDER]: 'head',
  [STATE_PLACEHOLDER]: 'state',
};

function fillTemplate(parts: string[], values: TemplateSlots): string {
  let html = '';
  for (let i = 0; i < parts.length; i += 1) html += i % 2 === 0 ? parts[i]! : values[SLOT_OF[parts[i]!]!];
  return html;
}

/**
 * The react-router handler of a route table, made once: the routes hold no scope (each request's
 * reaches the loaders through `routerContext`), and flattening and ranking four locales' routes per
 * request was a tenth of the server's CPU.
 */
const handlers = new WeakMap<Record<string, RouteDefinition>, StaticHandler>();

function handlerFor(table: Record<string, RouteDefinition>): StaticHandler {
  let handler = handlers.get(table);
  if (!handler) {
    handler = createStaticHandler(buildRoutes(table));
    handlers.set(table, handler);
  }
  return handler;
}

/** Each page module's modulepreload URLs, per manifest (one in production). */
const preloadsByManifest = new WeakMap<ViteManifest, Map<string, string[]>>();

function pagePreloads(manifest: ViteManifest, sources: Array<string | undefined>): string[] {
  const known = sources.filter((source): source is string => source !== undefined);
  if (known.length === 0) return [];
  let bySource = preloadsByManifest.get(manifest);
  if (!bySource) {
    bySource = new Map();
    preloadsByManifest.set(manifest, bySource);
  }
  const key = known.join(' ');
  let hrefs = bySource.get(key);
  if (!hrefs) {
    hrefs = pageModulePreloads(manifest, ...known);
    bySource.set(key, hrefs);
  }
  return hrefs;
}

/**
 * Pictures come from the API's public address (API_URL). Where that is another origin than the site's (a media
 * host, or the API's own port), the browser opens its connection with the document, not once the first
 * picture is parsed: the first screen's picture, most often the page's largest paint, no longer waits for it.
 * (A URL's origin holds no quote or angle bracket: it is written as it is.)
 */
function mediaPreconnect(apiPublicUrl: string, siteOrigin: string): string {
  const media = new URL(apiPublicUrl).origin;
  return media === new URL(siteOrigin).origin ? '' : `<link rel="preconnect" href="${media}">`;
}

/**
 * §7 "Locale messages load on demand": the catalogue parts the page rendered with (the storefront's, and those its
 * route declares), each a chunk of its own that the browser would only request once the entry ran.
 */
function messagePartPreloads(manifest: ViteManifest, locale: Locale, parts: ReadonlySet<MessagePart>): string[] {
  return [...parts].map((part) => messagePartPreload(manifest, locale, part)).filter((href) => href !== null);
}

/**
 * A Location header is made of request input (`next=`, the path, the query): parsed as a URL it comes out
 * percent-encoded, so no control character, line break or non-ASCII letter ever reaches a header.
 */
function headerSafeLocation(location: string): string {
  const base = 'http://location.invalid';
  try {
    const url = new URL(location, base);
    if (url.origin === base) return `${url.pathname}${url.search}${url.hash}`;
    // A path that a browser would read as another site's address is never followed.
    return /^[a-z][a-z\d+.-]*:/i.test(location) ? url.href : '/';
  } catch {
    return '/';
  }
}

function redirect(status: 301 | 302 | 303, location: string, extra: Record<string, string> = {}): RenderResult {
  return { type: 'redirect', status, headers: { Location: headerSafeLocation(location), ...extra } };
}

/**
 * One page request: redirects first (no-JS language switch, §2 /user/*, §2 language preference),
 * then a scope per request where the matched route's `opened` event settles (react-router loaders
 * run `allSettled`), then React streamed inside that scope, with `serialize(scope)` in the head.
 */
export async function renderRequest(request: Request, options: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url);

  const languageChoice = setLanguageResponse(url);
  if (languageChoice) {
    return redirect(languageChoice.status, languageChoice.location, { 'Set-Cookie': languageChoice.setCookie, 'Cache-Control': 'no-store' });
  }
  const legacy = legacyRedirect(url.pathname, url.search);
  if (legacy) return redirect(301, legacy);
  const arrival = languageOnArrival({
    pathname: url.pathname,
    search: url.search,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
    userAgent: request.headers.get('user-agent'),
  });
  const saveLanguage: Record<string, string> = arrival.save ? { 'Set-Cookie': localeCookie(arrival.save) } : {};
  if (arrival.redirect) return redirect(302, arrival.redirect, { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-store', ...saveLanguage });

  const { locale, path } = splitLocale(url.pathname);
  const i18n = await i18nFor(locale);
  const renderedAt = Date.now();
  const realtime = options.realtime ?? { appKey: DEV_PUSHER_APP_KEY, url: null };
  // '' is the page's own origin: the browser fills it in (app/client/startClient.ts).
  const realtimeConfig: RealtimePublicConfig = { appKey: realtime.appKey, url: realtime.url ?? '' };
  const tagManager = options.tagManager ?? null;
  // The choice is read here so that someone who chose never sees the banner, not even for a moment.
  const consentCookie = request.headers.get('cookie') ?? '';
  const consent = tagManager ? consentFromCookieValue(documentCookieJar({ readCookies: () => consentCookie, writeCookie: () => {} }).get(CONSENT_COOKIE)) : null;
  const scope: Scope = fork({
    values: [
      [$apiBaseUrl, options.apiUrl],
      [$apiFetch, options.fetch ?? options.answerCache?.fetchVia(internalFetch) ?? internalFetch],
      [$apiLogger, options.logger ?? silentDebug],
      [$renderedAt, renderedAt],
      [$authMode, options.authMode ?? 'cookie'],
      [$realtimeConfig, realtimeConfig],
      ...(tagManager ? [[$tagManager, tagManager] as [typeof $tagManager, TagManagerConfig], [$consentChoice, consent] as [typeof $consentChoice, typeof consent]] : []),
    ],
  });
  const table: Record<string, RouteDefinition> = options.routes ?? ROUTES;
  const handler = handlerFor(table);
  const context = await handler.query(request, { requestContext: routerContext(scope, i18n) });
  if (context instanceof Response) {
    const location = context.headers.get('Location') ?? '/';
    return redirect(context.status === 301 ? 301 : 302, location);
  }

  const handle = leafHandle(context);
  const definition = handle?.routeId ? table[handle.routeId] : undefined;
  let status = context.statusCode;
  if (status === 200 && definition?.status) status = definition.status(scope);
  const t = i18n.t.bind(i18n);
  const crawlerAnswer = crawlerAnswerFor(status, request.headers.get('user-agent'));
  if (crawlerAnswer) {
    const bare =
      crawlerAnswer === 'unavailable'
        ? crawlerUnavailableResponse(locale, t('seo.unavailable'))
        : crawlerBareResponse(locale, status, t('notFound.title'));
    return { type: 'html', status: bare.status, headers: bare.headers, body: Readable.from([bare.body]) };
  }
  const head = pageHead({
    t,
    definition,
    error: errorStatus(context),
    context: { scope, locale, params: context.matches.at(-1)?.params ?? {}, path, search: url.searchParams, origin: options.origin },
  });

  const state = serializeState({ locale, values: serialize(scope) });
  // Production (a build manifest): the shell's module tags go to the page's loader, with the page's own chunks.
  const template = compiledTemplate(options.template, options.manifest !== undefined);
  const modules =
    template.scripts && options.manifest
      ? {
          entry: template.scripts.entry,
          // The browser loads the matched route's page (and lazy layout) before hydrating, the error page's too
          // (app/client/startClient.tsx), and the catalogue parts its loader added: all download beside the entry.
          preloads: [
            ...template.scripts.preloads,
            ...pagePreloads(options.manifest, [definition?.source, definition && definition.layout !== 'default' ? LAYOUT_SOURCES[definition.layout] : undefined]),
            ...messagePartPreloads(options.manifest, locale, i18n.parts),
          ],
        }
      : null;
  const slots: TemplateSlots = {
    nonce: options.nonce,
    lang: LANGUAGE_TAGS[locale],
    // Consent Mode's default comes first of all (./tagManager.ts).
    head: tagManagerHead(tagManager, consent, options.nonce) + mediaPreconnect(options.apiPublicUrl ?? options.apiUrl, options.origin) + renderHead(head, options.nonce),
    // The state ends the body, outside the root React hydrates: the page's HTML arrives and paints first, and
    // the entry still finds it. The loader after it requests the page's modules once the page has painted.
    state:
      `<script nonce="${options.nonce}" id="${STATE_SCRIPT_ID}" type="application/json">${state}</script>` +
      (modules ? scriptLoader(modules, options.nonce) : ''),
  };
  const before = fillTemplate(template.before, slots);
  const after = fillTemplate(template.after, slots);
  const router = createStaticRouter(handler.dataRoutes, context);
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': LANGUAGE_TAGS[locale],
    'Cache-Control': 'private, no-cache',
    Vary: 'Cookie, Accept-Language',
    ...saveLanguage,
    ...htmlSecurityHeaders(options.nonce, {
      apiOrigin: new URL(options.apiPublicUrl ?? options.apiUrl).origin,
      ...(realtime.url ? { realtimeUrl: realtime.url } : {}),
      dev: options.dev,
      tagManager: tagManager !== null,
    }),
  };
  if (status === 503) headers['Retry-After'] = '30';

  return new Promise<RenderResult>((resolve, reject) => {
    let failed = false;
    let allReady = false;
    let finished = () => {};
    // React's HTML between the shell's two halves: pageWriter adds the page's critical CSS and the closing half.
    const out = new PassThrough();
    const whole = () => {
      const chunks: Buffer[] = [];
      out.on('data', (chunk: Buffer) => chunks.push(chunk));
      out.once('end', () => resolve({ type: 'html', status: failed ? 500 : status, headers, body: Buffer.concat(chunks) }));
      out.once('error', reject);
    };
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders scope={scope} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} nonce={options.nonce} />
      </AppProviders>,
      {
        nonce: options.nonce,
        // A finished Suspense boundary is written in place, however large: React would otherwise move one
        // past this many bytes to the end of the stream, hidden until a script shows it (not without JS).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          pipe(pageWriter(out, { before, after, nonce: options.nonce, critical: options.criticalCss }));
          // React calls onAllReady within the same work as onShellReady when nothing is left to wait for.
          queueMicrotask(() => (allReady ? whole() : resolve({ type: 'html', status: failed ? 500 : status, headers, body: out })));
        },
        onAllReady() {
          allReady = true;
          finished();
        },
        onShellError(error) {
          finished();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          failed = true;
          console.error('SSR render error', error);
        },
      },
    );
    // Cleared once the page is complete: until then the timer holds the whole request (its tree, scope and
    // HTML), so a page finished in milliseconds would otherwise stay in memory for ten seconds.
    const deadline = setTimeout(() => abort(), 10_000);
    deadline.unref();
    finished = () => clearTimeout(deadline);
    if (allReady) finished();
  });
}
