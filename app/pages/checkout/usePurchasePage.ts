import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $authReady } from '../../../features/auth';
import { $cartStorage } from '../../../features/cart';
import { $checkoutStorage } from '../../../features/checkout';
import { useHydrated } from '../../shell/useHydrated';

/**
 * Whether a purchase page may open its model: the purchase lives in the browser (the cart's session id, the
 * signed-in customer, the order this tab placed), so not on the server nor while hydrating, and only once
 * the stored session was read and the cart's and the checkout's storages were handed to the models.
 */
export function usePurchaseReady(): boolean {
  const hydrated = useHydrated();
  const [authReady, cartStorage, checkoutStorage] = useUnit([$authReady, $cartStorage, $checkoutStorage]);
  return hydrated && authReady && cartStorage !== null && checkoutStorage !== null;
}

/**
 * Runs `open` once the page is ready, and again when `key` changes (another cart, order or language on
 * a client navigation); never on the server.
 */
export function useOpenedWhenReady(key: string, open: () => void): boolean {
  const ready = usePurchaseReady();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || opened.current === key) return;
    opened.current = key;
    open();
  }, [ready, key, open]);
  return ready;
}
