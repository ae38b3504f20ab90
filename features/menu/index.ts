export { fetchMenuFx, fetchMenuPanelsFx, menuPanelsPath } from './api';
export type { MenuPanelsAnswer } from './api';
export {
  $menus,
  $menuPending,
  $hasFeaturedMenu,
  $menuTabs,
  $menuPanels,
  $menuPanelsFailed,
  menuRequested,
  menuPanelsRequested,
} from './model';
export { activeMenus, menusIn } from './localize';
