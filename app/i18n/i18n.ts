import { LANGUAGE_TAGS } from '../../contract/constants';
import type { Locale } from '../../contract';
import { MESSAGE_PARTS, type MessagePart, type Messages } from './messageParts';
import { createTranslator, type Translator } from './translate';

// §7: each language's messages load on demand, in parts (app/i18n/messageParts.ts, cut at build time by
// messagePartsPlugin): the browser only ever downloads the page's language, and of it the parts the page uses.
const PART_LOADERS: Record<MessagePart, Record<string, () => Promise<Messages>>> = {
  storefront: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=storefront', import: 'default' }),
  account: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=account', import: 'default' }),
  purchase: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=purchase', import: 'default' }),
  overlays: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=overlays', import: 'default' }),
  consent: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=consent', import: 'default' }),
  assistant: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=assistant', import: 'default' }),
  suggestions: import.meta.glob<Messages>('../../locales/*.json', { query: '?part=suggestions', import: 'default' }),
};

/** One part of a language's catalogue. */
export function loadMessagePart(locale: Locale, part: MessagePart): Promise<Messages> {
  const load = PART_LOADERS[part][`../../locales/${locale}.json`];
  if (!load) throw new Error(`No message catalogue for ${locale}`);
  return load();
}

/** A language's whole catalogue, every part (tests, and the server's checks of a whole catalogue). */
export async function loadMessages(locale: Locale): Promise<Messages[]> {
  return Promise.all(MESSAGE_PARTS.map((part) => loadMessagePart(locale, part)));
}

/**
 * The translator of one language. Its language is the full tag (pt-PT, en-US…), not the two-letter
 * locale: plural categories follow it (bare 'pt' is Brazilian, where 0 takes the singular: '0 produto'),
 * and so do the number formats. `{{amount, price}}` in a message is an amount in EUR written by the one
 * price formatter ('5,00 €' in pt, es and fr; '€5.00' in en).
 */
export function createI18n(locale: Locale, messages: Messages | readonly Messages[]): Translator {
  return createTranslator(LANGUAGE_TAGS[locale], messages);
}

/**
 * A page's translator: the storefront part, then whatever parts its routes declare, added by
 * `needParts` before the page renders (the route loader awaits it, on the server and in the browser).
 * Parts are only ever added: in the browser, what a page loaded stays for the next ones.
 */
export interface PageI18n extends Translator {
  readonly locale: Locale;
  /** Loads the parts not loaded yet; the translator answers their keys once it settled. */
  needParts(parts: readonly MessagePart[]): Promise<void>;
  readonly parts: ReadonlySet<MessagePart>;
}

/** `load` answers a part's messages (the server's is cached per language, the browser's is the chunk). */
export async function createPageI18n(
  locale: Locale,
  load: (locale: Locale, part: MessagePart) => Promise<Messages> = loadMessagePart,
): Promise<PageI18n> {
  const sources: Messages[] = [await load(locale, 'storefront')];
  const parts = new Set<MessagePart>(['storefront']);
  const translator = createI18n(locale, sources);
  return {
    ...translator,
    locale,
    parts,
    async needParts(wanted) {
      const missing = [...new Set(wanted)].filter((part) => !parts.has(part));
      const loaded = await Promise.all(missing.map((part) => load(locale, part)));
      missing.forEach((part, index) => {
        if (parts.has(part)) return;
        parts.add(part);
        sources.push(loaded[index]!);
      });
    },
  };
}

const cache = new Map<string, Promise<Messages>>();

/** The server's parts: loaded once per language and part, shared by every request's translator. */
export function cachedMessagePart(locale: Locale, part: MessagePart): Promise<Messages> {
  const key = `${locale}:${part}`;
  let found = cache.get(key);
  if (!found) {
    found = loadMessagePart(locale, part);
    cache.set(key, found);
  }
  return found;
}

/** A request's translator on the server: its language's storefront part, then the parts its route declares. */
export function i18nFor(locale: Locale): Promise<PageI18n> {
  return createPageI18n(locale, cachedMessagePart);
}

export function languageTag(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}
