import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useParams } from 'react-router-dom';
import { $cartStatus, $cartUuid, cartOpened } from '../../../features/cart';
import { $discountsStatus, couponApplyClicked } from '../../../features/discounts';
import { toastShown } from '../../../features/toasts';
import { Stack } from '../../../ui/Stack';
import { Text } from '../../../ui/Text';
import { PENDING_COUPON_KEY } from '../../client/commerce';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';

/**
 * Beyond the spec: /discount/{code} applies that coupon and lands on the cart. It waits for the cart
 * and the coupon list to load; with a cart it applies the code (the §5 checks and §8 toasts of the
 * discounts model) and goes to /cart/{uuid}; without one it keeps the code for this tab, says so, and
 * opens the (empty) cart from the home page — the code is applied once the first item syncs.
 */
export default function DiscountLinkPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const [cartStatus, cartUuid, discountsStatus, apply, openCart, toast] = useUnit([$cartStatus, $cartUuid, $discountsStatus, couponApplyClicked, cartOpened, toastShown]);
  const done = useRef(false);
  const ready = cartStatus === 'ready' && (discountsStatus === 'ready' || discountsStatus === 'error');

  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    if (cartUuid) {
      apply(code);
      void navigate(href('cart', { uuid: cartUuid }, locale), { replace: true });
      return;
    }
    try {
      window.sessionStorage.setItem(PENDING_COUPON_KEY, code);
    } catch {
      // Without session storage the link cannot wait for a cart; the toast still names the code.
    }
    toast({ level: 'info', title: { key: 'cartView.discountLink.pending', values: { code } } });
    void navigate(href('home', {}, locale), { replace: true });
    openCart();
  }, [ready, cartUuid, code, apply, navigate, locale, toast, openCart]);

  return (
    <Stack gap="medium">
      <div role="status">
        <Text>{t('cartView.discountLink.applying', { code })}</Text>
      </div>
    </Stack>
  );
}
