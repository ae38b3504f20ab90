import { useUnit } from 'effector-react';
import { useMemo, useSyncExternalStore } from 'react';
import { $renderedAt } from './model';

const noSubscription = () => () => {};

/**
 * A clock for time-dependent pieces: during SSR and hydration it reads the server's render time
 * (so countdown text hydrates without a mismatch); once hydrated it is the real clock.
 */
export function useRenderClock(): () => number {
  const renderedAt = useUnit($renderedAt);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return useMemo(() => (hydrated || renderedAt === 0 ? Date.now : () => renderedAt), [hydrated, renderedAt]);
}
