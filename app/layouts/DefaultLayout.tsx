import { useUnit } from 'effector-react';
import { lazy, Suspense, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { Outlet, UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { $hasFeaturedMenu, $menuPanels, $menuPanelsFailed, $menus, menuPanelsRequested } from '../../features/menu';
import { BottomBar } from '../../ui/BottomBar';
import { belowFold } from '../../ui/theme/belowFold';
import { useHydrated } from '../shell/useHydrated';
import type { FooterProps } from '../../ui/Footer';
import { hydrateLazyParts, LazyHydrate, lazyPart } from '../../ui/LazyHydrate';
import { SkipLink } from '../../ui/SkipLink';
import { Header } from '../../ui/Header';
import { localizePath } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { CommerceOverlaysHost } from '../shell/CommerceOverlaysHost';
// The cart's first-load units only: the model behind them loads after hydration (features/cart/badge.ts).
import { $cartUuid, useCartBadge } from '../../features/cart/badge';
import { $tagManager, consentSettingsOpened } from '../../features/consent';
import { useAccountEntry } from '../shell/useAccountEntry';
import { $menuSheetOpen, menuSheetOpenChanged } from '../shell/menuSheet';
import { useRenderClock } from '../shell/useRenderClock';
import { focusSearchState } from '../shell/searchEntry';
import { useSearchSuggest } from '../shell/searchSuggest';
import { LanguageSwitcher, useLanguageOptions } from './LanguageSwitcher';
import { bottomBarLabels, footerColumns, footerLegal, headerLabels } from './navLabels';
import * as styles from './DefaultLayout.css';

// The menu sheet only ever opens in the browser, after a tap: its code loads then.
const MenuSheet = lazy(() => import('./MenuSheet'));

// The footer never changes in the browser: a lazy part that keeps its server HTML (plain links) until it comes
// near the viewport or is touched; its code is fetched then, not in the first load.
const FooterPart = lazyPart<FooterProps>(() => import('../../ui/Footer/Footer').then((module) => module.Footer));
if (import.meta.env.SSR) await FooterPart.load();

/**
 * A router update changes the router's contexts above every part; a part still showing server HTML would
 * then hold the transition until it hydrates, or drop that HTML for its empty fallback. The first router
 * update opens them all, from the router's own subscription: before React renders the update, and with no
 * re-render of the layout.
 */
function useHydrateLazyPartsOnNavigation() {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => dataRouter?.router.subscribe(() => hydrateLazyParts()), [dataRouter]);
}

const ACCOUNT_PATH = '/account';
/** The main content, which the skip link (the page's first focusable element) leads to past the header's menus. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * The default layout: the language bar, the desktop header with the mega menus (§2), the page,
 * the footer, and on phones the bottom bar with the menu sheet (the sign-in dialogs live above the layouts,
 * app/shell/LocaleRoot.tsx). The account
 * button and the bottom bar's account item go to /account when signed in; a guest gets the login
 * dialog (§6) — returning to /account from the header, to home from the bottom bar (§2).
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const searchSuggest = useSearchSuggest();
  useHydrateLazyPartsOnNavigation();
  const [menus, hasFeatured, menuOpen, setMenuOpen] = useUnit([$menus, $hasFeaturedMenu, $menuSheetOpen, menuSheetOpenChanged]);
  const [panels, panelsFailed, requestPanels] = useUnit([$menuPanels, $menuPanelsFailed, menuPanelsRequested]);
  const [tagManager, openConsentSettings] = useUnit([$tagManager, consentSettingsOpened]);
  const account = useAccountEntry();
  const cart = useCartBadge();
  const cartUuid = useUnit($cartUuid);
  const cartHref = cartUuid ? href('cart', { uuid: cartUuid }, locale) : href('cartHome', {}, locale);
  const header = useMemo(() => headerLabels(t), [t]);
  const bar = useMemo(() => bottomBarLabels(t), [t]);
  const columns = useMemo(() => footerColumns(t, locale), [t, locale]);
  const legal = useMemo(() => footerLegal(t), [t]);
  const languageOptions = useLanguageOptions();
  const year = new Date(useRenderClock()()).getFullYear();
  const linkTo = (target: string) => (target.startsWith('/') ? localizePath(target, locale) : target);
  const go = (target: string) => {
    if (/^https?:/.test(target)) window.location.assign(target);
    else void navigate(target);
  };
  const q = location.pathname.endsWith('/search') ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const searchAction = href('search', {}, locale);
  // The page has a Suspense boundary of its own: hydrating, React commits the shell (header, bars) first
  // and hydrates the page's content afterwards in short tasks of its own, or at once where a shopper
  // clicks or types into it (selective hydration). The element is kept across the layout's re-render
  // right after hydration (`hydrated`), which would otherwise reach the boundary as an update and
  // make React hydrate all of it at once, in that task.
  const page = useMemo(() => <Suspense fallback={null}>{children ?? <Outlet />}</Suspense>, [children]);

  return (
    <div className={styles.page}>
      <SkipLink target={MAIN_CONTENT_ID} label={t('layout.skipToContent')} />
      {/* The header names the brand; this bar only holds the language switcher (no-JS links too). */}
      <div className={styles.topBar}>
        <LanguageSwitcher />
      </div>
      <Header
        brandName={t('layout.brand')}
        homeHref={href('home', {}, locale)}
        menus={menus}
        panels={panels}
        panelsFailed={panelsFailed}
        onPanelsWanted={() => requestPanels(locale)}
        locale={locale}
        labels={account.label ? { ...header, account: account.label } : header}
        linkTo={linkTo}
        currentPath={location.pathname}
        searchAction={searchAction}
        searchQuery={q}
        onSearch={(query) => void navigate(`${searchAction}?q=${encodeURIComponent(query)}`)}
        searchSuggest={searchSuggest}
        wishlistHref={localizePath(ACCOUNT_PATH + '/wishlist', locale)}
        accountHref={localizePath(ACCOUNT_PATH, locale)}
        cartHref={cartHref}
        cartCount={cart.count}
        onCartOpen={hydrated ? () => cart.open() : undefined}
        onAccount={hydrated ? () => account.open('/account') : undefined}
        accountBadge={account.badge}
        onNavigate={go}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {page}
      </main>
      {/* The footer follows every page's content, mostly past the first screen: it shows with the whole stylesheet (ui/theme/belowFold.ts). */}
      <div {...belowFold()}>
        <LazyHydrate
          part={FooterPart}
          props={{
            brandName: t('layout.brand'),
            tagline: t('layout.footer'),
            columns,
            navigationLabel: t('nav.footerNavigation'),
            languages: languageOptions.languages,
            currentLocale: locale,
            languageLabel: t('layout.footerLanguageSwitcher'),
            onLanguageSelect: hydrated ? languageOptions.select : undefined,
            paymentsNote: t('nav.payments'),
            copyright: t('nav.copyright', { year }),
            legal,
            ...(tagManager ? { cookieSettings: { label: t('nav.cookieSettings'), onOpen: hydrated ? () => openConsentSettings() : undefined } } : {}),
          }}
        />
      </div>
      <BottomBar
        currentPath={location.pathname}
        hrefs={{
          home: href('home', {}, locale),
          search: searchAction,
          cart: cartHref,
          account: localizePath(ACCOUNT_PATH, locale),
        }}
        labels={bar}
        cartCount={cart.count}
        onCartOpen={hydrated ? () => cart.open() : undefined}
        menuHasFeatured={hasFeatured}
        menuOpen={menuOpen}
        onMenuOpen={() => {
          requestPanels(locale);
          setMenuOpen(true);
        }}
        onAccount={hydrated ? () => account.open('/') : undefined}
        onSearch={hydrated ? () => void navigate(location.pathname === searchAction ? location.pathname + location.search : searchAction, { state: focusSearchState }) : undefined}
      />
      {hydrated && menuOpen && (
        <Suspense fallback={null}>
          <MenuSheet open={menuOpen} onOpenChange={setMenuOpen} onNavigate={go} onAccount={() => account.open('/account')} />
        </Suspense>
      )}
      <CommerceOverlaysHost />
    </div>
  );
}
