/**
 * The storefront's message lookup: what the locale catalogues use of i18next, in about 1 KB instead of
 * i18next's 17 KB gzip in every page's first load. The catalogues keep i18next's JSON format, so the
 * translation tools and the catalogue tests read them unchanged:
 * - nested keys, `a.b.c`;
 * - plurals by suffix, `key_one` / `key_many` / `key_other`, chosen by `count` with the language's CLDR
 *   rules (`Intl.PluralRules` of the full tag: pt-PT says '0 produtos', bare pt would say '0 produto');
 * - `{{name}}` interpolation, unescaped (React escapes), and `{{amount, price}}` for an amount in EUR
 *   written by the one price formatter;
 * - a missing key answers the key itself, and a missing value leaves its `{{placeholder}}` in place,
 *   both as i18next does, so a gap shows in review instead of an empty label.
 */
import { formatPrice } from '../../ui/Price/formatPrice';

import type { Messages } from './messageParts';

export type { Messages };

/** Values a message may interpolate; `count` also picks the plural form. */
export type TranslateOptions = Readonly<Record<string, unknown>>;

/** Looks a message up by key in one language. */
export type Translate = (key: string, options?: TranslateOptions) => string;

/** One language's messages: its full language tag and its lookup. */
export interface Translator {
  readonly language: string;
  readonly t: Translate;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function walk(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Each catalogue's answers by key, kept as long as the catalogue. A catalogue is never changed once loaded, and the
 * server's are shared by every request in their language: a page asks for the same few hundred keys each time (every
 * card's labels), so each key is walked once per catalogue instead of on every render.
 */
const answers = new WeakMap<Messages, Map<string, string | undefined>>();

function lookup(messages: Messages, key: string): string | undefined {
  let known = answers.get(messages);
  if (!known) answers.set(messages, (known = new Map()));
  if (known.has(key)) return known.get(key);
  const found = walk(messages, key);
  known.set(key, found);
  return found;
}

/** One plural rule set per language tag: building one is the costly part of a translator, made for every page. */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

function valueAt(options: TranslateOptions, path: string): unknown {
  let node: unknown = options;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * A translator for one language tag (pt-PT, en-US, es-ES, fr-FR). `messages` is one catalogue, or the
 * parts of one loaded so far (app/i18n/messageParts.ts): a list read at each lookup, so a part added to it
 * later answers from then on. `fallback`, when given, answers the keys `messages` lacks (the workbench
 * falls back to Portuguese; the app ships complete catalogues and has none, so a missing key shows as itself).
 */
export function createTranslator(language: string, messages: Messages | readonly Messages[], fallback?: Messages): Translator {
  const plurals = pluralRulesOf(language);
  const format = (value: unknown, formatName: string | undefined): string => {
    if (formatName === 'price' && typeof value === 'number') return formatPrice(value, language);
    return String(value);
  };
  const sources: readonly Messages[] = Array.isArray(messages) ? messages : [messages];
  const find = (key: string): string | undefined => {
    for (const source of sources) {
      const found = lookup(source, key);
      if (found !== undefined) return found;
    }
    return fallback ? lookup(fallback, key) : undefined;
  };
  const t: Translate = (key, options) => {
    const count = options?.count;
    const message =
      (typeof count === 'number' ? (find(`${key}_${plurals.select(count)}`) ?? find(`${key}_other`)) : undefined) ?? find(key);
    if (message === undefined) return key;
    if (!options || !message.includes('{{')) return message;
    return message.replace(PLACEHOLDER, (whole, path: string, formatName: string | undefined) => {
      const value = valueAt(options, path);
      return value === undefined || value === null ? whole : format(value, formatName);
    });
  };
  return { language, t };
}
