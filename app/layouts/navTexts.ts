import type { Translate } from '../i18n/translate';
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
