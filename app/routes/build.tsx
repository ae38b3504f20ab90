import { allSettled } from 'effector';
import type { Scope } from 'effector';
import type { ComponentType } from 'react';
import { createContext, data, redirect, RouterContextProvider } from 'react-router-dom';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { LOCALES } from '../../contract/constants';
import type { ZodType } from 'zod';
import { menuRequested } from '../../features/menu';
import { pathChanged } from '../../features/segment';
import type { Locale } from '../../contract';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { LocaleRoot } from '../shell/LocaleRoot';
import { localizePath } from '../i18n/locale';
import type { PageI18n } from '../i18n/i18n';
import { loadChunk } from './chunks';
import { messagePartsOf } from './types';
import type { LayoutId, RouteDefinition } from './types';

export interface RouteHandle {
  locale: Locale;
  routeId?: string;
}

/**
 * Each route's layout (§2). Only the default layout is in every page's first load; the others come with
 * their pages (react-router's `lazy`, resolved before hydration like a page, their module modulepreloaded by
 * the server: `LAYOUT_SOURCES`): the account guard and its model, the sign-in-only and purchase frames stay
 * out of the shop's pages.
 */
const LAZY_LAYOUTS: Record<Exclude<LayoutId, 'default'>, () => Promise<ComponentType>> = {
  account: () => import('../layouts/AccountLayout').then((module) => module.AccountLayout),
  affiliate: () => import('../layouts/AffiliateLayout').then((module) => module.AffiliateLayout),
  auth: () => import('../layouts/AuthLayout').then((module) => module.AuthLayout),
  checkout: () => import('../layouts/PurchaseLayout').then((module) => module.CheckoutLayout),
  payment: () => import('../layouts/PurchaseLayout').then((module) => module.PaymentLayout),
};

/** The module each lazy layout loads (its key in Vite's manifest), for the server's modulepreload links. */
export const LAYOUT_SOURCES: Record<Exclude<LayoutId, 'default'>, string> = {
  account: 'app/layouts/AccountLayout.tsx',
  affiliate: 'app/layouts/AffiliateLayout.tsx',
  auth: 'app/layouts/AuthLayout.tsx',
  checkout: 'app/layouts/PurchaseLayout.tsx',
  payment: 'app/layouts/PurchaseLayout.tsx',
};

function layoutComponent(layout: LayoutId): Pick<RouteObject, 'Component' | 'lazy'> {
  if (layout === 'default') return { Component: DefaultLayout };
  const load = LAZY_LAYOUTS[layout];
  return { lazy: async () => ({ Component: await load() }) };
}

/** The element of routes that only ever answer 404 (their loader throws before it renders). */
function Nothing() {
  return null;
}

/**
 * The API answers 414 to a path parameter beyond Fastify's default `maxParamLength` (100); no slug, uuid or
 * code is that long, so a longer one is a page that does not exist, not an API failure (503).
 */
const MAX_PARAM_LENGTH = 100;

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * The 404 of an address no page answers, or whose params fail: the page still has the shop's header with its top
 * menus (fetched once per visit), the way on from a page that does not exist.
 */
async function notFoundWithMenu(context: LoaderFunctionArgs['context'], locale: Locale): Promise<never> {
  await allSettled(menuRequested, { scope: scopeOf(context), params: locale });
  notFound();
}

/**
 * The effector scope a navigation runs in, handed to the loaders by react-router's request context: the
 * request's scope on the server (`handler.query(request, { requestContext })`), the hydrated one in the
 * browser (`getContext`). The routes themselves hold no scope, so the server builds them once.
 */
const scopeContext = createContext<Scope | null>(null);
/** The page's translator, whose missing catalogue parts a loader adds before its page renders. */
const i18nContext = createContext<PageI18n | null>(null);

/**
 * The request context of a navigation in `scope` (server: `requestContext`; browser: what `getContext`
 * returns). With `i18n`, each loader also loads the catalogue parts its route declares (`messagePartsOf`).
 */
export function routerContext(scope: Scope, i18n?: PageI18n): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(scopeContext, scope);
  context.set(i18nContext, i18n ?? null);
  return context;
}

function i18nOf(context: unknown): PageI18n | null {
  return context instanceof RouterContextProvider ? context.get(i18nContext) : null;
}

function scopeOf(context: unknown): Scope {
  const scope = context instanceof RouterContextProvider ? context.get(scopeContext) : null;
  if (!scope) throw new Error('A route loader ran without routerContext(scope) as its request context');
  return scope;
}

type ParamsSchema = NonNullable<RouteDefinition['params']>;
const builtParamsSchemas = new WeakMap<ParamsSchema, Promise<ZodType<Record<string, string>>>>();

/**
 * A route's params schema, built from the contract once: a lazy schema makes a new zod object each time
 * it is called, and building one per request cost the server more than checking the params with it.
 */
function paramsSchemaOf(params: ParamsSchema): Promise<ZodType<Record<string, string>>> {
  let schema = builtParamsSchemas.get(params);
  if (!schema) {
    schema = typeof params === 'function' ? params() : Promise.resolve(params);
    // A failed load of the contract is tried again on the next request.
    schema.catch(() => builtParamsSchemas.delete(params));
    builtParamsSchemas.set(params, schema);
  }
  return schema;
}

function routeLoader(routeId: string, definition: RouteDefinition, locale: Locale) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    // §8: a route validation failure gives a 404.
    const paramsFail = definition.params && !(await paramsSchemaOf(definition.params)).safeParse(params).success;
    if (paramsFail || Object.values(params).some((value) => (value?.length ?? 0) > MAX_PARAM_LENGTH)) await notFoundWithMenu(context, locale);
    if (!definition.page) notFound();
    const scope = scopeOf(context);
    const url = new URL(request.url);
    // §2/§4: every navigation tells the segment rules where the shopper is.
    // The header's menu is fetched once per visit, beside the page's own data.
    await Promise.all([
      // The page's texts are there when it renders: no key shows, and the server's HTML is what hydrates.
      i18nOf(context)?.needParts(messagePartsOf(definition)),
      allSettled(pathChanged, { scope, params: url.pathname }),
      allSettled(menuRequested, { scope, params: locale }),
      definition.opened ? allSettled(definition.opened, { scope, params: { locale, params, search: url.search } }) : null,
    ]);
    const target = definition.redirect?.(scope, { locale, params, search: url.search });
    if (typeof target === 'string') throw redirect(localizePath(target, locale) + url.search, 301);
    if (target) throw redirect(`${url.pathname}?${target.query}`, 301);
    const status = definition.status?.(scope) ?? 200;
    // 404 when the API says the page's subject does not exist; a page that cannot show anything
    // without its data answers the error page with the status (503 when the API failed).
    if (status === 404) notFound();
    if (status >= 500 && definition.needsData) throw data(null, { status, statusText: 'Service Unavailable' });
    return { routeId };
  };
}

/** The address without the route's `pageParams`: two addresses equal this way show the same data. */
function withoutPageParams(url: URL, pageParams: readonly string[]): string {
  const search = new URLSearchParams(url.search);
  for (const name of pageParams) search.delete(name);
  return `${url.pathname}?${search.toString()}`;
}

function pageRoute(routeId: string, definition: RouteDefinition, locale: Locale): RouteObject {
  const page = definition.page;
  const pageParams = definition.pageParams ?? [];
  const common = {
    id: `${locale}:${routeId}`,
    handle: { locale, routeId } satisfies RouteHandle,
    loader: routeLoader(routeId, definition, locale),
    ...(pageParams.length > 0
      ? {
          shouldRevalidate: ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
            !formMethod && withoutPageParams(currentUrl, pageParams) === withoutPageParams(nextUrl, pageParams) ? false : defaultShouldRevalidate,
        }
      : {}),
    ...(page ? { lazy: async () => ({ Component: (await loadChunk(page)).default }) } : { Component: Nothing }),
  };
  return definition.path === '/' ? { ...common, index: true } : { ...common, path: definition.path.slice(1) };
}

/**
 * The react-router tree of a route table: one branch per locale (pt at `/`, then `/en`, `/es`, `/fr`),
 * layouts as pathless routes, pages lazy, and a catch-all answering 404 in the page's language.
 * Each route's `opened` event runs in the scope of the navigation's `routerContext(scope)`.
 * `locales` limits the tree to those languages' branches (the browser's: its page's language alone).
 */
export function buildRoutes(table: Record<string, RouteDefinition>, locales: readonly Locale[] = LOCALES): RouteObject[] {
  return locales.map((locale) => {
    const layouts = new Map<LayoutId, RouteObject[]>();
    for (const [routeId, definition] of Object.entries(table)) {
      const list = layouts.get(definition.layout) ?? [];
      list.push(pageRoute(routeId, definition, locale));
      layouts.set(definition.layout, list);
    }
    const defaultChildren = layouts.get('default') ?? [];
    defaultChildren.push({
      id: `${locale}:not-found`,
      path: '*',
      handle: { locale } satisfies RouteHandle,
      loader: ({ context }) => notFoundWithMenu(context, locale),
      Component: Nothing,
    });
    layouts.set('default', defaultChildren);
    return {
      id: locale,
      path: localizePath('/', locale),
      handle: { locale } satisfies RouteHandle,
      Component: LocaleRoot,
      children: [...layouts].map(([layout, children]) => ({
        id: `${locale}:layout:${layout}`,
        handle: { locale } satisfies RouteHandle,
        ...layoutComponent(layout),
        ErrorBoundary: RouteErrorPage,
        children,
      })),
    };
  });
}
