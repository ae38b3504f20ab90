import { attach, createEvent, createStore, sample } from 'effector';
import { WELCOME_MENU_SLUG } from '../../contract/constants';
import { topMenuOf } from '../../contract/cards';
import type { CmsMenu, Locale, TopMenu } from '../../contract';
import { fetchMenuFx, fetchMenuPanelsFx } from './api';
import { activeMenus, menusIn } from './localize';

/**
 * The header's row and the menu sheet's tabs in the page's language: each top menu's name, badge, link and
 * whether it has submenus — all a first paint shows, and all the page serializes of the menu.
 */
export const $menus = createStore<TopMenu[]>([]);
/** The language the menu was fetched for (answer or failure): it is fetched once per visit and language. */
const $menuLocale = createStore<Locale | null>(null);
export const $menuPending = fetchMenuFx.pending;
/** §2: the menu button of the mobile bottom bar shows a pulsing dot when any top menu is featured. */
export const $hasFeaturedMenu = $menus.map((menus) => menus.some((menu) => menu.is_featured));
/** §2: the mobile sheet has one tab per top menu, excluding 'welcome'. */
export const $menuTabs = $menus.map((menus) => menus.filter((menu) => menu.slug !== WELCOME_MENU_SLUG));

/** A page with the header opened, in its language: the menu is fetched unless it already was in that language. */
export const menuRequested = createEvent<Locale>();

/** The §7 call (it has no language of its own) for a page language. */
const loadMenuFx = attach({ effect: fetchMenuFx, mapParams: (_locale: Locale) => undefined });

sample({ clock: menuRequested, source: $menuLocale, filter: (loaded, locale) => loaded !== locale, fn: (_loaded, locale) => locale, target: loadMenuFx });
// §7: only active menus kept, sorted by order; active submenus sorted by order; in the page's language.
sample({ clock: loadMenuFx.done, fn: ({ params, result }) => menusIn(activeMenus(result), params).map(topMenuOf), target: $menus });
// §8: an invalid menu response gives an empty menu list.
sample({ clock: loadMenuFx.fail, fn: (): TopMenu[] => [], target: $menus });
sample({ clock: loadMenuFx.finally, fn: ({ params }) => params, target: $menuLocale });

/**
 * The panels — every menu with its submenus and mega menus, in the page's language — once fetched in the
 * browser: null until then. Never serialized: no page shows a panel before a shopper opens one.
 */
export const $menuPanels = createStore<CmsMenu[] | null>(null, { serialize: 'ignore' });
/** The last panels request failed: an open panel offers its menu's own page instead (the next opening tries again). */
export const $menuPanelsFailed = createStore(false, { serialize: 'ignore' });
/** The language the panels were fetched in. */
const $menuPanelsLocale = createStore<Locale | null>(null, { serialize: 'ignore' });

/**
 * A shopper reaches for the menu (a pointer over the header's menus, the focus in them, the phone's menu button):
 * its panels are fetched once per language, in that language.
 */
export const menuPanelsRequested = createEvent<Locale>();

sample({
  clock: menuPanelsRequested,
  source: { loaded: $menuPanelsLocale, pending: fetchMenuPanelsFx.pending },
  filter: ({ loaded, pending }, locale) => !pending && loaded !== locale,
  fn: (_source, locale) => locale,
  target: fetchMenuPanelsFx,
});
sample({ clock: fetchMenuPanelsFx.done, fn: ({ result }) => result, target: $menuPanels });
sample({ clock: fetchMenuPanelsFx.done, fn: ({ params }) => params, target: $menuPanelsLocale });
sample({ clock: fetchMenuPanelsFx.done, fn: () => false, target: $menuPanelsFailed });
sample({ clock: fetchMenuPanelsFx.fail, fn: () => true, target: $menuPanelsFailed });
