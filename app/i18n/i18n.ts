import { LANGUAGE_TAGS } from '../../contract/constants';
import type { Locale } from '../../contract';
import { createTranslator, type Messages, type Translator } from './translate';

// §7: each language's messages load on demand; the browser only ever downloads the page's language.
const catalogues = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogues[`../../locales/${locale}.json`];
  if (!load) throw new Error(`No message catalogue for ${locale}`);
  return load();
}

/**
 * The translator of one language. Its language is the full tag (pt-PT, en-US…), not the two-letter
 * locale: plural categories follow it (bare 'pt' is Brazilian, where 0 takes the singular: '0 produto'),
 * and so do the number formats. `{{amount, price}}` in a message is an amount in EUR written by the one
 * price formatter ('5,00 €' in pt, es and fr; '€5.00' in en).
 */
export function createI18n(locale: Locale, messages: Messages): Translator {
  return createTranslator(LANGUAGE_TAGS[locale], messages);
}

const cache = new Map<Locale, Promise<Translator>>();

/** One instance per language for the server: its language never changes, so requests can share it. */
export function i18nFor(locale: Locale): Promise<Translator> {
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
