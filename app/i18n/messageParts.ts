/**
 * The message catalogue in parts. Translators edit one file per language (locales/{locale}.json); the
 * build cuts each into the parts below by key (`messagePartsPlugin`, vite.config.ts), so a storefront
 * page downloads only the storefront's texts and the account area, the purchase and the pieces that open
 * on interaction bring their own. Plain data and functions: the Vite config imports it too.
 */
export type Messages = Record<string, unknown>;

/**
 * Each part but the storefront's, by key prefix (a namespace, or a deeper branch of one). Every key no
 * prefix names is the storefront's, which every page loads.
 */
export const MESSAGE_PART_PREFIXES = {
  /** The account and affiliate layouts, the contact pages (support forms), the checkout's programme offer. */
  account: ['account', 'support', 'returns', 'programmes'],
  /** The cart page, the checkout, payment and order pages. */
  purchase: ['checkout', 'checkoutPages', 'payment'],
  /**
   * What opens on interaction or after hydration: the sign-in dialogs' forms, the cart and discounts
   * drawers, the product page's reviews list and form and its size guide (loaded with
   * their lazy code, app/i18n/react.tsx `lazyWithMessages`); the pages that show the same forms and
   * cart views (recovery, cart, purchase, account) declare it.
   */
  overlays: ['auth.login', 'auth.register', 'auth.forgot', 'auth.recovery', 'auth.errors', 'auth.password', 'cartView', 'discountsDrawer', 'reviewsPanel', 'sizeGuide'],
  /** The cookie consent banner, loaded with its code (only where a tag manager is configured). */
  consent: ['consent'],
  /** The chat window, loaded with its code when the launcher is first used (app/shell/AssistantHost.tsx). */
  assistant: ['assistant'],
  /** The search field's suggestions list, loaded with its code on the field's first focus or key (app/shell/searchSuggest.tsx). */
  suggestions: ['searchSuggestions'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Keys under another part's prefix that stay the storefront's: the order-completed toast shows on whatever
 * page the shopper is when the paid order's event arrives (features/checkout/completion.ts), the
 * product page's offers give the delivery estimate in the cart's words, and every page has the chat's launcher.
 */
const STOREFRONT_KEEPS: readonly string[] = ['checkout.orderCompleted', 'cartView.deliveryEstimate', 'assistant.launcher'];

export type MessagePart = 'storefront' | keyof typeof MESSAGE_PART_PREFIXES;
export const MESSAGE_PARTS = ['storefront', ...Object.keys(MESSAGE_PART_PREFIXES)] as readonly MessagePart[];

const under = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}.`);

/** The part a dotted key (plural suffix and all) belongs to. */
export function messagePartOf(key: string): MessagePart {
  if (STOREFRONT_KEEPS.some((prefix) => under(key, prefix))) return 'storefront';
  for (const [part, prefixes] of Object.entries(MESSAGE_PART_PREFIXES) as [MessagePart, readonly string[]][]) {
    if (prefixes.some((prefix) => under(key, prefix))) return part;
  }
  return 'storefront';
}

function flatten(tree: Messages, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value as Messages, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** Every dotted key of a catalogue. */
export function catalogueKeys(catalogue: Messages): string[] {
  return flatten(catalogue).map(([key]) => key);
}

function nest(entries: Iterable<[string, unknown]>): Messages {
  const tree: Messages = {};
  for (const [key, value] of entries) {
    const path = key.split('.');
    let node: Messages | undefined = tree;
    for (const step of path.slice(0, -1)) {
      const next: unknown = (node[step] ??= {});
      node = next !== null && typeof next === 'object' ? (next as Messages) : undefined;
      if (!node) break;
    }
    if (node) node[path.at(-1)!] = value;
  }
  return tree;
}

/** The branch of a catalogue one part holds, nested as in the catalogue. */
export function pickMessagePart(catalogue: Messages, part: MessagePart): Messages {
  return nest(flatten(catalogue).filter(([key]) => messagePartOf(key) === part));
}

/**
 * §4 "messages loaded with fallback locales", §9 pt the fallback: where a language's catalogue lacks a key,
 * the text comes from these languages, in order. Spanish and French readers are given English before
 * Portuguese: English is the language both catalogues are translated from, and the one more of their
 * readers understand; pt, the default and complete catalogue, is always last.
 */
export const FALLBACK_LOCALES: Readonly<Record<string, readonly string[]>> = { pt: [], en: ['pt'], es: ['en', 'pt'], fr: ['en', 'pt'] };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A catalogue completed by its fallbacks (`FALLBACK_LOCALES` order). A message comes whole from one language:
 * a plural key the catalogue has in any form keeps its own forms, and one it lacks takes every form of the
 * first fallback that has it, so a count never mixes two languages.
 */
export function withFallbacks(catalogue: Messages, fallbacks: readonly Messages[]): Messages {
  const entries = flatten(catalogue);
  const owned = new Set(entries.map(([key]) => key.replace(PLURAL_SUFFIX, '')));
  for (const fallback of fallbacks) {
    const added = new Set<string>();
    for (const [key, value] of flatten(fallback)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (owned.has(base)) continue;
      entries.push([key, value]);
      added.add(base);
    }
    for (const base of added) owned.add(base);
  }
  return nest(entries);
}
