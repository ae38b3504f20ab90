export { fetchMenuFx } from './api';
export { $menus, $menuPending, $hasFeaturedMenu, $menuTabs, menuRequested, activeMenus, menusIn } from './model';
