export { MegaMenu, SubmenuLabel } from './MegaMenu';
export type { MegaMenuProps, MenuPanelLabels } from './MegaMenu';
export { MegaMenuContent } from './MegaMenuContent';
export type { MegaMenuContentProps, MegaMenuLabels } from './MegaMenuContent';
export { localText, menuLabel, menuBadge, submenuDescription, hasFeaturedMenu, tabMenus, VISUAL_MEGA_MENU_BRAND_LIMIT, WELCOME_SLUG } from './menuText';
