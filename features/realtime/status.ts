import { createStore, sample } from 'effector';
import { delay } from 'patronum';
import type { RealtimeConnectionState } from '../../contract';
import { connectionStateChanged } from './units';

/**
 * Beyond the spec (a team decision; app/README "Live updates notice"): whether the page tells the shopper that
 * its live prices, stock and coupons have stopped updating, and that they came back.
 *
 * - Nothing was live before the connection was `connected` once: a page whose realtime never started (not
 *   configured, refused at the first connect, the server render) never shows anything.
 * - An outage starts at the first `unavailable`, `failed` or `disconnected` after that. pusher-js retries on its
 *   own, going `connecting` → `unavailable` again and again, so `connecting` does not end an outage: only
 *   `connected` does (otherwise the notice would flicker with each attempt).
 * - The notice shows once an outage has lasted LIVE_UPDATES_PAUSE_GRACE_MS: a blip shorter than that shows
 *   nothing (what it missed is read again on `connectionResumed` anyway).
 * - When the connection comes back after the notice showed, 'resumed' shows for LIVE_UPDATES_RESUMED_NOTICE_MS,
 *   then hides by itself, so people who saw (or heard) "paused" learn it is over; a new outage hides it at once.
 */

/** A lost connection shows nothing for this long: pusher-js often has it back within a retry or two. */
export const LIVE_UPDATES_PAUSE_GRACE_MS = 2_000;
/** How long "live updates resumed" stays before it hides by itself. */
export const LIVE_UPDATES_RESUMED_NOTICE_MS = 3_000;

export type LiveUpdatesNotice = 'paused' | 'resumed';

const LOST_STATES: readonly RealtimeConnectionState[] = ['unavailable', 'failed', 'disconnected'];

// ——— stores ———

/** The connection was `connected` at least once on this page (before that, nothing live could pause). */
export const $liveUpdatesConnectedOnce = createStore(false, { serialize: 'ignore' });
/** What the page should say about its live updates, or nothing. */
export const $liveUpdatesNotice = createStore<LiveUpdatesNotice | null>(null, { serialize: 'ignore' });
/** The current outage, numbered so that a timer of an earlier one finds it over and does nothing. */
const $outage = createStore({ id: 0, ongoing: false }, { serialize: 'ignore' });

// ——— rules ———

sample({ clock: connectionStateChanged, filter: (state) => state === 'connected', fn: () => true, target: $liveUpdatesConnectedOnce });

// A lost state after the connection was up starts an outage (further lost or `connecting` states belong to it).
const outageStarted = sample({
  clock: connectionStateChanged,
  source: { outage: $outage, connectedOnce: $liveUpdatesConnectedOnce },
  filter: ({ outage, connectedOnce }, state) => connectedOnce && !outage.ongoing && LOST_STATES.includes(state),
  fn: ({ outage }) => outage.id + 1,
});
sample({ clock: outageStarted, fn: (id) => ({ id, ongoing: true }), target: $outage });
// A new outage hides a "resumed" still showing: it would no longer be true.
sample({ clock: outageStarted, source: $liveUpdatesNotice, filter: (notice) => notice === 'resumed', fn: () => null, target: $liveUpdatesNotice });

// Still the same outage after the grace period: say the updates are paused.
sample({
  clock: delay({ source: outageStarted, timeout: LIVE_UPDATES_PAUSE_GRACE_MS }),
  source: $outage,
  filter: (outage, id) => outage.ongoing && outage.id === id,
  fn: (): LiveUpdatesNotice => 'paused',
  target: $liveUpdatesNotice,
});

// `connected` ends the outage; if it had been announced, say so, for a moment.
const outageEnded = sample({
  clock: connectionStateChanged,
  source: $outage,
  filter: (outage, state) => outage.ongoing && state === 'connected',
  fn: (outage) => outage.id,
});
sample({ clock: outageEnded, fn: (id) => ({ id, ongoing: false }), target: $outage });
const resumedShown = sample({ clock: outageEnded, source: $liveUpdatesNotice, filter: (notice) => notice === 'paused', fn: (_notice, id) => id });
sample({ clock: resumedShown, fn: (): LiveUpdatesNotice => 'resumed', target: $liveUpdatesNotice });
sample({
  clock: delay({ source: resumedShown, timeout: LIVE_UPDATES_RESUMED_NOTICE_MS }),
  source: { outage: $outage, notice: $liveUpdatesNotice },
  filter: ({ outage, notice }, id) => notice === 'resumed' && outage.id === id,
  fn: () => null,
  target: $liveUpdatesNotice,
});
