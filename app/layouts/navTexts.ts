import { COMPANY, COMPANY_ADDRESS, COMPLAINTS_BOOK_URL, DISPUTE_RESOLUTION } from '../../contract/company';
import type { Translate } from '../i18n/translate';
import type { FooterLegal } from '../../ui/Footer';
import type { BottomBarLabels } from '../../ui/BottomBar';
import type { HeaderLabels } from '../../ui/Header';
import type { MenuPanelLabels } from '../../ui/MegaMenu';
import type { MobileMenuSheetLabels } from '../../ui/MobileMenuSheet';

/**
 * The navigation's texts from the `nav.*` catalogue. No route table here (links live in navLabels.ts),
 * so the Storybook workbench builds its stories' labels with these same functions.
 */
export function menuPanelLabels(t: Translate): MenuPanelLabels {
  return {
    categories: t('nav.categories'),
    brands: t('nav.brands'),
    unsupportedLayout: (layout) => t('nav.unsupportedLayout', { layout }),
    featured: t('nav.featured'),
    noSubmenus: t('nav.noSubmenus'),
    goTo: (label) => t('nav.goTo', { label }),
    loadingMenu: t('nav.loadingMenu'),
  };
}

export function headerLabels(t: Translate): HeaderLabels {
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

export function bottomBarLabels(t: Translate): BottomBarLabels {
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

export function menuSheetLabels(t: Translate): MobileMenuSheetLabels {
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

/** The footer's legal block: the complaints book, the company's details and the dispute-resolution notice (Portuguese law). */
export function footerLegal(t: Translate): FooterLegal {
  return {
    label: t('nav.legal.label'),
    details: t('nav.legal.details', {
      name: COMPANY.legalName,
      nipc: COMPANY.nipc,
      capital: COMPANY.shareCapitalEur,
      address: COMPANY_ADDRESS,
      email: COMPANY.email,
      phone: COMPANY.phone,
    }),
    complaintsBook: { label: t('nav.legal.complaintsBook'), href: COMPLAINTS_BOOK_URL },
    disputes: {
      notice: t('nav.legal.disputes'),
      links: [
        ...DISPUTE_RESOLUTION.entities.map((entity) => ({ label: entity.name, href: entity.url })),
        { label: t('nav.legal.consumerPortal'), href: DISPUTE_RESOLUTION.listUrl },
      ],
    },
  };
}
