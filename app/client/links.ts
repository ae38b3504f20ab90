import { matchRoutes } from 'react-router-dom';
import type { createBrowserRouter, RouteObject } from 'react-router-dom';
import { plainClick } from '../../ui/links';
import type { RouteHandle } from '../routes/build';
import { ROUTES } from '../routes/table';
import type { RouteDefinition } from '../routes/types';

type Router = ReturnType<typeof createBrowserRouter>;

/** What of a link (an `HTMLAnchorElement`) and of the page's address decides where a click on it goes. */
type LinkLike = Pick<HTMLAnchorElement, 'origin' | 'pathname' | 'search' | 'hash' | 'target' | 'hasAttribute'>;
type Here = Pick<Location, 'origin' | 'pathname' | 'search'>;

function handleOf(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
}

/** The page of a same-origin link's route (its id and chunk), when the link opens one of the app's pages. */
export function pageOfLink(routes: RouteObject[], link: LinkLike, here: Pick<Location, 'origin'>): { key: string; load: () => Promise<unknown> } | null {
  if (link.origin !== here.origin || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  const routeId = handleOf(routes, link.pathname)?.routeId;
  const page = routeId ? (ROUTES as Record<string, RouteDefinition>)[routeId]?.page : undefined;
  return routeId && page ? { key: routeId, load: page } : null;
}

/**
 * Where the router takes a plain click on `link`, or null when the browser keeps it: another language (its
 * catalogue and `lang` come with a load), the server's own paths (`/set-language/…`), a place on the same page,
 * other sites, a new tab's target and downloads.
 */
export function routerTargetOf(routes: RouteObject[], link: LinkLike, here: Here): string | null {
  if (!pageOfLink(routes, link, here)) return null;
  if (link.hash !== '' && link.pathname === here.pathname && link.search === here.search) return null;
  if (handleOf(routes, link.pathname)?.locale !== handleOf(routes, here.pathname)?.locale) return null;
  return link.pathname + link.search + link.hash;
}

/**
 * After hydration, a plain click on any link to one of the app's pages in the page's language goes through the
 * router, like the header's and the menus' links: the cards, breadcrumbs, footer and content links open their
 * page in the same document (its loaders fetch the data; the shell, the cart and the live connection stay).
 * A click a component already handled (`preventDefault`) is left to it. `onPageChanged` runs on each navigation
 * to another path, however it was started.
 */
export function startLinkNavigation(router: Router, onPageChanged: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !plainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const target = link instanceof HTMLAnchorElement ? routerTargetOf(router.routes, link, window.location) : null;
    if (target === null) return;
    event.preventDefault();
    void router.navigate(target);
  };
  document.addEventListener('click', onClick);
  // A new page in the same document leaves no page overlay open over it, as a new document would not (the cart
  // drawer's lines, 'Ver carrinho' and suggestions are links to other pages).
  let pathname = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    onPageChanged();
  });
  return () => {
    document.removeEventListener('click', onClick);
    unsubscribe();
  };
}
