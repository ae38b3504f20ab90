import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CmsMenu, Locale, MENU_RESET_DELAY_MS, MENU_SHEET_HEIGHT_PERCENT, Submenu, TopMenu } from '../../contract';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { LanguageSwitcher, type LanguageOption } from '../LanguageSwitcher';
import { MegaMenuContent, menuLabel, SubmenuLabel, tabMenus, type MenuPanelLabels } from '../MegaMenu';
import { Badge } from '../Badge';
import { SearchBox } from '../SearchBox';
import { Sheet } from '../Sheet';
import * as styles from './MobileMenuSheet.css';
import { plainClick } from '../links';

/** §2, §9: the sheet is 85% of the screen high. */
export const MENU_SHEET_HEIGHT = 85 satisfies typeof MENU_SHEET_HEIGHT_PERCENT;
/** §9: the submenu view resets 300 ms after the sheet closes (once its closing motion is over). */
export const SUBMENU_RESET_DELAY_MS = 300 satisfies typeof MENU_RESET_DELAY_MS;
/**
 * §2: the page body's 'menu open' mark while the sheet is open — `<body data-menu-open="true">`,
 * for page styles (and tests) that must know the menu covers the page.
 */
export const MENU_OPEN_BODY_ATTRIBUTE = 'data-menu-open';

/** Every sentence of the sheet, from the caller's catalogue (`nav.*`). */
export interface MobileMenuSheetLabels extends MenuPanelLabels {
  /** The sheet's accessible name. */
  title: string;
  close: string;
  back: string;
  searchLabel: string;
  searchSubmit: string;
  searchPlaceholder: string;
  /** The language switcher's landmark name. */
  language: string;
  /** The account link's text. */
  account: string;
}

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Top menus as the app serves them (active, in CMS order, in the page's language); 'welcome' gets no tab. */
  menus: readonly TopMenu[];
  /** Every menu with its submenus and mega menus, in the page's language; null while on their way (the panel says so). */
  panels?: readonly CmsMenu[] | null;
  /** The panels could not be fetched: a tab offers its menu's own page. */
  panelsFailed?: boolean;
  locale: Locale;
  labels: MobileMenuSheetLabels;
  /** Turns a CMS path into the link of the current locale; the app builds it. */
  linkTo?: (href: string) => string;
  /** Every navigation from the sheet (already through `linkTo`); the sheet closes itself after calling it. */
  onNavigate: (href: string) => void;
  /** §2: the read-only search box was tapped — go to the search page; the sheet closes itself after. */
  onSearch: () => void;
  /** The search page of the current locale (the form's action). */
  searchAction: string;
  languages: readonly LanguageOption[];
  /** The JS path of the language switcher (its links work without it); the sheet closes after. */
  onLanguageSelect?: (locale: Locale, href: string) => void;
  accountHref: string;
  /** Account when signed in, else the login dialog; the app decides. The sheet closes after. */
  onAccount?: () => void;
}

const identity = (href: string) => href;

/** §2 mobile menu sheet: search, one tab per top menu, submenus and their mega menus, languages, account. */
export function MobileMenuSheet({
  open,
  onOpenChange,
  menus,
  panels = null,
  panelsFailed = false,
  locale,
  labels,
  linkTo = identity,
  onNavigate,
  onSearch,
  searchAction,
  languages,
  onLanguageSelect,
  accountHref,
  onAccount,
}: MobileMenuSheetProps) {
  const tabs = tabMenus(menus);
  const idBase = useId();
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
  const [submenuView, setSubmenuView] = useState<{ menu: string; submenu: string } | null>(null);

  // §2: the first menu is selected on every opening.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelectedSlug(null);
  }
  const selected = tabs.find((menu) => menu.slug === selectedSlug) ?? tabs[0];
  const selectedPanel = selected && panels?.find((menu) => menu.slug === selected.slug);

  // §2, §9: the submenu view resets 300 ms after closing.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setSubmenuView(null), SUBMENU_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // §2: the page body carries the 'menu open' mark while the sheet is open.
  useEffect(() => {
    if (!open) return;
    document.body.setAttribute(MENU_OPEN_BODY_ATTRIBUTE, 'true');
    return () => document.body.removeAttribute(MENU_OPEN_BODY_ATTRIBUTE);
  }, [open]);

  const close = () => onOpenChange(false);
  /** Navigates to a link already built for the locale, then closes. */
  const navigate = (target: string) => {
    onNavigate(target);
    close();
  };
  /** Navigates to a CMS path. */
  const go = (href: string) => navigate(linkTo(href));

  const selectedTabRef = useRef<HTMLButtonElement | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const openedSubmenu =
    submenuView && selectedPanel && submenuView.menu === selectedPanel.slug ? selectedPanel.submenus.find((submenu) => submenu.slug === submenuView.submenu) : undefined;
  const submenuButtonId = (slug: string) => `${idBase}-submenu-${slug}`;
  const tabId = (slug: string) => `${idBase}-tab-${slug}`;
  const panelId = `${idBase}-panel`;

  // The second panel takes the focus to its back button; going back returns it to the submenu.
  const openedKey = openedSubmenu?.slug ?? null;
  useEffect(() => {
    if (openedKey !== null) backRef.current?.focus();
  }, [openedKey]);

  const activateTab = (menu: TopMenu) => {
    // §2: a tab with a link and no submenus navigates there.
    if (!menu.hasSubmenus && menu.href) go(menu.href);
    else setSelectedSlug(menu.slug);
  };

  // Tabs: arrows, Home and End move the focus; Enter or Space (a click) activates.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    document.getElementById(tabId(tabs[next]!.slug))?.focus();
  };

  const goBack = () => {
    const slug = openedSubmenu?.slug;
    setSubmenuView(null);
    if (slug) requestAnimationFrame(() => document.getElementById(submenuButtonId(slug))?.focus());
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      closeLabel={labels.close}
      heightPercent={MENU_SHEET_HEIGHT}
      initialFocusRef={selectedTabRef}
      top={
        // A visible way out beside the search box: a swipe, the backdrop and Escape are not there for everyone.
        <div className={styles.top}>
          <SearchBox
            action={searchAction}
            label={labels.searchLabel}
            submitLabel={labels.searchSubmit}
            placeholder={labels.searchPlaceholder}
            readOnly
            onActivate={() => {
              onSearch();
              close();
            }}
          />
          <Dialog.Close aria-label={labels.close} />
        </div>
      }
    >
      {tabs.length > 0 && (
        <div className={styles.tabs} role="tablist" aria-label={labels.title}>
          {tabs.map((menu, index) => {
            const isSelected = menu.slug === selected?.slug;
            return (
              <button
                key={menu.slug}
                ref={isSelected ? selectedTabRef : undefined}
                id={tabId(menu.slug)}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={isSelected}
                aria-controls={panelId}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => activateTab(menu)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {menu.name}
                {menu.is_featured && (
                  <span className={styles.sparkle}>
                    <Icon name="sparkle" size="small" label={labels.featured} />
                  </span>
                )}
                {menu.badge && <Badge tone="accent">{menu.badge}</Badge>}
              </button>
            );
          })}
        </div>
      )}
      <div className={styles.panel} id={panelId} role="tabpanel" aria-labelledby={selected ? tabId(selected.slug) : undefined}>
        {selected && openedSubmenu ? (
          <SubmenuPanel submenu={openedSubmenu} locale={locale} labels={labels} linkTo={linkTo} backRef={backRef} onBack={goBack} onNavigate={navigate} />
        ) : selectedPanel && selectedPanel.submenus.length > 0 ? (
          <ul className={styles.list}>
            {selectedPanel.submenus.map((submenu) => (
              <li key={submenu.slug}>
                {submenu.have_mega_menu ? (
                  <button
                    type="button"
                    id={submenuButtonId(submenu.slug)}
                    className={styles.submenu}
                    onClick={() => setSubmenuView({ menu: selectedPanel.slug, submenu: submenu.slug })}
                  >
                    <SubmenuLabel submenu={submenu} locale={locale} featuredLabel={labels.featured} />
                    <span className={styles.chevron}>
                      <Icon name="chevron" size="small" />
                    </span>
                  </button>
                ) : (
                  <a
                    className={styles.submenu}
                    href={submenu.href ? linkTo(submenu.href) : undefined}
                    onClick={(event) => {
                      if (submenu.href && plainClick(event)) {
                        event.preventDefault();
                        go(submenu.href);
                      }
                    }}
                  >
                    <SubmenuLabel submenu={submenu} locale={locale} featuredLabel={labels.featured} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        ) : selected?.hasSubmenus && !selectedPanel && !panelsFailed && panels === null ? (
          <p className={styles.empty} role="status">
            {labels.loadingMenu}
          </p>
        ) : selected?.hasSubmenus && !selectedPanel && selected.href ? (
          // The panels could not be fetched: the menu's own page lists what it holds.
          <GoToButton label={labels.goTo(selected.name)} target={linkTo(selected.href)} onNavigate={navigate} />
        ) : (
          <p className={styles.empty}>{labels.noSubmenus}</p>
        )}
      </div>
      <div className={styles.footer}>
        <LanguageSwitcher
          languages={languages}
          current={locale}
          label={labels.language}
          onSelect={
            onLanguageSelect &&
            ((code, href) => {
              onLanguageSelect(code, href);
              close();
            })
          }
        />
        <a
          className={styles.account}
          href={accountHref}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            if (onAccount) {
              onAccount();
              close();
            } else navigate(accountHref);
          }}
        >
          <Icon name="user" />
          {labels.account}
        </a>
      </div>
    </Sheet>
  );
}

interface SubmenuPanelProps {
  submenu: Submenu;
  locale: Locale;
  labels: MobileMenuSheetLabels;
  linkTo: (href: string) => string;
  backRef: RefObject<HTMLButtonElement | null>;
  onBack: () => void;
  /** Navigates to a link already built for the locale. */
  onNavigate: (target: string) => void;
}

/** §2: the second panel of a submenu with a mega menu: back, its title, the layout — or 'Ir para {label}' without one. */
function SubmenuPanel({ submenu, locale, labels, linkTo, backRef, onBack, onNavigate }: SubmenuPanelProps) {
  const label = menuLabel(submenu, locale);
  const titleId = useId();
  const target = submenu.href ? linkTo(submenu.href) : null;
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <button ref={backRef} type="button" className={styles.back} onClick={onBack}>
          <Icon name="chevron" size="small" direction="left" />
          {labels.back}
        </button>
        <h2 className={styles.panelTitle} id={titleId}>
          {label}
        </h2>
      </div>
      {submenu.mega_menu ? (
        <MegaMenuContent megaMenu={submenu.mega_menu} locale={locale} labels={labels} linkTo={linkTo} onNavigate={onNavigate} headingLevel={3} />
      ) : (
        target && <GoToButton label={labels.goTo(label)} target={target} onNavigate={onNavigate} />
      )}
    </section>
  );
}

/** §2 'Ir para {label}': a link that works without JavaScript, navigating in the app with it. */
function GoToButton({ label, target, onNavigate }: { label: string; target: string; onNavigate: (target: string) => void }) {
  return (
    <Button
      fullWidth
      href={target}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(target);
      }}
    >
      {label}
    </Button>
  );
}
