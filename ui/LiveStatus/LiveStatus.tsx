import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import * as styles from './LiveStatus.css';
import type { LiveStatusShownState, LiveStatusState } from './LiveStatus.css';

export interface LiveStatusLabels {
  /** 'Live updates paused — reconnecting…' */
  paused: string;
  /** 'Live updates resumed' */
  resumed: string;
}

export interface LiveStatusProps {
  /** `paused`: the page's live prices, stock and coupons stopped updating; `resumed`: they are back; `hidden`: nothing to say. */
  state: LiveStatusState;
  labels: LiveStatusLabels;
}

const ICONS = { paused: 'clock', resumed: 'check' } as const satisfies Record<LiveStatusShownState, IconName>;

/**
 * Beyond the spec (a team decision; app/README "Live updates notice"): a small, non-modal notice that the page's
 * live updates are paused, and briefly that they are back. When and for how long is the caller's rule
 * (features/realtime `$liveUpdatesNotice`); this piece only draws it.
 *
 * The `role="status"` region (polite, read as a whole) is rendered even while hidden, so that a screen reader
 * already watches it when the text arrives: mount it early and change `state`, rather than mounting it with
 * text. It has no button: it hides by itself when the connection is back and never takes a tap, so there is
 * nothing to dismiss and no focus to manage.
 */
export function LiveStatus({ state, labels }: LiveStatusProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {state !== 'hidden' && (
        <p className={styles.notice({ state })}>
          <span className={styles.icon({ state })}>
            <Icon name={ICONS[state]} size="small" />
          </span>
          <span>{labels[state]}</span>
        </p>
      )}
    </div>
  );
}
