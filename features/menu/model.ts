import { createEvent, createStore, sample } from 'effector';
import { WELCOME_MENU_SLUG } from '../../contract/constants';
import type { CmsMenu, MenuResponse } from '../../contract';
import { fetchMenuFx } from './api';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** §7: only active menus kept, sorted by order; active submenus sorted by order. */
export function activeMenus(response: MenuResponse): CmsMenu[] {
  if (!response.success) return [];
  return response.data
    .filter((menu) => menu.is_active)
    .sort(byOrder)
    .map((menu) => ({ ...menu, submenus: menu.submenus.filter((submenu) => submenu.is_active).sort(byOrder) }));
}

/** The header's and the mobile sheet's menus, ready to show. */
export const $menus = createStore<CmsMenu[]>([]);
/** Whether the menu was fetched (answer or failure) — it is fetched once per visit, server or browser. */
const $menuLoaded = createStore(false);
export const $menuPending = fetchMenuFx.pending;
/** §2: the menu button of the mobile bottom bar shows a pulsing dot when any top menu is featured. */
export const $hasFeaturedMenu = $menus.map((menus) => menus.some((menu) => menu.is_featured));
/** §2: the mobile sheet has one tab per top menu, excluding 'welcome'. */
export const $menuTabs = $menus.map((menus) => menus.filter((menu) => menu.slug !== WELCOME_MENU_SLUG));

/** A page with the header opened: the menu is fetched unless it already was. */
export const menuRequested = createEvent();

sample({ clock: menuRequested, source: $menuLoaded, filter: (loaded) => !loaded, target: fetchMenuFx });
// §7: only active menus kept, sorted by order; active submenus sorted by order.
sample({ clock: fetchMenuFx.doneData, fn: activeMenus, target: $menus });
// §8: an invalid menu response gives an empty menu list.
sample({ clock: fetchMenuFx.fail, fn: (): CmsMenu[] => [], target: $menus });
sample({ clock: fetchMenuFx.finally, fn: () => true, target: $menuLoaded });
