import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $isOpen } from '../../features/cart';
import { $clearCartConfirmOpen } from './clearCartQuestion';
import { useHydrated } from './useHydrated';

/** The drawers' code (and the coupon cards') is fetched when one first opens, not in the first load. */
const CommerceOverlays = lazy(() => import('./CommerceOverlays'));

/**
 * §2 cart drawer, discounts drawer and confirm dialog, in one place (the default layout and the cart
 * page render it). Browser only; once loaded it stays mounted so the drawers animate out.
 */
export function CommerceOverlaysHost() {
  const hydrated = useHydrated();
  // The discounts drawer opens from the cart drawer (its coupons button), so the cart and the
  // question are what first load the overlays; keeping coupons out of this check keeps their model
  // out of the first load.
  const [cartOpen, confirmOpen] = useUnit([$isOpen, $clearCartConfirmOpen]);
  const [wanted, setWanted] = useState(false);
  const anyOpen = cartOpen || confirmOpen;
  if (anyOpen && !wanted) setWanted(true);
  if (!hydrated || !(wanted || anyOpen)) return null;
  return (
    <Suspense fallback={null}>
      <CommerceOverlays />
    </Suspense>
  );
}
