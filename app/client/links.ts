import { matchRoutes } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { plainClick } from '../../ui/links';
import type { RouteHandle } from '../routes/build';
import { ROUTES } from '../routes/table';
import type { RouteDefinition } from '../routes/types';

type Router = ReturnType<typeof createBrowserRouter>;

function handleOf(router: Router, pathname: string): RouteHandle | undefined {
  return matchRoutes(router.routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
}

/** The page of a same-origin link's route (its id and chunk), when the link opens one of the app's pages. */
export function pageOfLink(router: Router, link: HTMLAnchorElement): { key: string; load: () => Promise<unknown> } | null {
  if (link.origin !== window.location.origin || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  const routeId = handleOf(router, link.pathname)?.routeId;
  const page = routeId ? (ROUTES as Record<string, RouteDefinition>)[routeId]?.page : undefined;
  return routeId && page ? { key: routeId, load: page } : null;
}

/**
 * After hydration, a plain click on any link to one of the app's pages in the page's language goes through the
 * router, like the header's and the menus' links: the cards, breadcrumbs, footer and content links open their
 * page in the same document (its loaders fetch the data; the shell, the cart and the live connection stay).
 * The browser keeps what the router cannot do: another language (its catalogue and `lang` come with a load),
 * the server's own paths (`/set-language/…`), a link to a place on the same page, other sites, new tabs and
 * downloads. A click a component already handled (`preventDefault`) is left to it. `onPageChanged` runs on each
 * navigation to another path, however it was started.
 */
export function startLinkNavigation(router: Router, onPageChanged: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !plainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !pageOfLink(router, link)) return;
    const here = window.location;
    if (link.hash !== '' && link.pathname === here.pathname && link.search === here.search) return;
    if (handleOf(router, link.pathname)?.locale !== handleOf(router, here.pathname)?.locale) return;
    event.preventDefault();
    void router.navigate(link.pathname + link.search + link.hash);
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
