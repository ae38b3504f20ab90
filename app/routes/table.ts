import { createEvent, sample } from 'effector';
import { z } from 'zod';
import { Slug } from '../../contract';
import { $productsError, homePageOpened } from '../../features/catalog';
import type { RouteDefinition, RouteOpened } from './types';

const homeOpened = createEvent<RouteOpened>();
sample({ clock: homeOpened, fn: ({ locale }) => ({ locale }), target: homePageOpened });

/**
 * The one route table: each route once. The pt (unprefixed), /en, /es and /fr variants and every
 * link (`href`) derive from it.
 */
export const ROUTES = {
  home: {
    path: '/',
    layout: 'default',
    page: () => import('../pages/HomePage'),
    opened: homeOpened,
    meta: (t) => ({ title: t('home.title'), description: t('home.description') }),
    // The catalogue is the page: when it cannot be fetched the page says so and answers 503.
    status: (scope) => (scope.getState($productsError) === null ? 200 : 503),
  },
  // Declared for links and slug validation; without a page it answers the 404 page (and its meta)
  // until the product page issue adds `page`, `opened` and its own meta.
  product: {
    path: '/product/:slug',
    layout: 'default',
    params: z.object({ slug: Slug }),
    meta: (t) => ({ title: t('notFound.title'), description: t('home.description') }),
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;
export type RouteTable = Record<string, RouteDefinition>;
