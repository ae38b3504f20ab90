import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router-dom';
import { $cartUuid } from '../../../features/cart';
import { EmptyState } from '../../../ui/EmptyState';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';

/**
 * /checkout/{uuid} until the checkout issue builds payment (MB WAY, Multibanco): the cart's checkout
 * button leads here (after pushing begin_checkout), and the shopper reads plainly that paying comes
 * next, with the way back to the cart — instead of the 404 page.
 */
export default function CheckoutComingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { uuid } = useParams();
  const cartUuid = useUnit($cartUuid) ?? uuid;
  return (
    <EmptyState
      icon="cart"
      title={t('cartView.checkoutComing.title')}
      text={t('cartView.checkoutComing.text')}
      action={{ label: t('cartView.checkoutComing.back'), href: cartUuid ? href('cart', { uuid: cartUuid }, locale) : href('cartHome', {}, locale) }}
      headingLevel={1}
    />
  );
}
