import { Icon } from '../Icon';
import * as styles from './Breadcrumbs.css';

export interface Crumb {
  label: string;
  /** The page's link in the current locale; the last crumb (this page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The navigation landmark's name ('Caminho de navegação'). */
  label: string;
  /** From the home page to this page; the last one is the current page. */
  items: readonly Crumb[];
}

/** The path to this page: a named navigation landmark, an ordered list, the last item marked as the current page. */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={styles.item}>
            {index > 0 && <Icon name="chevron" size="small" />}
            {index === last || crumb.href === undefined ? (
              <span className={index === last ? styles.current : undefined} aria-current={index === last ? 'page' : undefined}>
                {crumb.label}
              </span>
            ) : (
              <a className={styles.link} href={crumb.href}>
                {crumb.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
