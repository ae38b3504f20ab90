import { PassThrough, Readable } from 'node:stream';
import { fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { StaticHandlerContext } from 'react-router-dom';
import { LANGUAGE_TAGS } from '../../contract';
import type { TFunction } from 'i18next';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../../features/api-client';
import type { ApiLogger } from '../../features/api-client';
import { $authMode } from '../../features/auth';
import type { AuthMode } from '../../features/auth';
import { $realtimeConfig } from '../../features/realtime';
import type { RealtimePublicConfig } from '../../features/realtime';
import { i18nFor } from '../i18n/i18n';
import { languageRedirect, localizePath, splitLocale } from '../i18n/locale';
import { setLanguageResponse } from '../i18n/setLanguage';
import { buildRoutes } from '../routes/build';
import type { RouteHandle } from '../routes/build';
import { legacyRedirect } from '../routes/legacy';
import { ROUTES } from '../routes/table';
import type { MetaContext, RouteDefinition, RouteMeta } from '../routes/types';
import { renderHead, samePathEverywhere } from '../seo/head';
import type { PageHead } from '../seo/head';
import { organizationJsonLd } from '../seo/jsonLd';
import { isListingVariant } from '../seo/listing';
import { fallbackTitle, withBrand } from '../seo/title';
import { answersCrawlerUnavailable, crawlerUnavailableResponse } from './crawler';
import { pageWriter } from './criticalCss';
import type { CriticalCss } from './criticalCss';
import { AppProviders } from '../shell/AppProviders';
import { $renderedAt } from '../shell/model';
import { serializeState, STATE_SCRIPT_ID } from '../shell/state';
import { DEV_PUSHER_APP_KEY } from './config';
import { htmlSecurityHeaders } from './security';

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
  /** 'cookie' (default) or 'token': serialized with the scope, so the browser's auth model uses it. */
  authMode?: AuthMode;
  /** The §7 live channels' app key and the realtime server's URL when it runs apart (null: the page's own origin). */
  realtime?: { appKey: string; url: string | null };
  /** The production stylesheets: the head inlines the rules the page uses, the sheets follow the page (./criticalCss.ts). */
  criticalCss?: CriticalCss;
}

export type RenderResult =
  | { type: 'redirect'; status: 301 | 302 | 303; headers: Record<string, string> }
  | { type: 'html'; status: number; headers: Record<string, string>; body: Readable };

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
  t: TFunction;
  definition: RouteDefinition | undefined;
  error: number | null;
  context: MetaContext;
}): PageHead {
  const { t, definition, error, context } = input;
  const brand = t('layout.brand');
  let meta: RouteMeta;
  let listingVariant = false;
  if (error !== null || !definition) {
    const notFound = error === 404 || error === null;
    const title = notFound ? t('errorPage.notFoundTitle') : t('errorPage.title');
    meta = { title: title || fallbackTitle(context.path, { status: error ?? 404, message: notFound ? 'Page not found' : 'Internal Server Error' }), description: t('home.description'), index: false };
  } else {
    meta = definition.meta(t, context);
    if (!meta.title) meta = { ...meta, title: fallbackTitle(context.path) };
    listingVariant = definition.listing === true && isListingVariant(context.search);
  }
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

/** Splits the shell at the app placeholder and gives every script and modulepreload tag the response's nonce. */
function prepareTemplate(template: string, nonce: string, lang: string, head: string): { before: string; after: string } {
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${lang}">`)
    .replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
    .replace(/<script(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`)
    .replace(/<link rel="modulepreload"(?![^>]*\bnonce=)/g, `<link rel="modulepreload" nonce="${nonce}"`)
    .replace('<!--app-head-->', head);
  const at = html.indexOf('<!--app-html-->');
  if (at < 0) throw new Error('The HTML template has no <!--app-html--> placeholder');
  return { before: html.slice(0, at), after: html.slice(at + '<!--app-html-->'.length) };
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
  const preferred = languageRedirect({
    pathname: url.pathname,
    search: url.search,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
    userAgent: request.headers.get('user-agent'),
  });
  if (preferred) return redirect(302, preferred, { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-store' });

  const { locale, path } = splitLocale(url.pathname);
  const i18n = await i18nFor(locale);
  const renderedAt = Date.now();
  const realtime = options.realtime ?? { appKey: DEV_PUSHER_APP_KEY, url: null };
  // '' is the page's own origin: the browser fills it in (app/client/startClient.ts).
  const realtimeConfig: RealtimePublicConfig = { appKey: realtime.appKey, url: realtime.url ?? '' };
  const scope: Scope = fork({
    values: [
      [$apiBaseUrl, options.apiUrl],
      [$apiFetch, options.fetch ?? null],
      [$apiLogger, options.logger ?? silentDebug],
      [$renderedAt, renderedAt],
      [$authMode, options.authMode ?? 'cookie'],
      [$realtimeConfig, realtimeConfig],
    ],
  });
  const table: Record<string, RouteDefinition> = options.routes ?? ROUTES;
  const handler = createStaticHandler(buildRoutes(table, scope));
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location') ?? '/';
    return redirect(context.status === 301 ? 301 : 302, location);
  }

  const handle = leafHandle(context);
  const definition = handle?.routeId ? table[handle.routeId] : undefined;
  let status = context.statusCode;
  if (status === 200 && definition?.status) status = definition.status(scope);
  const t = i18n.t.bind(i18n);
  if (answersCrawlerUnavailable(status, request.headers.get('user-agent'))) {
    const unavailable = crawlerUnavailableResponse(locale, t('seo.unavailable'));
    return { type: 'html', status: unavailable.status, headers: unavailable.headers, body: Readable.from([unavailable.body]) };
  }
  const head = pageHead({
    t,
    definition,
    error: errorStatus(context),
    context: { scope, locale, params: context.matches.at(-1)?.params ?? {}, path, search: url.searchParams, origin: options.origin },
  });

  const state = serializeState({ locale, values: serialize(scope) });
  const { before, after } = prepareTemplate(
    options.template,
    options.nonce,
    LANGUAGE_TAGS[locale],
    renderHead(head, options.nonce) + `<script nonce="${options.nonce}" id="${STATE_SCRIPT_ID}" type="application/json">${state}</script>`,
  );
  const router = createStaticRouter(handler.dataRoutes, context);
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': LANGUAGE_TAGS[locale],
    'Cache-Control': 'private, no-cache',
    Vary: 'Cookie, Accept-Language',
    ...htmlSecurityHeaders(options.nonce, {
      apiOrigin: new URL(options.apiPublicUrl ?? options.apiUrl).origin,
      ...(realtime.url ? { realtimeUrl: realtime.url } : {}),
      dev: options.dev,
    }),
  };
  if (status === 503) headers['Retry-After'] = '30';

  return new Promise<RenderResult>((resolve, reject) => {
    let failed = false;
    const out = new PassThrough();
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders scope={scope} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} nonce={options.nonce} />
      </AppProviders>,
      {
        nonce: options.nonce,
        onShellReady() {
          pipe(pageWriter(out, { before, after, nonce: options.nonce, critical: options.criticalCss }));
          resolve({ type: 'html', status: failed ? 500 : status, headers, body: out });
        },
        onShellError(error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          failed = true;
          console.error('SSR render error', error);
        },
      },
    );
    setTimeout(() => abort(), 10_000).unref();
  });
}
