import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from './translate';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the page's translator to every component below (the server's and the browser's are the same language). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** The page's `t` (and its translator), as i18next's hook shaped it, so components read the same. */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  return { t: i18n.t, i18n };
}
