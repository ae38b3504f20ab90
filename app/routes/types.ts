import type { ComponentType } from 'react';
import type { EventCallable, Scope } from 'effector';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Locale } from '../../contract';

/** §1 page layouts; each route names one. */
export const LAYOUTS = ['default', 'account', 'affiliate', 'auth', 'checkout', 'payment'] as const;
export type LayoutId = (typeof LAYOUTS)[number];

/** What a route's `opened` event receives, on the server before rendering and in the browser on navigation. */
export interface RouteOpened {
  locale: Locale;
  params: Record<string, string | undefined>;
}

export interface RouteMeta {
  title: string;
  description: string;
  /** false for pages that must not be indexed (account, checkout, cart, payment). */
  index?: boolean;
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
  opened?: EventCallable<RouteOpened>;
  /** Validates the path params; a failure answers the 404 page (§8). */
  params?: z.ZodType<Record<string, string>>;
  meta: (t: TFunction) => RouteMeta;
  /** The HTTP status once `opened` settled (e.g. 503 when the page's data could not be fetched). */
  status?: (scope: Scope) => number;
}
