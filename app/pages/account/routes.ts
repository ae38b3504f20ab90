import type { ComponentType } from 'react';
import type { Translate } from '../../i18n/translate';
import type { LayoutId, RouteDefinition } from '../../routes/types';
import { routeParams } from '../../routes/params';

/** A route's lazy page and the module it loads (RouteDefinition `page` and `source`). */
type PageModule = { page: () => Promise<{ default: ComponentType }>; source: string };

const overviewPage: PageModule = { page: () => import('./OverviewPage'), source: 'app/pages/account/OverviewPage.tsx' };
const supportPage: PageModule = {
  page: () => import('./support/SupportSection').then((module) => ({ default: module.SupportSection })),
  source: 'app/pages/account/support/SupportSection.tsx',
};
const ambassadorPage: PageModule = {
  page: () => import('./AmbassadorProgrammePage').then((module) => ({ default: module.AmbassadorProgrammePage })),
  source: 'app/pages/account/AmbassadorProgrammePage.tsx',
};

/**
 * A page for a signed-in browser (§2 Account and Affiliate layouts): never indexed, never in the
 * sitemap (robots.txt disallows /account, /affiliate and /user in every language). The layout's
 * login guard decides in the browser; the server renders its neutral loading state.
 */
function privateRoute<Path extends string>(
  path: Path,
  page: PageModule,
  title: (t: Translate) => string,
  layout: LayoutId = 'account',
  params?: RouteDefinition['params'],
): RouteDefinition<Path> {
  return { path, layout, ...page, ...(params ? { params } : {}), meta: (t) => ({ title: title(t), description: t('account.description'), index: false }) };
}

const ordersPage: PageModule = { page: () => import('./orders/OrdersPage'), source: 'app/pages/account/orders/OrdersPage.tsx' };
const ordersMobilePage: PageModule = { page: () => import('./orders/OrdersMobilePage'), source: 'app/pages/account/orders/OrdersMobilePage.tsx' };
const orderPage: PageModule = { page: () => import('./orders/OrderPage'), source: 'app/pages/account/orders/OrderPage.tsx' };

/** §2 Account layout routes, /user/account-optimized and the Affiliate layout's dashboard; spread into the route table. */
export const ACCOUNT_ROUTES = {
  account: privateRoute('/account', overviewPage, (t) => t('account.title')),
  accountOrders: privateRoute('/account/orders', ordersPage, (t) => t('account.nav.orders')),
  // One order: beside the list on a wide screen, the whole page on a phone.
  accountOrder: privateRoute('/account/orders/:uuid', orderPage, (t) => t('account.orders.detailTitle'), 'account', routeParams(({ z, RouteParams }) => z.object({ uuid: RouteParams.uuid }))),
  // The phone's order list: each order opens full screen.
  accountOrdersMobile: privateRoute('/account/orders-mobile', ordersMobilePage, (t) => t('account.nav.orders')),
  accountCredits: privateRoute('/account/credits', { page: () => import('./CreditsPage'), source: 'app/pages/account/CreditsPage.tsx' }, (t) => t('account.nav.credits')),
  accountProfile: privateRoute('/account/profile', { page: () => import('./ProfilePage'), source: 'app/pages/account/ProfilePage.tsx' }, (t) => t('account.nav.profile')),
  accountSupport: privateRoute('/account/support', supportPage, (t) => t('account.nav.support')),
  // One support request's conversation (a foreign or unknown uuid shows "not found", as the API answers 404).
  accountSupportTicket: {
    ...privateRoute('/account/support/:uuid', { page: () => import('./support/TicketPage'), source: 'app/pages/account/support/TicketPage.tsx' }, (t) => t('account.nav.support')),
    params: routeParams(({ z, RouteParams }) => z.object({ uuid: RouteParams.uuid })),
  },
  accountWishlist: privateRoute('/account/wishlist', { page: () => import('./WishlistPage'), source: 'app/pages/account/WishlistPage.tsx' }, (t) => t('account.nav.wishlist')),
  accountAddresses: privateRoute('/account/addresses', { page: () => import('./AddressesPage'), source: 'app/pages/account/AddressesPage.tsx' }, (t) => t('account.nav.addresses')),
  accountAmbassador: privateRoute('/account/ambassador', ambassadorPage, (t) => t('account.nav.ambassador')),
  accountPreferences: privateRoute('/account/preferences', { page: () => import('./PreferencesPage'), source: 'app/pages/account/PreferencesPage.tsx' }, (t) => t('account.nav.preferences')),
  // §2 "requires login"; not among the /user/* redirects: it shows the account overview in the account layout at its own path.
  userAccountOptimized: privateRoute('/user/account-optimized', overviewPage, (t) => t('account.title')),
  affiliateDashboard: privateRoute('/affiliate/dashboard', { page: () => import('../affiliate/AffiliateDashboardPage'), source: 'app/pages/affiliate/AffiliateDashboardPage.tsx' }, (t) => t('account.affiliate.title'), 'affiliate'),
} as const satisfies Record<string, RouteDefinition>;
