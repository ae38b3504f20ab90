import type { CmsMenu, Locale, LocalizedText, MegaMenu, MenuResponse, MenuTranslation, Submenu } from '../../contract';

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
 * The menus as a page in `locale` shows them: each name, badge, description and mega menu text resolved to
 * that language, the other three languages dropped — the top entries a page keeps and the panels the web
 * server answers (a page never changes language without a new document: the language switcher loads the page).
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
