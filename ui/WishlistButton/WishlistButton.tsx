import { Button } from '../Button';
import * as styles from './WishlistButton.css';

/** The heart's two accessible names, from the caller's catalogue. */
export interface WishlistButtonLabels {
  add: string;
  remove: string;
}

export interface WishlistButtonProps {
  /** The product is in the wishlist. */
  pressed: boolean;
  /** §2: locked while the add or remove request is in flight (announced busy, clicks ignored, focus kept). */
  locked?: boolean;
  size?: styles.WishlistButtonSize;
  labels: WishlistButtonLabels;
  onToggle: () => void;
}

/** The wishlist heart on its own (the product page, beside the title): a toggle button, red when saved. */
export function WishlistButton({
  pressed,
  locked = false,
  size = 'large',
  labels,
  onToggle,
}: WishlistButtonProps) {
  return (
    <span className={pressed ? `${styles.root} ${styles.pressed}` : styles.root} data-size={size}>
      <Button
        iconOnly
        icon="heart"
        iconFilled={pressed}
        variant="secondary"
        size={size}
        aria-label={pressed ? labels.remove : labels.add}
        aria-pressed={pressed}
        aria-busy={locked || undefined}
        aria-disabled={locked || undefined}
        onClick={() => {
          if (!locked) onToggle();
        }}
      />
    </span>
  );
}
