import { useId, useState } from 'react';
import type { CmsMenu, Locale, Submenu } from '../../contract';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import * as styles from './MegaMenu.css';
import { navigateOnClick } from '../links';
import { MegaMenuContent, type MegaMenuLabels } from './MegaMenuContent';
import { menuBadge, menuLabel, submenuDescription } from './menuText';

/** Every sentence of a menu panel, from the caller's catalogue (`nav.*`). */
export interface MenuPanelLabels extends MegaMenuLabels {
  /** Names the star of a featured submenu. */
  featured: string;
  /** §2: 'Sem subcategorias disponíveis'. */
  noSubmenus: string;
  /** §2: 'Ir para {label}'. */
  goTo: (label: string) => string;
  /** Said in an opened panel while its menu is on its way. */
  loadingMenu: string;
}

export interface MegaMenuProps {
  /** The top menu whose panel this is; its submenus as the CMS gives them (active, in order). */
  menu: CmsMenu;
  locale: Locale;
  labels: MenuPanelLabels;
  /** Turns a CMS path into the link of the current locale; the app builds it. */
  linkTo?: (href: string) => string;
  onNavigate?: (href: string) => void;
  /** The panel's id, for the disclosure button's aria-controls. */
  id?: string;
}

const identity = (href: string) => href;
const hasMegaMenu = (submenu: Submenu) => submenu.have_mega_menu && submenu.mega_menu !== null;

/**
 * The desktop mega menu of one top menu: its submenus on the left (a submenu with a mega menu is a
 * disclosure button that shows it on the right on hover, focus or click; one without is a link),
 * the chosen submenu's mega menu on the right, in any §2 layout.
 */
export function MegaMenu({ menu, locale, labels, linkTo = identity, onNavigate, id }: MegaMenuProps) {
  const contentId = useId();
  const [chosenSlug, setChosenSlug] = useState<string | null>(() => menu.submenus.find(hasMegaMenu)?.slug ?? null);
  const chosen = menu.submenus.find((submenu) => submenu.slug === chosenSlug && hasMegaMenu(submenu));

  if (menu.submenus.length === 0) {
    const label = menuLabel(menu, locale);
    return (
      <div className={styles.root} id={id}>
        <p className={styles.empty}>{labels.noSubmenus}</p>
        {menu.href && (
          <a className={styles.goTo} href={linkTo(menu.href)}>
            {labels.goTo(label)}
          </a>
        )}
      </div>
    );
  }

  return (
    <div className={styles.root} id={id}>
      <ul className={styles.submenus}>
        {menu.submenus.map((submenu) => {
          const inner = <SubmenuLabel submenu={submenu} locale={locale} featuredLabel={labels.featured} />;
          return (
            <li key={submenu.slug}>
              {hasMegaMenu(submenu) ? (
                <button
                  type="button"
                  className={styles.submenu}
                  aria-expanded={chosen?.slug === submenu.slug}
                  aria-controls={contentId}
                  onClick={() => setChosenSlug(submenu.slug)}
                  onFocus={() => setChosenSlug(submenu.slug)}
                  onPointerEnter={() => setChosenSlug(submenu.slug)}
                >
                  {inner}
                </button>
              ) : (
                <a
                  className={styles.submenu}
                  href={submenu.href ? linkTo(submenu.href) : undefined}
                  onClick={submenu.href ? navigateOnClick(linkTo(submenu.href), onNavigate) : undefined}
                >
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.content} id={contentId}>
        {chosen?.mega_menu && (
          <>
            <MegaMenuContent megaMenu={chosen.mega_menu} locale={locale} labels={labels} linkTo={linkTo} onNavigate={onNavigate} />
            {chosen.href && (
              <a className={styles.goTo} href={linkTo(chosen.href)} onClick={navigateOnClick(linkTo(chosen.href), onNavigate)}>
                {labels.goTo(menuLabel(chosen, locale))}
              </a>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** §2: label, optional badge, optional description, a star when featured. */
export function SubmenuLabel({ submenu, locale, featuredLabel }: { submenu: Submenu; locale: Locale; featuredLabel: string }) {
  const badge = menuBadge(submenu, locale);
  const description = submenuDescription(submenu, locale);
  return (
    <>
      <span className={styles.submenuLabel}>
        {menuLabel(submenu, locale)}
        {submenu.is_featured && (
          <span className={styles.star}>
            <Icon name="star" size="small" filled label={featuredLabel} />
          </span>
        )}
        {badge && <Badge tone="discount">{badge}</Badge>}
      </span>
      {description && <span className={styles.submenuDescription}>{description}</span>}
    </>
  );
}
