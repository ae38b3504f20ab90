import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { Outlet, useMatches } from 'react-router-dom';
import { $cartUuid } from '../../features/cart';
import { CheckoutHeader } from '../../ui/CheckoutHeader';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { LeanFooter } from './LeanFooter';
import { buildCheckoutHeaderLabels } from '../shell/checkoutLabels';
import * as styles from './PurchaseLayout.css';

/**
 * The lean frame of a purchase (§2 checkout and payment layouts): the checkout header (logo, the
 * secure-checkout mark, back to the cart), the page, the legal links a shopper may want before paying
 * (the contact step's sign-in opens the dialogs above the layouts, app/shell/LocaleRoot.tsx). No menus, search, bottom bar or footer
 * columns: nothing that leads away from paying.
 */
function PurchaseLayout({ children, backToCart }: { children?: ReactNode; backToCart: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cartUuid = useUnit($cartUuid);
  const labels = useMemo(() => buildCheckoutHeaderLabels(t), [t]);
  const links = [
    { href: href('legal', { slug: 'terms-of-service' }, locale), label: t('nav.terms') },
    { href: href('legal', { slug: 'privacy-policy' }, locale), label: t('nav.privacy') },
    { href: href('contact', {}, locale), label: t('nav.contact') },
  ];
  // The server knows no cart (it lives in the browser): '/cart' moves to the browser's own.
  const cartHref = cartUuid ? href('cart', { uuid: cartUuid }, locale) : href('cartHome', {}, locale);
  return (
    <div className={styles.page}>
      <CheckoutHeader homeHref={href('home', {}, locale)} {...(backToCart ? { cartHref } : {})} labels={labels} />
      <main className={styles.main}>{children ?? <Outlet />}</main>
      <LeanFooter links={links} />
    </div>
  );
}

/**
 * §2 checkout layout (/checkout/{uuid}, the processing and order pages): back to the cart is offered while
 * the cart is being checked out, not once it became an order.
 */
export function CheckoutLayout({ children }: { children?: ReactNode }) {
  const matches = useMatches();
  const routeId = (matches.at(-1)?.handle as { routeId?: string } | undefined)?.routeId;
  return <PurchaseLayout backToCart={routeId === 'checkout'}>{children}</PurchaseLayout>;
}

/** §2 payment layout (/payment/sibs/*): the order exists, so there is no cart to go back to. */
export function PaymentLayout({ children }: { children?: ReactNode }) {
  return <PurchaseLayout backToCart={false}>{children}</PurchaseLayout>;
}
