import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_TAGS } from '../../contract';
import type { Locale } from '../../contract';

type Messages = Record<string, unknown>;

// §7: each language's messages load on demand; the browser only ever downloads the page's language.
const catalogues = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogues[`../../locales/${locale}.json`];
  if (!load) throw new Error(`No message catalogue for ${locale}`);
  return load();
}

/** An i18next instance fixed to one language; pluralisation uses the language tag (pt-PT, en-US…). */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const cache = new Map<Locale, Promise<I18n>>();

/** One instance per language for the server: its language never changes, so requests can share it. */
export function i18nFor(locale: Locale): Promise<I18n> {
  let found = cache.get(locale);
  if (!found) {
    found = loadMessages(locale).then((messages) => createI18n(locale, messages));
    cache.set(locale, found);
  }
  return found;
}

export function languageTag(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}
