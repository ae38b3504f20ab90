import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LANGUAGE_TAGS } from '../../contract/constants';
import type { Locale } from '../../contract';
import { formatPrice } from '../../ui/Price/formatPrice';

type Messages = Record<string, unknown>;

// §7: each language's messages load on demand; the browser only ever downloads the page's language.
const catalogues = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogues[`../../locales/${locale}.json`];
  if (!load) throw new Error(`No message catalogue for ${locale}`);
  return load();
}

/**
 * An i18next instance fixed to one language. Its language is the full tag (pt-PT, en-US…), not the
 * two-letter locale: plural categories follow it (bare 'pt' is Brazilian, where 0 takes the singular:
 * '0 produto'), and so do the number formats. `{{amount, price}}` in a message is an amount in EUR
 * written by the one price formatter ('5,00 €' in pt, es and fr; '€5.00' in en).
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const instance = i18next.createInstance();
  const tag = LANGUAGE_TAGS[locale];
  void instance.init({
    lng: tag,
    fallbackLng: false,
    resources: { [tag]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addPriceFormat(instance);
  return instance;
}

/** Registers `price` for `{{amount, price}}` in messages, on any i18next instance (the workbench's too). */
export function addPriceFormat(instance: I18n): void {
  instance.services.formatter?.add('price', (value: unknown, languageTag: string | undefined) =>
    typeof value === 'number' ? formatPrice(value, languageTag ?? LANGUAGE_TAGS[DEFAULT_LOCALE]) : String(value),
  );
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
