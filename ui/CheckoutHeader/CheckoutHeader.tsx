import { Icon } from '../Icon';
import * as styles from './CheckoutHeader.css';

export interface CheckoutHeaderLabels {
  /** The shop's name, drawn as the logo. */
  brandName: string;
  /** The logo link's name: 'Outlet Marketplace — página inicial'. */
  home: string;
  /** 'Pagamento seguro' beside the lock. */
  secure: string;
  /** 'Voltar ao carrinho' */
  backToCart: string;
}

export interface CheckoutHeaderProps {
  homeHref: string;
  /** Where 'back to cart' goes; without it (a payment page, once the order exists) the link is left out. */
  cartHref?: string;
  labels: CheckoutHeaderLabels;
}

/**
 * The lean header of the checkout and payment layouts: the logo home, the secure-checkout mark and
 * the way back to the cart — no menus, no search, nothing that leads away from paying.
 */
export function CheckoutHeader({ homeHref, cartHref, labels }: CheckoutHeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        {cartHref !== undefined && (
          <a className={styles.back} href={cartHref}>
            <Icon name="chevron" direction="left" size="small" />
            <span className={styles.backText}>{labels.backToCart}</span>
          </a>
        )}
        <a className={styles.brand} href={homeHref} aria-label={labels.home}>
          {labels.brandName}
        </a>
        <p className={styles.secure}>
          <Icon name="lock" size="small" />
          <span className={styles.secureText}>{labels.secure}</span>
        </p>
      </div>
    </header>
  );
}
