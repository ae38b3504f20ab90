export { fetchMenuFx } from './api';
export { $menus, $menuPending, $hasFeaturedMenu, $menuTabs, menuRequested, activeMenus } from './model';
