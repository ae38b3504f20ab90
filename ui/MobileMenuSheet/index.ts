export { MobileMenuSheet, MENU_SHEET_HEIGHT, SUBMENU_RESET_DELAY_MS, MENU_OPEN_BODY_ATTRIBUTE } from './MobileMenuSheet';
export type { MobileMenuSheetProps, MobileMenuSheetLabels } from './MobileMenuSheet';
