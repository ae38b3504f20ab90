import { createContext, lazy, useContext, type ComponentType, type ReactNode } from 'react';
import type { PageI18n } from './i18n';
import type { MessagePart } from './messageParts';
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

/** A page's translator loads catalogue parts; a whole catalogue (Storybook, tests) has them all already. */
const loadsParts = (i18n: Translator): i18n is PageI18n => typeof (i18n as Partial<PageI18n>).needParts === 'function';

/**
 * `React.lazy` for a piece that opens on interaction (a dialog, a drawer) and whose texts live in catalogue
 * parts a page may not have loaded: its code and those parts load together, so it never renders a key.
 * Render it inside a Suspense boundary, in the browser only (the server never renders these pieces).
 */
export function lazyWithMessages<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  parts: readonly MessagePart[],
): ComponentType<Props> {
  // One lazy component per translator (one per page in the browser; tests and stories may mount several).
  const byTranslator = new WeakMap<Translator, ComponentType<Props>>();
  const lazyFor = (i18n: Translator) => {
    let found = byTranslator.get(i18n);
    if (!found) {
      found = lazy(async () => (await Promise.all([load(), loadsParts(i18n) ? i18n.needParts(parts) : null]))[0]);
      byTranslator.set(i18n, found);
    }
    return found;
  };
  return function WithMessages(props: Props) {
    const { i18n } = useTranslation();
    const Loaded = lazyFor(i18n);
    return <Loaded {...props} />;
  };
}
