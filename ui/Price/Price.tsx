import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatPrice } from './formatPrice';
import * as styles from './Price.css';

export interface PriceProps {
  /** The selling price in EUR. */
  amount: number;
  /** The list price (pvp); struck through when it is higher than `amount`. */
  listPrice?: number | null;
  /** BCP 47 tag that decides the number format, e.g. 'pt-PT'. */
  languageTag: string;
  /** EU price indication: the lowest price of the previous 30 days, shown only while the price is reduced. */
  lowestPrice30Days?: number | null;
  /** The sentence around the formatted lowest price, from the caller's catalogue. */
  lowestPriceLabel?: (formattedPrice: string) => string;
  /** Read before the struck-through price by screen readers (e.g. 'Previous price'). */
  listPriceLabel?: string;
  size?: styles.PriceSize;
  /** Shown at the end of the prices' line, e.g. the discount's badge (phrasing content: the line is a paragraph). */
  badge?: ReactNode;
}

export function Price({ amount, listPrice, languageTag, lowestPrice30Days, lowestPriceLabel, listPriceLabel, size, badge }: PriceProps) {
  const reduced = listPrice != null && listPrice > amount;
  const showLowest = reduced && lowestPrice30Days != null && lowestPriceLabel !== undefined;
  return (
    <div className={styles.root}>
      <p className={styles.amounts}>
        <span className={styles.current({ size, reduced })}>{formatPrice(amount, languageTag)}</span>
        {reduced && (
          <del className={styles.listPrice}>
            {listPriceLabel && <VisuallyHidden>{listPriceLabel} </VisuallyHidden>}
            {formatPrice(listPrice, languageTag)}
          </del>
        )}
        {badge && <span className={styles.badge}>{badge}</span>}
      </p>
      {showLowest && <p className={styles.lowest}>{lowestPriceLabel(formatPrice(lowestPrice30Days, languageTag))}</p>}
    </div>
  );
}
