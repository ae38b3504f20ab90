import type { ComponentType } from 'react';
import type { EventCallable, Scope } from 'effector';
import type { MessagePart } from '../i18n/messageParts';
import type { Translate } from '../i18n/translate';
import type { Locale } from '../../contract';
import type { ZodType } from 'zod';
import type { LazySchema } from '../../features/api-client';

/** §1 page layouts; each route names one. */
export const LAYOUTS = ['default', 'account', 'affiliate', 'auth', 'checkout', 'payment'] as const;
export type LayoutId = (typeof LAYOUTS)[number];

/**
 * The message catalogue parts (app/i18n/messageParts.ts) every page of a layout uses, beyond the
 * storefront's: a route of the layout gets them without naming them, so a new account or purchase page
 * cannot forget them. A default-layout page that needs more names them in its route's `messages`.
 */
export const LAYOUT_MESSAGE_PARTS: Record<LayoutId, readonly MessagePart[]> = {
  default: [],
  // The recovery page is the forgot-password dialog's form.
  auth: ['overlays'],
  // The order pages' labels (app/shell/orderLabels.ts) reuse the checkout's and the cart's texts; the
  // profile and privacy forms the sign-in forms' password toggle.
  account: ['account', 'purchase', 'overlays'],
  affiliate: ['account'],
  // The checkout offers the ambassador programme (`programmes.*`); its summary is the cart's.
  checkout: ['purchase', 'account', 'overlays'],
  payment: ['purchase', 'overlays'],
};

/** What a route's `opened` event receives, on the server before rendering and in the browser on navigation. */
export interface RouteOpened {
  locale: Locale;
  params: Record<string, string | undefined>;
  /** The page URL's query string with its '?', or ''. */
  search: string;
}

/** What a route's meta can read: the request's scope after `opened` settled, and the URL. */
export interface MetaContext {
  scope: Scope;
  locale: Locale;
  params: Record<string, string | undefined>;
  /** The unprefixed path, e.g. /product/vestido. */
  path: string;
  search: URLSearchParams;
  origin: string;
}

export interface RouteMeta {
  /** The page's own title; the brand is appended (§2). Empty: derived from the path. */
  title: string;
  description: string;
  /** false for pages that must not be indexed (account, checkout, cart, payment). */
  index?: boolean;
  /** The page's unprefixed path in each language when it differs per language (product slugs). */
  paths?: Record<Locale, string>;
  image?: string | null;
  ogType?: 'website' | 'product' | 'article';
  jsonLd?: readonly object[];
}

export interface RouteDefinition<Path extends string = string> {
  /** Unprefixed (pt) path in react-router syntax; the /en, /es and /fr variants derive from it. */
  path: Path;
  layout: LayoutId;
  /**
   * The page, loaded lazily. A route without a page is declared (so links and param validation
   * work) and answers the 404 page until the issue that builds it lands.
   */
  page?: () => Promise<{ default: ComponentType }>;
  /**
   * The module `page` imports, from the repository root (e.g. `app/pages/HomePage.tsx`): its key in
   * Vite's build manifest, so the server can modulepreload the page's chunks with the entry. Every
   * route with a page names it (app/routes/routes.test.ts checks it is the module `page` loads).
   */
  source?: string;
  opened?: EventCallable<RouteOpened>;
  /**
   * The catalogue parts the page uses beyond its layout's (`LAYOUT_MESSAGE_PARTS`): the route's loader
   * loads them before the page renders, on the server and in the browser, and the server preloads them.
   */
  messages?: readonly MessagePart[];
  /**
   * Validates the path params; a failure answers the 404 page (§8). A lazy contract schema, which loads
   * with the first navigation (`routeParamsValid`), not with the page.
   */
  params?: LazySchema<Record<string, string>> | ZodType<Record<string, string>>;
  meta: (t: Translate, context: MetaContext) => RouteMeta;
  /** A listing: any filter, sort, view or page in the query makes it noindex,follow with the plain listing as canonical. */
  listing?: boolean;
  /**
   * Once `opened` settled, where this page permanently lives if not here, answered with a 301: an unprefixed
   * path (a product slug of another language → that language's slug; the query is kept), or `{ query }`, the
   * same path with that query (a listing's categories named in another language → in the page's).
   */
  redirect?: (scope: Scope, opened: RouteOpened) => string | { query: string } | null;
  /**
   * The HTTP status once `opened` settled: 404 answers the 404 page; 503 (the page's data could not
   * be fetched) keeps the page with its message, or answers the error page when `needsData`.
   */
  status?: (scope: Scope) => number;
  /** The page shows nothing without its data (a product): a failed fetch answers the error page. */
  needsData?: boolean;
  /**
   * Query parameters that only choose within the page (the product's `?variant=`): a client navigation
   * that changes nothing else keeps the page's data instead of running `opened` again.
   */
  pageParams?: readonly string[];
}

/** Every catalogue part a route's page renders with: its layout's and its own. */
export function messagePartsOf(definition: Pick<RouteDefinition, 'layout' | 'messages'>): MessagePart[] {
  return [...new Set([...LAYOUT_MESSAGE_PARTS[definition.layout], ...(definition.messages ?? [])])];
}
