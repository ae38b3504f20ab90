import { fork, scopeBind } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeConnectionState } from '../../contract';
import { $liveUpdatesConnectedOnce, $liveUpdatesNotice, connectionStateChanged, LIVE_UPDATES_PAUSE_GRACE_MS, LIVE_UPDATES_RESUMED_NOTICE_MS } from './index';

/** A page's scope and what pusher-js would report to it, one state at a time. */
function page() {
  const scope = fork();
  const report = scopeBind(connectionStateChanged, { scope });
  return {
    scope,
    notice: () => scope.getState($liveUpdatesNotice),
    states: (...states: RealtimeConnectionState[]) => states.forEach((state) => report(state)),
    wait: (ms: number) => vi.advanceTimersByTimeAsync(ms),
  };
}

const GRACE = LIVE_UPDATES_PAUSE_GRACE_MS;
const RESUMED = LIVE_UPDATES_RESUMED_NOTICE_MS;

describe('live updates notice (beyond the spec)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing on a page whose connection never reported a state (not configured, the server render)', async () => {
    const { notice, wait } = page();
    await wait(60_000);
    expect(notice()).toBeNull();
  });

  it('says nothing when the connection was never up, however long it fails', async () => {
    const { notice, states, scope, wait } = page();
    states('connecting', 'unavailable', 'connecting', 'failed');
    await wait(GRACE * 10);
    states('disconnected');
    await wait(GRACE * 10);
    expect(notice()).toBeNull();
    expect(scope.getState($liveUpdatesConnectedOnce)).toBe(false);
  });

  it('says the updates are paused once a lost connection stays lost past the grace period', async () => {
    const { notice, states, wait } = page();
    states('connecting', 'connected');
    expect(notice()).toBeNull();
    states('connecting', 'unavailable');
    await wait(GRACE - 100);
    expect(notice()).toBeNull();
    await wait(200);
    expect(notice()).toBe('paused');
  });

  it.each(['unavailable', 'failed', 'disconnected'] as const)('counts %s after connected as lost', async (lost) => {
    const { notice, states, wait } = page();
    states('connected', lost);
    await wait(GRACE + 1);
    expect(notice()).toBe('paused');
  });

  it('does not count a plain reconnect attempt (connecting) as lost', async () => {
    const { notice, states, wait } = page();
    states('connected', 'connecting');
    await wait(GRACE * 3);
    expect(notice()).toBeNull();
  });

  it('shows nothing for a blip shorter than the grace period', async () => {
    const { notice, states, wait } = page();
    states('connected', 'unavailable');
    await wait(GRACE / 2);
    states('connecting', 'connected');
    await wait(GRACE * 3);
    expect(notice()).toBeNull();
  });

  it('times a new outage from its own start, not from an earlier blip', async () => {
    const { notice, states, wait } = page();
    states('connected', 'unavailable');
    await wait(GRACE / 2);
    states('connected');
    await wait(GRACE / 4);
    states('unavailable');
    // The first outage's timer falls due now: the second has lasted only a quarter of the grace period.
    await wait(GRACE / 2);
    expect(notice()).toBeNull();
    await wait(GRACE / 2 + 1);
    expect(notice()).toBe('paused');
  });

  it('stays paused while pusher-js keeps retrying (connecting ↔ unavailable)', async () => {
    const { notice, states, wait } = page();
    states('connected', 'unavailable');
    await wait(GRACE + 1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      states('connecting');
      expect(notice()).toBe('paused');
      await wait(GRACE);
      states('unavailable');
      expect(notice()).toBe('paused');
    }
  });

  it('says the updates resumed when the connection comes back, then hides that by itself', async () => {
    const { notice, states, wait } = page();
    states('connected', 'unavailable');
    await wait(GRACE + 1);
    states('connecting', 'connected');
    expect(notice()).toBe('resumed');
    await wait(RESUMED - 100);
    expect(notice()).toBe('resumed');
    await wait(200);
    expect(notice()).toBeNull();
  });

  it('hides "resumed" at once when the connection is lost again, and pauses again after the grace period', async () => {
    const { notice, states, wait } = page();
    states('connected', 'unavailable');
    await wait(GRACE + 1);
    states('connected');
    await wait(RESUMED / 2);
    states('unavailable');
    expect(notice()).toBeNull();
    // The first "resumed" timer falls due meanwhile and must not touch the new outage.
    await wait(GRACE + 1);
    expect(notice()).toBe('paused');
    await wait(RESUMED * 2);
    expect(notice()).toBe('paused');
  });

  it('keeps each page apart (one scope per request or tab)', async () => {
    const lost = page();
    const fine = page();
    lost.states('connected', 'failed');
    fine.states('connected');
    await lost.wait(GRACE + 1);
    expect(lost.notice()).toBe('paused');
    expect(fine.notice()).toBeNull();
  });
});
