import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './AccountShell.css';
import { plainClick } from '../links';

/** The account area's sections (§2 Account layout), in the order the navigation lists them. */
export const ACCOUNT_SECTIONS = ['overview', 'orders', 'credits', 'wishlist', 'addresses', 'support', 'ambassador', 'profile', 'preferences'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export interface AccountShellLabels {
  /** The navigation landmark's name. */
  navigation: string;
  sections: Record<AccountSection, string>;
  logout: string;
  /** The logout button while the sign-out is in flight. */
  loggingOut: string;
}

export interface AccountShellProps {
  /** Each section's href in the page's language; the app builds them. */
  hrefs: Record<AccountSection, string>;
  labels: AccountShellLabels;
  /** The section shown (marked `aria-current="page"`), or none. */
  current: AccountSection | null;
  /** 'Olá, Ana'. Without it a placeholder holds its place (the browser does not know the user yet). */
  greeting?: string;
  /** Without it there is no logout button (nobody is signed in yet). */
  onLogout?: () => void;
  logoutPending?: boolean;
  /** In-app navigation for plain clicks; without it the links are followed. */
  onNavigate?: (href: string) => void;
  children: ReactNode;
}


/**
 * §2 Account layout: a greeting, the navigation to every account section (a sidebar on desktop,
 * a horizontally scrolling row on phones and tablets) with logout, and the section's page.
 */
export function AccountShell({ hrefs, labels, current, greeting, onLogout, logoutPending = false, onNavigate, children }: AccountShellProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the current section may be off to the side of the row: bring it into view (the page itself does not scroll).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const start = active.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, start - (list.clientWidth - active.offsetWidth) / 2);
    }
  }, [current]);

  return (
    <div className={styles.root}>
      <p className={styles.greeting}>{greeting ?? <span className={styles.greetingPlaceholder} aria-hidden="true" />}</p>
      <nav className={styles.nav} aria-label={labels.navigation}>
        <ul className={styles.list} ref={listRef}>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section}>
              <a
                className={styles.item}
                href={hrefs[section]}
                aria-current={current === section ? 'page' : undefined}
                data-section={section}
                onClick={(event) => {
                  if (!onNavigate || !plainClick(event)) return;
                  event.preventDefault();
                  onNavigate(hrefs[section]);
                }}
              >
                {labels.sections[section]}
              </a>
            </li>
          ))}
          {onLogout && (
            <li>
              <button
                type="button"
                className={styles.logout}
                aria-busy={logoutPending || undefined}
                aria-disabled={logoutPending || undefined}
                onClick={() => {
                  if (!logoutPending) onLogout();
                }}
              >
                {logoutPending ? labels.loggingOut : labels.logout}
              </button>
            </li>
          )}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
