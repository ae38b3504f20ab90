import { attach, createEvent, createStore, sample } from 'effector';
import { WELCOME_MENU_SLUG } from '../../contract/constants';
import type { CmsMenu, Locale, LocalizedText, MegaMenu, MenuResponse, MenuTranslation, Submenu } from '../../contract';
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

/** §9: a mega menu text in `locale`, pt when it has none (ui/MegaMenu's `localText` reads it back). */
function textIn(text: LocalizedText, locale: Locale): LocalizedText {
  return { [locale]: text[locale] ?? text.pt ?? '' };
}

function megaMenuIn(megaMenu: MegaMenu, locale: Locale): MegaMenu {
  const text = (value: LocalizedText) => textIn(value, locale);
  switch (megaMenu.layout) {
    case 'visual-mega-menu': {
      const { content } = megaMenu as Extract<MegaMenu, { layout: 'visual-mega-menu' }>;
      return { layout: 'visual-mega-menu', content: { ...content, categories: content.categories.map((category) => ({ ...category, name: text(category.name) })) } };
    }
    case 'promo-cards': {
      const { content } = megaMenu as Extract<MegaMenu, { layout: 'promo-cards' }>;
      const cards = content.cards.map((card) => ({
        ...card,
        title: text(card.title),
        subtitle: card.subtitle && text(card.subtitle),
        links: card.links.map((link) => ({ ...link, label: text(link.label) })),
      }));
      return { layout: 'promo-cards', content: { cards } };
    }
    case 'brand-grid':
    case 'brand-grid-2': {
      const { layout, content } = megaMenu as Extract<MegaMenu, { layout: 'brand-grid' | 'brand-grid-2' }>;
      return { layout, content: { sections: content.sections.map((section) => ({ ...section, title: text(section.title) })) } };
    }
    case 'cards-gallery': {
      const { content } = megaMenu as Extract<MegaMenu, { layout: 'cards-gallery' }>;
      const cards = content.cards.map((card) => ({ ...card, title: text(card.title), description: card.description && text(card.description) }));
      return { layout: 'cards-gallery', content: { cards } };
    }
    default:
      // An unsupported layout shows only its name (§2, §8).
      return megaMenu;
  }
}

/** The entry's texts in `locale` (its own texts when the translation has none); its translations go. */
function entryIn<T extends { name: string; badge: string | null; translations: MenuTranslation[] }>(entry: T, locale: Locale): T {
  const translation = entry.translations.find((t) => t.locale === locale);
  return { ...entry, name: translation?.name || entry.name, badge: translation?.badge || entry.badge, translations: [] };
}

/**
 * The menus as the header shows them in `locale`: each name, badge, description and mega menu text
 * resolved to that language, the other three languages dropped — what the page keeps and serializes
 * (a page never changes language without a new document: the language switcher loads the page).
 */
export function menusIn(menus: CmsMenu[], locale: Locale): CmsMenu[] {
  return menus.map((menu) => ({
    ...entryIn(menu, locale),
    submenus: menu.submenus.map((submenu): Submenu => {
      const description = submenu.translations.find((t) => t.locale === locale)?.description || submenu.description;
      return {
        ...entryIn(submenu, locale),
        ...(description !== undefined ? { description } : {}),
        mega_menu: submenu.mega_menu && megaMenuIn(submenu.mega_menu, locale),
      };
    }),
  }));
}

/** The header's and the mobile sheet's menus, ready to show in the page's language. */
export const $menus = createStore<CmsMenu[]>([]);
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
sample({ clock: loadMenuFx.done, fn: ({ params, result }) => menusIn(activeMenus(result), params), target: $menus });
// §8: an invalid menu response gives an empty menu list.
sample({ clock: loadMenuFx.fail, fn: (): CmsMenu[] => [], target: $menus });
sample({ clock: loadMenuFx.finally, fn: ({ params }) => params, target: $menuLocale });
