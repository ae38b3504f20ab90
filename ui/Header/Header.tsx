import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../hydrated';
import type { CmsMenu, Locale, TopMenu } from '../../contract';
import { cartBadgeText, isActivePath } from '../BottomBar/bottomBarState';
import { Icon } from '../Icon';
import { Badge } from '../Badge';
import { navigateOnClick, plainClick } from '../links';
import type { MenuPanelLabels } from '../MegaMenu';
import { SearchBox, type SearchBoxSuggest } from '../SearchBox';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Header.css';

/** Every sentence of the header, from the caller's catalogue (`nav.*`). */
export interface HeaderLabels extends MenuPanelLabels {
  /** The menus' navigation landmark. */
  mainMenu: string;
  searchLabel: string;
  searchSubmit: string;
  searchPlaceholder: string;
  wishlist: string;
  account: string;
  cart: string;
  /** The cart's accessible name with its count. */
  cartCount: (count: number) => string;
}

export interface HeaderProps {
  brandName: string;
  homeHref: string;
  /** Top menus as the app serves them (active, in CMS order, in the page's language). */
  menus: readonly TopMenu[];
  /**
   * Every menu with its submenus and mega menus, in the page's language, once the app has them: null while
   * they are on their way (an open panel says so). The app fetches them when asked (`onPanelsWanted`).
   */
  panels?: readonly CmsMenu[] | null;
  /** The panels could not be fetched: an open panel offers its menu's own page. */
  panelsFailed?: boolean;
  /** A shopper reaches for the menus (a pointer over them, the focus in them): time to fetch the panels. */
  onPanelsWanted?: () => void;
  locale: Locale;
  labels: HeaderLabels;
  /** Turns a CMS path into the link of the current locale; the app builds it. */
  linkTo?: (href: string) => string;
  /** The page's path, to mark the top menu whose page it is. */
  currentPath?: string;
  searchAction: string;
  searchQuery?: string;
  onSearch?: (query: string) => void;
  /** Suggestions while typing in the search field (the app binds them). */
  searchSuggest?: SearchBoxSuggest;
  wishlistHref: string;
  accountHref: string;
  cartHref: string;
  cartCount: number;
  /** The cart drawer (the cart link stays for no-JS). */
  onCartOpen?: () => void;
  /** Account when signed in, else the login dialog; the app decides. */
  onAccount?: () => void;
  /** Signed in: a short mark on the account button (the first name's initial); it overlays the icon, so nothing moves. */
  accountBadge?: string;
  /** The JS path for the header's and the mega menus' links (the router, once hydrated). */
  onNavigate?: (href: string) => void;
}

const identity = (href: string) => href;

// A panel exists only in the browser, once opened: its code loads when a shopper first reaches for the menus.
const loadMegaMenu = () => import('../MegaMenu/MegaMenu');
const MegaMenu = lazy(() => loadMegaMenu().then((module) => ({ default: module.MegaMenu })));

/**
 * The desktop header (from 1024px; below it only the brand, search and icons row shows): brand,
 * search box, wishlist/account/cart, and the top menus. A top menu with submenus is a disclosure
 * button (Enter/Space or a pointer open its mega menu, Escape closes and returns the focus, leaving
 * it closes); one without is a link. The server renders every top menu as a link to its own page —
 * a segment's listing, whose filters list its categories — which is what a page without JavaScript and
 * a crawler follow; once the page runs, a menu with submenus becomes its disclosure button. The panels
 * are never in the HTML: the app fetches them when a shopper first reaches for the menus.
 */
export function Header({
  brandName,
  homeHref,
  menus,
  panels = null,
  panelsFailed = false,
  onPanelsWanted,
  locale,
  labels,
  linkTo = identity,
  currentPath,
  searchAction,
  searchQuery,
  onSearch,
  searchSuggest,
  wishlistHref,
  accountHref,
  cartHref,
  cartCount,
  onCartOpen,
  onAccount,
  accountBadge,
  onNavigate,
}: HeaderProps) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const openRef = useRef(openSlug);
  useEffect(() => {
    openRef.current = openSlug;
  }, [openSlug]);
  const panelIdBase = useId();
  const badge = cartBadgeText(cartCount);
  // A link followed from a panel: the mouse still rests on the menu, which must not open it again
  // over the new page until the pointer leaves the menus.
  const hoverSuppressed = useRef(false);
  // The server's HTML (and a page whose scripts have not run) has links; the running page, disclosures.
  const scripted = useHydrated();
  const panelsWanted = useRef(onPanelsWanted);
  useEffect(() => {
    panelsWanted.current = onPanelsWanted;
  }, [onPanelsWanted]);

  // A new page closes the open menu, however it was reached.
  const [menuPath, setMenuPath] = useState(currentPath);
  if (menuPath !== currentPath) {
    setMenuPath(currentPath);
    setOpenSlug(null);
  }

  // The disclosure's keyboard and pointer rules, delegated from the nav (list items take no handlers):
  // Escape closes and returns the focus to the button; focus or a pointer press leaving the open menu
  // closes it; a mouse resting on a top menu opens it and leaving it closes it.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const slugOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-menu-slug]')?.dataset.menuSlug ?? null : null);
    const onKeyDown = (event: KeyboardEvent) => {
      const slug = slugOf(event.target);
      if (event.key !== 'Escape' || slug === null) return;
      if (openRef.current !== slug) return;
      event.stopPropagation();
      setOpenSlug(null);
      document.getElementById(`${panelIdBase}-${slug}-button`)?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const from = slugOf(event.target);
      if (from !== null && slugOf(event.relatedTarget) !== from) setOpenSlug((open) => (open === from ? null : open));
    };
    // Reaching for the menus (a pointer over them, the focus in them) fetches the panels and their code.
    let wanted = false;
    const want = () => {
      if (wanted) return;
      wanted = true;
      loadMegaMenu().catch(() => undefined);
      panelsWanted.current?.();
    };
    const onFocusIn = () => want();
    const onPointerOver = (event: PointerEvent) => {
      want();
      if (event.pointerType !== 'mouse' || hoverSuppressed.current) return;
      const slug = slugOf(event.target);
      if (slug !== null) setOpenSlug(slug);
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hoverSuppressed.current = false;
      setOpenSlug(null);
    };
    // Following a link inside a panel closes it at once (the page may take a moment to change) — but only
    // after the click has reached the link's own handler. React renders a click's update in a microtask, and
    // a real click runs microtasks between this listener and React's at the root: closing here would remove
    // the link first, its router handler would never run, and the browser would load a whole new document.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href]') || slugOf(event.target) === null) return;
      hoverSuppressed.current = true;
      setTimeout(() => setOpenSlug(null), 0);
    };
    const onDocumentPointerDown = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) setOpenSlug(null);
    };
    nav.addEventListener('keydown', onKeyDown);
    nav.addEventListener('focusin', onFocusIn);
    nav.addEventListener('focusout', onFocusOut);
    nav.addEventListener('pointerover', onPointerOver);
    nav.addEventListener('pointerleave', onPointerLeave);
    nav.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onDocumentPointerDown);
    return () => {
      nav.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('focusin', onFocusIn);
      nav.removeEventListener('focusout', onFocusOut);
      nav.removeEventListener('pointerover', onPointerOver);
      nav.removeEventListener('pointerleave', onPointerLeave);
      nav.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onDocumentPointerDown);
    };
  }, [panelIdBase]);

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <a className={styles.brand} href={homeHref} onClick={navigateOnClick(homeHref, onNavigate)}>
          {brandName}
        </a>
        <div className={styles.search}>
          <SearchBox
            action={searchAction}
            defaultValue={searchQuery}
            label={labels.searchLabel}
            submitLabel={labels.searchSubmit}
            placeholder={labels.searchPlaceholder}
            onSubmit={onSearch}
            suggest={searchSuggest}
          />
        </div>
        <ul className={styles.actions}>
          <li>
            <a className={styles.action} href={wishlistHref} aria-label={labels.wishlist} onClick={navigateOnClick(wishlistHref, onNavigate)}>
              <Icon name="heart" />
            </a>
          </li>
          <li>
            <a
              className={styles.action}
              href={accountHref}
              aria-label={labels.account}
              onClick={(event) => {
                if (onAccount && plainClick(event)) {
                  event.preventDefault();
                  onAccount();
                }
              }}
            >
              <Icon name="user" />
              {accountBadge && (
                <span className={styles.accountBadge} aria-hidden="true" data-part="account-badge">
                  {accountBadge}
                </span>
              )}
            </a>
          </li>
          <li>
            <a
              className={styles.action}
              href={cartHref}
              onClick={(event) => {
                if (onCartOpen && plainClick(event)) {
                  event.preventDefault();
                  onCartOpen();
                }
              }}
            >
              <Icon name="cart" />
              <VisuallyHidden>{cartCount > 0 ? labels.cartCount(cartCount) : labels.cart}</VisuallyHidden>
              {badge && (
                <span className={styles.count} aria-hidden="true">
                  {badge}
                </span>
              )}
            </a>
          </li>
        </ul>
      </div>
      {menus.length > 0 && (
        <nav className={styles.nav} aria-label={labels.mainMenu} ref={navRef}>
          <ul className={styles.menus}>
            {menus.map((menu) => {
              const label = menu.name;
              const current = currentPath !== undefined && menu.href !== null && menu.href !== '/' && isActivePath(currentPath, linkTo(menu.href));
              const sparkle = (
                <>
                  {menu.is_featured && (
                    <span className={styles.sparkle}>
                      <Icon name="sparkle" size="small" label={labels.featured} />
                    </span>
                  )}
                  {menu.badge && <Badge tone="accent">{menu.badge}</Badge>}
                </>
              );
              if (!menu.hasSubmenus || !scripted) {
                return (
                  <li key={menu.slug} className={styles.menuItem} data-menu-slug={menu.slug}>
                    <a
                      className={styles.topMenu}
                      href={menu.href ? linkTo(menu.href) : homeHref}
                      aria-current={current ? 'page' : undefined}
                      onClick={navigateOnClick(menu.href ? linkTo(menu.href) : homeHref, onNavigate)}
                    >
                      {label}
                      {sparkle}
                      {menu.hasSubmenus && <Icon name="chevron" size="small" direction="down" />}
                    </a>
                  </li>
                );
              }
              const open = openSlug === menu.slug;
              const panelId = `${panelIdBase}-${menu.slug}-panel`;
              const panel = panels?.find((candidate) => candidate.slug === menu.slug);
              let content: ReactNode = null;
              if (open && panel) {
                content = (
                  <Suspense fallback={<p className={styles.panelNote} role="status">{labels.loadingMenu}</p>}>
                    <MegaMenu menu={panel} locale={locale} labels={labels} linkTo={linkTo} onNavigate={onNavigate} />
                  </Suspense>
                );
              } else if (open && (panelsFailed || panels !== null)) {
                // No panel to show: the menu's own page lists what it holds.
                content = menu.href && (
                  <p className={styles.panelNote}>
                    <a className={styles.panelLink} href={linkTo(menu.href)} onClick={navigateOnClick(linkTo(menu.href), onNavigate)}>
                      {labels.goTo(label)}
                    </a>
                  </p>
                );
              } else if (open) {
                content = (
                  <p className={styles.panelNote} role="status">
                    {labels.loadingMenu}
                  </p>
                );
              }
              return (
                <li key={menu.slug} className={styles.menuItem} data-menu-slug={menu.slug}>
                  <button
                    type="button"
                    id={`${panelIdBase}-${menu.slug}-button`}
                    className={styles.topMenu}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-current={current ? 'page' : undefined}
                    onClick={(event) => {
                      // Enter and Space toggle; a mouse click (detail ≥ 1) after hovering open keeps it open.
                      if (event.detail === 0) setOpenSlug(open ? null : menu.slug);
                      else setOpenSlug(menu.slug);
                    }}
                  >
                    {label}
                    {sparkle}
                    <Icon name="chevron" size="small" direction={open ? 'up' : 'down'} />
                  </button>
                  <div className={styles.panel} id={panelId} hidden={!open}>
                    {content}
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}
