import { useEffect, useId, useState } from 'react';
import { Icon } from '../Icon';
import * as styles from './Countdown.css';
import { formatRemaining, isoDuration, remainingUntil } from './remaining';

const TICK_MS = 1000;

export interface CountdownProps {
  /** When the offer ends: an ISO 8601 date-time or epoch milliseconds. */
  endsAt: string | number;
  /** The words before the time, e.g. 'Ends in'. */
  label: string;
  languageTag: string;
  /** The clock, injectable so stories and tests can freeze time. */
  now?: () => number;
  onExpire?: () => void;
}

/** §2: shows while `endsAt` is in the future, ticks every second, and disappears at expiry. */
export function Countdown({ endsAt, label, languageTag, now = Date.now, onExpire }: CountdownProps) {
  const labelId = useId();
  const end = typeof endsAt === 'number' ? endsAt : Date.parse(endsAt);
  const [current, setCurrent] = useState(now);
  const remaining = remainingUntil(end, current);
  const running = remaining !== null;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const time = now();
      setCurrent(time);
      if (remainingUntil(end, time) === null) {
        clearInterval(timer);
        onExpire?.();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [end, now, running, onExpire]);

  if (!remaining) return null;
  return (
    <p className={styles.root} role="timer" aria-labelledby={labelId}>
      <Icon name="clock" size="small" />
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <time className={styles.time} dateTime={isoDuration(remaining)} suppressHydrationWarning>
        {formatRemaining(remaining, languageTag)}
      </time>
    </p>
  );
}
