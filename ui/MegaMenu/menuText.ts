import type { CmsMenu, LocalizedText, Locale, MAX_MEGA_MENU_BRANDS, Submenu, WELCOME_MENU_SLUG } from '../../contract';

/** §9: up to 9 brands in the visual mega menu (tied to the contract's constant by its type). */
export const VISUAL_MEGA_MENU_BRAND_LIMIT = 9 satisfies typeof MAX_MEGA_MENU_BRANDS;
/** §2: the top menu that gets no tab in the mobile sheet. */
export const WELCOME_SLUG = 'welcome' satisfies typeof WELCOME_MENU_SLUG;

/** A mega menu text in the page's language, pt when it has none (§9: pt is the fallback). */
export function localText(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.pt ?? '';
}

type MenuEntry = Pick<CmsMenu | Submenu, 'name' | 'badge' | 'translations'>;

/** A menu's name in the page's language, its own name otherwise. */
export function menuLabel(menu: MenuEntry, locale: Locale): string {
  return menu.translations.find((t) => t.locale === locale)?.name || menu.name;
}

export function menuBadge(menu: MenuEntry, locale: Locale): string | null {
  return menu.translations.find((t) => t.locale === locale)?.badge || menu.badge || null;
}

export function submenuDescription(submenu: Submenu, locale: Locale): string | null {
  return submenu.translations.find((t) => t.locale === locale)?.description || submenu.description || null;
}

/** §2: the menu button's pulsing dot shows when any top menu is featured. */
export function hasFeaturedMenu(menus: readonly Pick<CmsMenu, 'is_featured'>[]): boolean {
  return menus.some((menu) => menu.is_featured);
}

/** §2: one mobile tab per top menu, excluding 'welcome'. */
export function tabMenus<T extends Pick<CmsMenu, 'slug'>>(menus: readonly T[]): T[] {
  return menus.filter((menu) => menu.slug !== WELCOME_SLUG);
}
