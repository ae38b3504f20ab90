import { allSettled, createEvent, sample } from 'effector';
import type { Scope } from 'effector';
import { DISCOUNT_LIST_CHANNEL } from '../../contract';
import { discountsRefreshed, discountUpdated } from '../../features/discounts';
import { productRefreshed } from '../../features/product';
import {
  $realtimeClientFactory,
  $realtimeLogger,
  channelEntered,
  connectionResumed,
  consoleRealtimeLogger,
  discountsUpdateReceived,
  loadRealtimeConnection,
  publicChannel,
  realtimeStarted,
} from '../../features/realtime';
import type { RealtimeClientFactory, RealtimeLogger } from '../../features/realtime';

/** What the live channels need from the browser (tests pass a fake client). */
export interface RealtimeEnvironment {
  /** The page is https: the socket is `wss` (TLS follows the page). */
  secure: boolean;
  factory: RealtimeClientFactory;
  logger: RealtimeLogger;
}

const realtimeConfigured = createEvent<Pick<RealtimeEnvironment, 'factory' | 'logger'>>();
sample({ clock: realtimeConfigured, fn: ({ factory }) => factory, target: $realtimeClientFactory });
sample({ clock: realtimeConfigured, fn: ({ logger }) => logger, target: $realtimeLogger });

// §4 Discounts: each UpdateDiscounts of discount_list — and, beyond the spec, of the signed-in customer's VIP
// channels (private-discounts.customers, private-discounts.customer.{id}; features/realtime joins them while
// `$user` is set) — goes to the coupons model (remove, replace or add; a deactivated applied coupon is cleared
// with 'O cupão aplicado foi desativado').
sample({ clock: discountsUpdateReceived, target: discountUpdated });
// Beyond the spec: channels keep no history, so after a dropped connection comes back the coupons and the
// product page are read again (quietly). Cards keep their data until their next update or the next page load.
sample({ clock: connectionResumed, target: [discountsRefreshed, productRefreshed] });

/**
 * Once the page has hydrated: loads the connection's model and connects the live channels (laravel-echo and
 * pusher-js load now, in their own chunks) and joins `discount_list` (§4: the coupons list subscribes on init, which also runs after hydration).
 * Product cards and the product page join their channels as they show; the cart drawer its checkout channel; a
 * signed-in customer (restored or logged in, now or later) the VIP coupons' private channels.
 */
export async function startRealtime(scope: Scope, env: RealtimeEnvironment): Promise<void> {
  await loadRealtimeConnection();
  await allSettled(realtimeConfigured, { scope, params: { factory: env.factory, logger: env.logger } });
  await allSettled(channelEntered, { scope, params: publicChannel(DISCOUNT_LIST_CHANNEL) });
  await allSettled(realtimeStarted, { scope, params: { secure: env.secure } });
}

/** The real browser's environment. */
export function windowRealtimeEnvironment(): RealtimeEnvironment {
  return {
    secure: window.location.protocol === 'https:',
    factory: async (options) => (await loadRealtimeConnection()).connectEcho(options),
    logger: consoleRealtimeLogger,
  };
}
