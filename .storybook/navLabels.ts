/**
 * The navigation pieces' sentences (`nav.*`, `errorPage.*`) in a locale, built like the app builds
 * them — so every story shows the shipped catalogue text in pt, en, es and fr.
 */
import { LANGUAGE_NAMES, LOCALES, type CmsMenu, type Locale, type TopMenu } from '../contract';
import { topMenuOf } from '../contract/cards';
import { menusIn } from '../features/menu/localize';
import type { BottomBarLabels } from '../ui/BottomBar';
import type { ErrorPageLabels, ErrorPageLinks } from '../ui/ErrorPage';
import type { HeaderLabels } from '../ui/Header';
import type { LanguageOption } from '../ui/LanguageSwitcher';
import type { MobileMenuSheetLabels } from '../ui/MobileMenuSheet';
import type { MegaMenuLabels, MenuPanelLabels } from '../ui/MegaMenu';
import * as appTexts from '../app/layouts/navTexts';
import { i18nFor } from './i18n';

export function navT(locale: Locale) {
  return i18nFor(locale).t;
}

/** The close button of every dialog, drawer and sheet. */
export function closeLabel(locale: Locale): string {
  return navT(locale)('nav.close');
}

/** The menus as the app receives them: active ones only, in CMS order (§7), submenus too. */
export function menusAsServed(menus: readonly CmsMenu[]): CmsMenu[] {
  const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
  return menus
    .filter((menu) => menu.is_active)
    .sort(byOrder)
    .map((menu) => ({ ...menu, submenus: menu.submenus.filter((submenu) => submenu.is_active).sort(byOrder) }));
}

/**
 * The menu as a page in `locale` gets it: the top entries every page carries, and the panels the browser
 * fetches when a shopper first reaches for the menu (app/server/menuPanels.ts answers them so).
 */
export function menuFor(locale: Locale, menus: readonly CmsMenu[]): { menus: TopMenu[]; panels: CmsMenu[] } {
  const panels = menusIn(menusAsServed(menus), locale);
  return { menus: panels.map(topMenuOf), panels };
}

export function megaMenuLabels(locale: Locale): MegaMenuLabels {
  const t = navT(locale);
  return {
    categories: t('nav.categories'),
    brands: t('nav.brands'),
    unsupportedLayout: (layout) => t('nav.unsupportedLayout', { layout }),
  };
}

export function menuPanelLabels(locale: Locale): MenuPanelLabels {
  return appTexts.menuPanelLabels(navT(locale));
}

/** The search box's texts and the search page of a locale. */
export function searchBoxLabels(locale: Locale) {
  const t = navT(locale);
  return { action: localePath(locale, '/search'), label: t('nav.searchLabel'), submitLabel: t('nav.search'), placeholder: t('nav.searchPlaceholder') };
}

/** A path in a locale as the app's route table builds it: pt unprefixed, others under /en, /es, /fr. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'pt') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The four languages of §2 with this page's path in each. */
export function languageOptions(path: string): LanguageOption[] {
  return LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale], href: localePath(locale, path) }));
}

export function bottomBarLabels(locale: Locale): BottomBarLabels {
  return appTexts.bottomBarLabels(navT(locale));
}

/** The bottom bar's page hrefs in a locale, as the route table builds them. */
export function bottomBarHrefs(locale: Locale) {
  return { home: localePath(locale, '/'), search: localePath(locale, '/search'), cart: localePath(locale, '/cart'), account: localePath(locale, '/account') };
}

export function headerLabels(locale: Locale): HeaderLabels {
  return appTexts.headerLabels(navT(locale));
}

export function mobileMenuSheetLabels(locale: Locale): MobileMenuSheetLabels {
  return appTexts.menuSheetLabels(navT(locale));
}

export function errorPageLabels(locale: Locale): ErrorPageLabels {
  const t = navT(locale);
  const keys = [
    'notFoundTitle', 'notFoundSubtitle', 'title', 'subtitle', 'goHome', 'viewCampaigns', 'suggestions', 'campaigns', 'campaignsText',
    'women', 'womenText', 'men', 'menText', 'kids', 'kidsText', 'orders', 'ordersText', 'contactTitle', 'contactText', 'contact', 'faq',
  ] as const;
  const texts = Object.fromEntries(keys.map((key) => [key, t(`errorPage.${key}`)])) as Record<(typeof keys)[number], string>;
  return { ...texts, status: (code) => t('errorPage.status', { status: code }) };
}

/** The error page's links in a locale, as the route table builds them. */
export function errorPageLinks(locale: Locale): ErrorPageLinks {
  const to = (path: string) => localePath(locale, path);
  return {
    home: to('/'),
    campaigns: to('/campaigns'),
    women: to('/catalog/category/mulher'),
    men: to('/catalog/category/homem'),
    kids: to('/catalog/category/crianca'),
    orders: to('/account/orders'),
    contact: to('/contact'),
    faq: to('/faq'),
  };
}

/** The footer's texts and link columns in a locale, as the app composes them. */
export function footerContent(locale: Locale) {
  const t = navT(locale);
  const to = (path: string) => localePath(locale, path);
  return {
    brandName: i18nFor(locale).t('layout.brand'),
    tagline: i18nFor(locale).t('layout.footer'),
    navigationLabel: t('nav.footerNavigation'),
    languageLabel: t('nav.language'),
    paymentsNote: t('nav.payments'),
    copyright: t('nav.copyright', { year: 2026 }),
    legal: appTexts.footerLegal(t),
    columns: [
      { title: t('nav.shop'), links: [{ label: t('nav.campaigns'), href: to('/campaigns') }, { label: t('errorPage.women'), href: to('/catalog/category/mulher') }, { label: t('errorPage.men'), href: to('/catalog/category/homem') }, { label: t('errorPage.kids'), href: to('/catalog/category/crianca') }] },
      { title: t('nav.help'), links: [{ label: t('nav.faq'), href: to('/faq') }, { label: t('nav.contact'), href: to('/contact') }, { label: t('nav.myAccount'), href: to('/account') }] },
      { title: t('nav.company'), links: [{ label: t('nav.about'), href: to('/about') }, { label: t('nav.terms'), href: to('/legal-information/terms-of-service') }, { label: t('nav.privacy'), href: to('/legal-information/privacy-policy') }] },
    ],
  };
}
