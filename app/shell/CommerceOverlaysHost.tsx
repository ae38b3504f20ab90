import { useUnit } from 'effector-react';
import { Suspense, useState } from 'react';
import { $isOpen } from '../../features/cart/badge';
import { $clearCartConfirmOpen } from './clearCartQuestion';
import { $couponsDrawerRequested } from './couponsDrawerRequest';
import { lazyWithMessages } from '../i18n/react';
import { useHydrated } from './useHydrated';

/** The drawers' code and texts (and the coupon cards') are fetched when one first opens, not in the first load. */
const CommerceOverlays = lazyWithMessages(() => import('./CommerceOverlays'), ['overlays']);

/**
 * §2 cart drawer, discounts drawer and confirm dialog, in one place (the default layout and the cart
 * page render it). Browser only; once loaded it stays mounted so the drawers animate out.
 */
export function CommerceOverlaysHost() {
  const hydrated = useHydrated();
  // The cart drawer, the question, or the coupons drawer asked for on the cart page load the overlays.
  const [cartOpen, confirmOpen, couponsRequested] = useUnit([$isOpen, $clearCartConfirmOpen, $couponsDrawerRequested]);
  const [wanted, setWanted] = useState(false);
  const anyOpen = cartOpen || confirmOpen || couponsRequested;
  if (anyOpen && !wanted) setWanted(true);
  if (!hydrated || !(wanted || anyOpen)) return null;
  return (
    <Suspense fallback={null}>
      <CommerceOverlays />
    </Suspense>
  );
}
