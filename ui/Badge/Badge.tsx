import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './Badge.css';

export interface BadgeProps {
  children: ReactNode;
  tone?: styles.BadgeTone;
  /** A decorative icon before the text. */
  icon?: IconName;
  /** `li` where the badge is an item of a list of badges (one element, not a span inside an item). */
  as?: 'span' | 'li';
}

/** A short status word on top of content: a discount, 'Last units', a tag. */
export function Badge({ children, tone, icon, as: Element = 'span' }: BadgeProps) {
  return (
    <Element className={styles.root({ tone })}>
      {icon && <Icon name={icon} size="small" />}
      {children}
    </Element>
  );
}
