import type { MouseEvent } from 'react';
import type { Locale } from '../../contract';
import * as styles from './LanguageSwitcher.css';

export interface LanguageOption {
  locale: Locale;
  /** §2 display name in its own language: Português, English, Español, Français. */
  name: string;
  /** This page in that language; the app builds it. */
  href: string;
}

export interface LanguageSwitcherProps {
  languages: readonly LanguageOption[];
  current: Locale;
  /** The navigation landmark's name ('Idioma'). */
  label: string;
  /** The JS path: a plain click calls back (save the preference, navigate) instead of loading the link. */
  onSelect?: (locale: Locale, href: string) => void;
  /** §2: the menu sheet's languages show their flags; a compact list (the footer's) names them only. */
  flags?: boolean;
}

/** §2: the flag images ship with the product in public/flags. */
export function flagSrc(locale: Locale): string {
  return `/flags/${locale}.svg`;
}

const FLAG_WIDTH = 20;
const FLAG_HEIGHT = 15;

/** Links to this page in each language: they work without JavaScript; the current one is marked. */
export function LanguageSwitcher({ languages, current, label, onSelect, flags = true }: LanguageSwitcherProps) {
  const select = (event: MouseEvent<HTMLAnchorElement>, option: LanguageOption) => {
    if (!onSelect || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(option.locale, option.href);
  };
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {languages.map((option) => (
          <li key={option.locale}>
            <a
              className={styles.link}
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={(event) => select(event, option)}
            >
              {flags && <img className={styles.flag} src={flagSrc(option.locale)} alt="" width={FLAG_WIDTH} height={FLAG_HEIGHT} loading="lazy" fetchPriority="low" />}
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
