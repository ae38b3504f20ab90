import type { ComponentType } from 'react';
import type { Translate } from '../../i18n/translate';
import type { LayoutId, RouteDefinition } from '../../routes/types';
import { routeParams } from '../../routes/params';

/** A route's lazy page and the module it loads (RouteDefinition `page` and `source`). */
type PageModule = { page: () => Promise<{ default: ComponentType }>; source: string };

type PurchasePage = 'checkout' | 'processing' | 'success' | 'orderSuccess' | 'expired' | 'mbway' | 'multibanco';

/**
 * A page of the purchase flow (§2): never indexed (robots.txt disallows /checkout, /payment and /order in
 * every language). The purchase lives in the browser's session (the cart's session id, the order in
 * progress), so the server renders the layout and the page's skeleton; the page opens its model once
 * the browser runs it. Titles and descriptions are `checkoutPages.{page}.*`.
 */
function purchaseRoute<Path extends string>(
  path: Path,
  layout: LayoutId,
  page: PageModule,
  name: PurchasePage,
  params?: RouteDefinition['params'],
): RouteDefinition<Path> {
  return {
    path,
    layout,
    ...page,
    ...(params ? { params } : {}),
    // The success and expired pages sit in the default layout, whose pages need only the storefront's texts.
    messages: ['purchase', 'overlays'],
    meta: (t: Translate) => ({ title: t(`checkoutPages.${name}.title`), description: t(`checkoutPages.${name}.description`), index: false }),
  };
}

/** §2 checkout, payment and order routes; spread into the route table. */
export const PURCHASE_ROUTES = {
  // The checkout layout; the guard (§6) runs in the browser: see CheckoutPage.
  checkout: purchaseRoute(
    '/checkout/:uuid',
    'checkout',
    { page: () => import('./CheckoutPage'), source: 'app/pages/checkout/CheckoutPage.tsx' },
    'checkout',
    routeParams(({ z, RouteParams }) => z.object({ uuid: RouteParams.cartUuid })),
  ),
  // §2: the expired and success pages are in the default layout.
  checkoutExpired: purchaseRoute('/checkout/expired', 'default', { page: () => import('./CheckoutExpiredPage'), source: 'app/pages/checkout/CheckoutExpiredPage.tsx' }, 'expired'),
  checkoutSuccess: purchaseRoute('/checkout/success', 'default', { page: () => import('./CheckoutSuccessPage'), source: 'app/pages/checkout/CheckoutSuccessPage.tsx' }, 'success'),
  checkoutProcessing: purchaseRoute(
    '/checkout/processing/:transactionId',
    'checkout',
    { page: () => import('./ProcessingPage'), source: 'app/pages/checkout/ProcessingPage.tsx' },
    'processing',
    routeParams(({ z, RouteParams }) => z.object({ transactionId: RouteParams.transactionId })),
  ),
  orderSuccess: purchaseRoute(
    '/order/success/:uuid',
    'checkout',
    { page: () => import('./OrderSuccessPage'), source: 'app/pages/checkout/OrderSuccessPage.tsx' },
    'orderSuccess',
    routeParams(({ z, RouteParams }) => z.object({ uuid: RouteParams.uuid })),
  ),
  paymentMbway: purchaseRoute('/payment/sibs/mbway', 'payment', { page: () => import('../payment/MbwayPage'), source: 'app/pages/payment/MbwayPage.tsx' }, 'mbway'),
  paymentMultibanco: purchaseRoute(
    '/payment/sibs/multibanco',
    'payment',
    { page: () => import('../payment/MultibancoPage'), source: 'app/pages/payment/MultibancoPage.tsx' },
    'multibanco',
  ),
} as const satisfies Record<string, RouteDefinition>;
