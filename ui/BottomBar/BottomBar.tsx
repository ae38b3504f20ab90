import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './BottomBar.css';
import { activeBottomBarItem, cartBadgeText, vibrate, type BottomBarPage } from './bottomBarState';
import { plainClick } from '../links';

/** Every sentence of the bottom bar, from the caller's catalogue (`nav.*`). */
export interface BottomBarLabels {
  /** The navigation landmark's name. */
  navigation: string;
  home: string;
  search: string;
  menu: string;
  cart: string;
  /** The cart's accessible name with its count ('Carrinho, 3 artigos'). */
  cartCount: (count: number) => string;
  account: string;
  /** Says what the pulsing dot means. */
  menuHasNews: string;
}

export interface BottomBarProps {
  /** The page's path (with its locale prefix); the active item derives from it. */
  currentPath: string;
  /** Each page item's href in the current locale; the app builds them. */
  hrefs: Record<BottomBarPage, string>;
  labels: BottomBarLabels;
  cartCount: number;
  /** §2: a top menu is featured — the menu button shows a pulsing dot. */
  menuHasFeatured: boolean;
  /** The menu sheet is open (the menu button is expanded). */
  menuOpen?: boolean;
  onMenuOpen: () => void;
  /** §2: the cart opens the cart drawer (the link to the cart page stays for no-JS). */
  onCartOpen?: () => void;
  /** §2: /account when signed in, else the login dialog; the app decides. Without it the link is followed. */
  onAccount?: () => void;
  /** The search page, reached to type (its field takes the focus). Without it the link is followed. */
  onSearch?: () => void;
}


/** §2 mobile bottom bar (below 768px): home, search, menu, cart, account. */
export function BottomBar({ currentPath, hrefs, labels, cartCount, menuHasFeatured, menuOpen = false, onMenuOpen, onCartOpen, onAccount, onSearch }: BottomBarProps) {
  const active = activeBottomBarItem(currentPath, hrefs);
  const dotId = useId();
  const badge = cartBadgeText(cartCount);

  // §2: a buzz when the cart count rises (not on the first render).
  const previousCount = useRef(cartCount);
  useEffect(() => {
    if (cartCount > previousCount.current) vibrate();
    previousCount.current = cartCount;
  }, [cartCount]);

  // A name that says more than the visible label (the cart's count) is spoken instead of it, never beside it.
  const link = (item: BottomBarPage, icon: IconName, text: string, options: { onActivate?: () => void; spokenLabel?: string; extra?: ReactNode } = {}) => (
    <li>
      <a
        className={styles.item}
        href={hrefs[item]}
        aria-current={active === item ? 'page' : undefined}
        data-item={item}
        onClick={(event) => {
          vibrate();
          if (options.onActivate && plainClick(event)) {
            event.preventDefault();
            options.onActivate();
          }
        }}
      >
        <span className={styles.iconWrap}>
          <Icon name={icon} />
          {options.extra}
        </span>
        <span className={styles.label} aria-hidden={options.spokenLabel ? true : undefined}>
          {text}
        </span>
        {options.spokenLabel && <VisuallyHidden>{options.spokenLabel}</VisuallyHidden>}
      </a>
    </li>
  );

  return (
    <nav className={styles.root} aria-label={labels.navigation}>
      <ul className={styles.list}>
        {link('home', 'home', labels.home)}
        {link('search', 'search', labels.search, { onActivate: onSearch })}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-describedby={menuHasFeatured ? dotId : undefined}
            data-item="menu"
            onClick={() => {
              vibrate();
              onMenuOpen();
            }}
          >
            <span className={styles.iconWrap}>
              <Icon name="menu" />
              {menuHasFeatured && <span className={styles.dot} data-testid="menu-dot" />}
            </span>
            <span className={styles.label}>{labels.menu}</span>
          </button>
          {menuHasFeatured && <VisuallyHidden id={dotId}>{labels.menuHasNews}</VisuallyHidden>}
        </li>
        {link('cart', 'cart', labels.cart, {
          onActivate: onCartOpen,
          spokenLabel: cartCount > 0 ? labels.cartCount(cartCount) : undefined,
          extra: badge && (
            <span className={styles.badge} aria-hidden="true">
              {badge}
            </span>
          ),
        })}
        {link('account', 'user', labels.account, { onActivate: onAccount })}
      </ul>
    </nav>
  );
}
