import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { CartSummary } from '../../../ui/CartSummary';
import { buildCartSummaryLabels } from '../../shell/commerceLabels';
import { useCartBindings } from '../../shell/useCartBindings';
import { href } from '../../routes/href';
import { guardReasonOf } from '../checkout/guard';
import * as styles from './CartPage.css';

/**
 * §2 /cart/{uuid}: the browser's cart in full (lines by seller with their estimates, free-shipping
 * progress, totals, coupons, checkout). The cart lives in the browser (§3), so the server renders the
 * loading state. Another cart's address shows this browser's own cart (it moves to its address); with
 * no cart, the empty state. A checkout that could not be shown (§6 guard) sends the shopper here with
 * `?checkout={reason}`, which the page says above the cart.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { uuid } = useParams();
  const { search } = useLocation();
  const guardReason = guardReasonOf(search);
  const cart = useCartBindings();
  const labels = useMemo(() => buildCartSummaryLabels(t), [t]);
  const { locale } = cart.props;
  useEffect(() => {
    if (cart.cartUuid && uuid !== cart.cartUuid) void navigate(href('cart', { uuid: cart.cartUuid }, locale) + search, { replace: true });
  }, [cart.cartUuid, uuid, locale, navigate, search]);
  return (
    <>
      {guardReason && (
        <div role="status" className={styles.guardNotice}>
          <p className={styles.guardTitle}>{t('checkoutPages.guard.title')}</p>
          <p className={styles.guardText}>{t(`checkoutPages.guard.${guardReason}`)}</p>
        </div>
      )}
      <CartSummary {...cart.props} labels={labels} continueShoppingHref={href('home', {}, locale)} />
    </>
  );
}
