import { Icon } from '../Icon';
import { formatPrice } from '../Price/formatPrice';
import * as styles from './FreeShippingBar.css';

export interface FreeShippingBarLabels {
  /** 'Faltam 4,90 € para ter portes grátis', given the formatted remaining amount. */
  remaining: (formattedAmount: string) => string;
  /** 'Portes grátis desbloqueados!' */
  reached: string;
  /** The progress bar's accessible name. */
  progress: string;
}

export interface FreeShippingBarProps {
  /** §9: whole percent towards the threshold, capped at 100 (computed by the cart model). */
  progress: number;
  /** EUR still missing; ignored once reached. */
  remaining: number;
  reached: boolean;
  /** BCP 47 tag for the amount, e.g. 'pt-PT'. */
  languageTag: string;
  labels: FreeShippingBarLabels;
}

const toWholePercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** §2 free-shipping banner: how far the cart is from free shipping, or that it has it. */
export function FreeShippingBar({ progress, remaining, reached, languageTag, labels }: FreeShippingBarProps) {
  const percent = reached ? 100 : toWholePercent(progress);
  return (
    <div className={styles.root({ reached })}>
      <p className={styles.message}>
        <span className={styles.icon}>
          <Icon name={reached ? 'check' : 'truck'} size="small" />
        </span>
        <span className={styles.text}>{reached ? labels.reached : labels.remaining(formatPrice(remaining, languageTag))}</span>
        <span className={styles.percent} aria-hidden="true">
          {percent}%
        </span>
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={labels.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={styles.fill({ reached })} style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
    </div>
  );
}
