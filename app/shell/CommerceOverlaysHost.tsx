import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $isOpen } from '../../features/cart';
import { $isDrawerOpen } from '../../features/discounts';
import { $clearCartConfirmOpen } from './commerceWiring';
import { useHydrated } from './useHydrated';

/** The drawers' code (and the coupon cards') is fetched when one first opens, not in the first load. */
const CommerceOverlays = lazy(() => import('./CommerceOverlays'));

/**
 * §2 cart drawer, discounts drawer and confirm dialog, in one place (the default layout and the cart
 * page render it). Browser only; once loaded it stays mounted so the drawers animate out.
 */
export function CommerceOverlaysHost() {
  const hydrated = useHydrated();
  const [cartOpen, discountsOpen, confirmOpen] = useUnit([$isOpen, $isDrawerOpen, $clearCartConfirmOpen]);
  const [wanted, setWanted] = useState(false);
  const anyOpen = cartOpen || discountsOpen || confirmOpen;
  if (anyOpen && !wanted) setWanted(true);
  if (!hydrated || !(wanted || anyOpen)) return null;
  return (
    <Suspense fallback={null}>
      <CommerceOverlays />
    </Suspense>
  );
}
