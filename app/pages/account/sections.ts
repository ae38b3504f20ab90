import type { Translate } from '../../i18n/translate';
import type { Locale } from '../../../contract';
import { ACCOUNT_SECTIONS } from '../../../ui/AccountShell';
import type { AccountSection, AccountShellLabels } from '../../../ui/AccountShell';
import { href } from '../../routes/href';
import type { RouteId } from '../../routes/table';

/** The route of each section of the account navigation. */
export const SECTION_ROUTES = {
  overview: 'account',
  orders: 'accountOrders',
  credits: 'accountCredits',
  wishlist: 'accountWishlist',
  addresses: 'accountAddresses',
  support: 'accountSupport',
  ambassador: 'accountAmbassador',
  profile: 'accountProfile',
  preferences: 'accountPreferences',
} as const satisfies Record<AccountSection, RouteId>;

/** The section a route shows (marked current in the navigation); the other variants of a page mark theirs. */
const SECTION_OF_ROUTE: Partial<Record<string, AccountSection>> = {
  ...Object.fromEntries(Object.entries(SECTION_ROUTES).map(([section, routeId]) => [routeId, section as AccountSection])),
  accountOrdersMobile: 'orders',
  accountOrder: 'orders',
  accountSupportTicket: 'support',
  userAccountOptimized: 'overview',
};

export function sectionOfRoute(routeId: string | undefined): AccountSection | null {
  return (routeId && SECTION_OF_ROUTE[routeId]) || null;
}

export function sectionHrefs(locale: Locale): Record<AccountSection, string> {
  return Object.fromEntries(ACCOUNT_SECTIONS.map((section) => [section, href(SECTION_ROUTES[section], {}, locale)])) as Record<AccountSection, string>;
}

export function shellLabels(t: Translate): AccountShellLabels {
  return {
    navigation: t('account.navigation'),
    sections: Object.fromEntries(ACCOUNT_SECTIONS.map((section) => [section, t(`account.nav.${section}`)])) as Record<AccountSection, string>,
    logout: t('account.nav.logout'),
    loggingOut: t('account.nav.loggingOut'),
  };
}

/** 'Olá, Ana' — or 'Olá' while the restored record holds only id and e-mail (§3). */
export function greetingOf(t: Translate, user: object | null): string {
  const value = (user as { name?: unknown } | null)?.name;
  const name = typeof value === 'string' ? value.trim() : '';
  return name ? t('account.greeting', { name }) : t('account.greetingFallback');
}
