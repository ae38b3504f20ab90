import type { Scope } from 'effector';
import { isRouteErrorResponse } from 'react-router-dom';
import type { Translate } from '../i18n/translate';
import type { Locale } from '../../contract';
import { splitLocale } from '../i18n/locale';
import type { RouteHandle } from '../routes/build';
import { ROUTES } from '../routes/table';
import type { RouteDefinition } from '../routes/types';
import { pageTitleOf } from '../seo/title';

/** The router state the title follows (react-router's data router state, narrowed). */
export interface TitleRouterState {
  navigation: { state: string };
  location: { pathname: string; search: string };
  matches: readonly { route: { handle?: unknown }; params: Record<string, string | undefined> }[];
  errors: Record<string, unknown> | null;
}

export interface TitleRouter {
  subscribe(listener: (state: TitleRouterState) => void): () => void;
}

/**
 * §2 page titles after a client navigation: once the router settled on a new address (its loaders ran, so
 * the page's data is in the scope), `document.title` becomes the new page's — the rule the server's head
 * follows (`pageTitleOf`), so a page reads the same whether it was loaded or navigated to, and the page view
 * that follows (§7) names the right page.
 */
export function startDocumentTitle(
  app: { scope: Scope; i18n: { locale: Locale; t: Translate } },
  router: TitleRouter,
  setTitle: (title: string) => void = (title) => (document.title = title),
  options: { origin?: string; start?: string; table?: Record<string, RouteDefinition> } = {},
): () => void {
  const table: Record<string, RouteDefinition> = options.table ?? ROUTES;
  const origin = options.origin ?? window.location.origin;
  let last = options.start ?? window.location.pathname + window.location.search;
  return router.subscribe(({ navigation, location, matches, errors }) => {
    const address = location.pathname + location.search;
    if (navigation.state !== 'idle' || address === last) return;
    last = address;
    const leaf = matches.at(-1);
    const routeId = (leaf?.route.handle as RouteHandle | undefined)?.routeId;
    const failure = errors ? Object.values(errors)[0] : undefined;
    const error = errors ? (isRouteErrorResponse(failure) ? failure.status : 500) : null;
    setTitle(
      pageTitleOf({
        t: app.i18n.t,
        definition: routeId ? table[routeId] : undefined,
        error,
        context: {
          scope: app.scope,
          locale: app.i18n.locale,
          params: leaf?.params ?? {},
          path: splitLocale(location.pathname).path,
          search: new URLSearchParams(location.search),
          origin,
        },
      }),
    );
  });
}
