import type { TFunction } from 'i18next';
import type { Locale } from '../../contract';
import type { BottomBarLabels } from '../../ui/BottomBar';
import type { FooterColumn } from '../../ui/Footer';
import type { HeaderLabels } from '../../ui/Header';
import type { MenuPanelLabels } from '../../ui/MegaMenu';
import type { MobileMenuSheetLabels } from '../../ui/MobileMenuSheet';
import { href } from '../routes/href';

function menuPanelLabels(t: TFunction): MenuPanelLabels {
  return {
    categories: t('nav.categories'),
    brands: t('nav.brands'),
    unsupportedLayout: (layout) => t('nav.unsupportedLayout', { layout }),
    featured: t('nav.featured'),
    noSubmenus: t('nav.noSubmenus'),
    goTo: (label) => t('nav.goTo', { label }),
  };
}

export function headerLabels(t: TFunction): HeaderLabels {
  return {
    ...menuPanelLabels(t),
    mainMenu: t('nav.mainMenu'),
    searchLabel: t('nav.searchLabel'),
    searchSubmit: t('nav.search'),
    searchPlaceholder: t('nav.searchPlaceholder'),
    wishlist: t('nav.wishlist'),
    account: t('nav.account'),
    cart: t('nav.cart'),
    cartCount: (count) => t('nav.cartCount', { count }),
  };
}

export function bottomBarLabels(t: TFunction): BottomBarLabels {
  return {
    navigation: t('nav.quickNavigation'),
    home: t('nav.home'),
    search: t('nav.search'),
    menu: t('nav.menu'),
    cart: t('nav.cart'),
    cartCount: (count) => t('nav.cartCount', { count }),
    account: t('nav.account'),
    menuHasNews: t('nav.menuHasNews'),
  };
}

export function menuSheetLabels(t: TFunction): MobileMenuSheetLabels {
  return {
    ...menuPanelLabels(t),
    title: t('nav.mainMenu'),
    close: t('nav.close'),
    back: t('nav.back'),
    searchLabel: t('nav.searchLabel'),
    searchSubmit: t('nav.search'),
    searchPlaceholder: t('nav.searchPlaceholder'),
    language: t('nav.language'),
    account: t('nav.myAccount'),
  };
}

/** The footer's link columns (help, shop, company) in a locale, built from the route table. */
export function footerColumns(t: TFunction, locale: Locale): FooterColumn[] {
  return [
    {
      title: t('nav.help'),
      links: [
        { href: href('faq', {}, locale), label: t('nav.faq') },
        { href: href('contact', {}, locale), label: t('nav.contact') },
      ],
    },
    {
      title: t('nav.shop'),
      links: [
        { href: href('campaigns', {}, locale), label: t('nav.campaigns') },
        { href: href('catalogCategory', { slug: 'mulher' }, locale), label: t('errorPage.women') },
        { href: href('catalogCategory', { slug: 'homem' }, locale), label: t('errorPage.men') },
        { href: href('catalogCategory', { slug: 'crianca' }, locale), label: t('errorPage.kids') },
      ],
    },
    {
      title: t('nav.company'),
      links: [
        { href: href('about', {}, locale), label: t('nav.about') },
        { href: href('legal', { slug: 'terms-of-service' }, locale), label: t('nav.terms') },
        { href: href('legal', { slug: 'privacy-policy' }, locale), label: t('nav.privacy') },
      ],
    },
  ];
}
