import { fork } from 'effector';
import type { Scope } from 'effector';
import { StrictMode } from 'react';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import type { createBrowserRouter, RouteObject, RouterContextProvider } from 'react-router-dom';
import { $apiBaseUrl } from '../../features/api-client';
import { $realtimeConfig } from '../../features/realtime';
import type { RealtimePublicConfig } from '../../features/realtime';
import { createPageI18n, type PageI18n } from '../i18n/i18n';
import { buildRoutes, routerContext } from '../routes/build';
import { ROUTES } from '../routes/table';
import { messagePartsOf, type RouteDefinition } from '../routes/types';
import type { RouteHandle } from '../routes/build';
import { AppProviders } from '../shell/AppProviders';
import type { SerializedState } from '../shell/state';

export interface ClientApp {
  scope: Scope;
  i18n: PageI18n;
  routes: RouteObject[];
  /** The router's `getContext`: every navigation's loaders run in the hydrated scope. */
  getContext: () => RouterContextProvider;
}

/**
 * Everything the browser needs before `hydrateRoot`: the scope forked from the server's values
 * (so the first render matches the server's and nothing is fetched again), the page's messages (the
 * storefront's and the catalogue parts the matched route declares, as the server rendered with them)
 * and the route objects with the matched lazy pages already loaded (a lazy route still pending
 * at hydration would render a fallback and mismatch). The router is made with `getContext`, so
 * a client-side navigation's loaders run the route's `opened` event in this scope.
 */
export async function prepareClient(
  state: SerializedState,
  pathname: string,
  table: Record<string, RouteDefinition> = ROUTES,
  pageOrigin: string = globalThis.location?.origin ?? '',
): Promise<ClientApp> {
  const scope = fork({ values: withPageOrigin(state.values, pageOrigin) });
  // The page's language's branch alone: a link to another language is a page load (app/client/links.ts), and
  // the router ranks and matches a quarter of the routes (the server builds every language's, once).
  const routes = buildRoutes(table, [state.locale]);
  const matches = matchRoutes(routes, pathname) ?? [];
  const routeId = (matches.at(-1)?.route.handle as RouteHandle | undefined)?.routeId;
  const definition = routeId ? table[routeId] : undefined;
  const [i18n] = await Promise.all([
    createPageI18n(state.locale).then(async (created) => {
      if (definition) await created.needParts(messagePartsOf(definition));
      return created;
    }),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  ]);
  return { scope, i18n, routes, getContext: () => routerContext(scope, i18n) };
}

/**
 * One origin (architecture §5): the browser calls the API, and connects to the realtime server unless it
 * runs apart, on the page's own origin — whichever address or host name the shop was opened by.
 */
function withPageOrigin(values: Record<string, unknown>, pageOrigin: string): Record<string, unknown> {
  const patched: Record<string, unknown> = { ...values };
  if ($apiBaseUrl.sid) patched[$apiBaseUrl.sid] = pageOrigin;
  const realtime = $realtimeConfig.sid ? (values[$realtimeConfig.sid] as RealtimePublicConfig | null | undefined) : null;
  if ($realtimeConfig.sid && realtime && realtime.url === '') patched[$realtimeConfig.sid] = { ...realtime, url: pageOrigin };
  return patched;
}

/**
 * The tree the browser hydrates; it must match the server's (app/server/render.tsx) node for node.
 * `onHydrated` runs once hydration committed (in development StrictMode may run it twice).
 */
export function ClientRoot({ app, router, onHydrated }: { app: ClientApp; router: ReturnType<typeof createBrowserRouter>; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <AppProviders scope={app.scope} i18n={app.i18n} onHydrated={onHydrated}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
