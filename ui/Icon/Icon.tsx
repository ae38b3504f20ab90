import * as styles from './Icon.css';
import type { IconName } from './names';
// A file of its own (never inlined as a data: URL, which `<use>` cannot reference), hashed and cached for a year.
import spriteUrl from './icons.svg?no-inline';

export interface IconProps {
  name: IconName;
  size?: styles.IconSize;
  /** Only the chevron points somewhere; the others ignore it. */
  direction?: styles.IconDirection;
  /** Paint the body in the current colour (a wishlisted heart, a rated star). */
  filled?: boolean;
  /** When the icon alone carries meaning; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/**
 * The sprite's symbol carries its own viewBox and fills the box the class sizes, so the `<svg>` needs none: a page
 * shows 30 to 50 icons, and the attribute was 20 bytes of HTML each.
 */
export function Icon({ name, size, direction, filled, label }: IconProps) {
  const described = label !== undefined;
  return (
    <svg
      className={styles.root({
        size,
        direction: direction === 'right' ? undefined : direction,
        filled: filled || undefined,
      })}
      aria-hidden={described ? undefined : true}
      role={described ? 'img' : undefined}
      aria-label={label}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
