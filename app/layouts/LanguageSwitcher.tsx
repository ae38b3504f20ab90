import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES } from '../../contract/constants';
import type { Locale } from '../../contract';
import type { LanguageOption } from '../../ui/LanguageSwitcher';
import { LOCALE_STORAGE_KEY, localeCookie, localizePath, splitLocale } from '../i18n/locale';
import { setLanguageHref } from '../i18n/setLanguage';
import { useLocale } from '../i18n/useLocale';
import * as styles from './DefaultLayout.css';

/** §7: the choice is saved in the cookie and in browser storage before the page changes language. */
function saveChoice(locale: Locale) {
  document.cookie = localeCookie(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, disabled); the cookie alone keeps the choice.
  }
}

/** This page in a language, keeping the query. */
function pageIn(locale: Locale, path: string, search: string): string {
  return localizePath(path, locale) + search;
}

/**
 * The design-system switcher's options for this page (hrefs through /set-language/{locale}, so
 * they work without JavaScript) and its JS path: save the choice, then load the page directly.
 */
export function useLanguageOptions(): { languages: LanguageOption[]; select: (locale: Locale) => void } {
  const location = useLocation();
  const { path } = splitLocale(location.pathname);
  const languages = LOCALES.map((locale) => ({
    locale,
    name: LANGUAGE_NAMES[locale],
    href: setLanguageHref(locale, pageIn(locale, path, location.search)),
  }));
  const select = (locale: Locale) => {
    saveChoice(locale);
    window.location.assign(pageIn(locale, path, window.location.search));
  };
  return { languages, select };
}

/**
 * Links to the same page in each language. Without JavaScript a link goes through
 * /set-language/{locale}, which saves the cookie on the server and redirects; with JavaScript the
 * cookie is written here first and the browser loads the target page directly.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  const { path } = splitLocale(location.pathname);

  return (
    <nav aria-label={t('layout.languageSwitcher')}>
      <ul className={styles.switcher}>
        {LOCALES.map((locale) => {
          const target = pageIn(locale, path, location.search);
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            saveChoice(locale);
            // The address as it is now: a page may note a choice in its query without a navigation (the
            // product page's `?variant=`), which the router's location does not hold.
            window.location.assign(pageIn(locale, path, window.location.search));
          };
          return (
            <li key={locale}>
              <a
                className={styles.switcherLink}
                href={setLanguageHref(locale, target)}
                hrefLang={LANGUAGE_TAGS[locale]}
                lang={LANGUAGE_TAGS[locale]}
                rel="nofollow"
                aria-current={locale === current ? 'true' : undefined}
                onClick={onClick}
              >
                {/* Decoration beside the language's name: fetched after what the page is about (no preload). */}
                <img className={styles.flag} src={`/flags/${locale}.svg`} alt="" width={21} height={14} fetchPriority="low" />
                <span className={styles.switcherCode} aria-hidden="true">
                  {locale.toUpperCase()}
                </span>
                <span className={styles.switcherName}>{LANGUAGE_NAMES[locale]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
