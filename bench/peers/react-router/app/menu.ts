import type { Locale } from './format';
import { localized } from './format';

/** The API's menu (GET /cms/v1/menu): every language in one answer. */
type Texts = Partial<Record<Locale, string>>;
interface ApiBrand {
  name: string;
  href: string;
  logo: string;
}
interface ApiCard {
  title: Texts;
  subtitle?: Texts;
  description?: Texts;
  image: string;
  href?: string;
  links?: { label: Texts; href: string }[];
}
interface ApiSubmenu {
  name: string;
  href: string;
  is_active: boolean;
  translations: { locale: string; name: string }[];
  mega_menu: { layout: string; content: { categories?: { name: Texts; href: string; image: string }[]; brands?: ApiBrand[]; sections?: { title: Texts; brands: ApiBrand[] }[]; cards?: ApiCard[] } } | null;
}
interface ApiMenuItem {
  name: string;
  slug: string;
  href: string;
  badge: string | null;
  is_active: boolean;
  translations: { locale: string; name: string; badge?: string | null }[];
  submenus: ApiSubmenu[];
}
export interface ApiMenu {
  data: ApiMenuItem[];
}

/** The menu as the page shows it: the page's language only. */
export interface MenuLink {
  name: string;
  href: string;
}
export interface MenuPanel {
  layout: string;
  categories: (MenuLink & { image: string })[];
  brandSections: { title: string; brands: (MenuLink & { logo: string })[] }[];
  cards: { title: string; text: string; image: string; links: MenuLink[] }[];
}
export interface MenuEntry extends MenuLink {
  slug: string;
  badge: string | null;
  children: (MenuLink & { panel: MenuPanel | null })[];
}

export function menuFor(menu: ApiMenu, locale: Locale): MenuEntry[] {
  const text = (texts: Texts | undefined) => texts?.[locale] ?? texts?.en ?? '';
  const nameOf = (item: { name: string; translations: { locale: string; name: string }[] }) =>
    item.translations.find((entry) => entry.locale === locale)?.name ?? item.name;
  const brand = (entry: ApiBrand) => ({ name: entry.name, href: localized(entry.href, locale), logo: entry.logo });
  return menu.data
    .filter((item) => item.is_active)
    .map((item) => ({
      slug: item.slug,
      name: nameOf(item),
      href: localized(item.href, locale),
      badge: item.translations.find((entry) => entry.locale === locale)?.badge ?? item.badge,
      children: item.submenus
        .filter((submenu) => submenu.is_active)
        .map((submenu) => {
          const content = submenu.mega_menu?.content;
          return {
            name: nameOf(submenu),
            href: localized(submenu.href, locale),
            panel:
              submenu.mega_menu && content
                ? {
                    layout: submenu.mega_menu.layout,
                    categories: (content.categories ?? []).map((category) => ({ name: text(category.name), href: localized(category.href, locale), image: category.image })),
                    brandSections: [
                      ...(content.brands?.length ? [{ title: '', brands: content.brands.map(brand) }] : []),
                      ...(content.sections ?? []).map((section) => ({ title: text(section.title), brands: section.brands.map(brand) })),
                    ],
                    cards: (content.cards ?? []).map((card) => ({
                      title: text(card.title),
                      text: text(card.subtitle ?? card.description),
                      image: card.image,
                      links: card.links?.length
                        ? card.links.map((link) => ({ name: text(link.label), href: localized(link.href, locale) }))
                        : card.href
                          ? [{ name: text(card.title), href: localized(card.href, locale) }]
                          : [],
                    })),
                  }
                : null,
          };
        }),
    }));
}
