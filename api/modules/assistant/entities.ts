import { LOCALES, ORDER_NUMBER_LENGTH, type Locale } from '../../../contract';
import { COLORS, SIZES, VOCABULARY } from '../../db/seed-vocabulary';
import { fold, stems, tokenize } from './text';

/**
 * What a message names that a tool can act on: order numbers, sizes and colours by their catalogue
 * codes (the keys of the seed vocabulary: 'xl', '42', '6-anos', 'preto') and product words with the
 * catalogue categories they point to.
 */
export type Entities = {
  orderNumbers: string[];
  sizes: string[];
  colours: string[];
  products: { word: string; categories: string[] }[];
};

/** An order number is the first 8 hex digits of the order's uuid; eight letters a–f with no digit are a word. */
const ORDER_NUMBER = new RegExp(`^[0-9a-f]{${ORDER_NUMBER_LENGTH}}$`);
// An order number is the first 8 hex digits of the order's uuid: about one in forty is digits only, so
// those count too; a word of the letters a–f only ('deadbeef') does not (one order in 2,500 reads so).
const isOrderNumber = (word: string) => ORDER_NUMBER.test(word) && /\d/.test(word);

const LETTER_SIZES = new Set(['xs', 's', 'm', 'l', 'xl']);
/** Words after which a letter or a shoe number is a size ("tamanho M", "in 42", "una 38"). */
const SIZE_CUES = new Set([
  'tamanho', 'tam', 'talla', 'taille', 'size', 'no', 'na', 'em', 'en', 'in', 'del', 'de', 'um', 'uma', 'una', 'un', 'la', 'o', 'a', 'the', 'visto', 'uso', 'fais', 'wear', 'numero', 'n',
]);
const AGE_WORDS = new Set(['ano', 'anos', 'year', 'years', 'ans', 'an']);
const UNITS = new Set(['mm', 'ml']);

/** French feminines the Snowball stem keeps apart from the masculine, and English spellings. */
const EXTRA_COLOUR_WORDS: Record<string, string[]> = {
  branco: ['blanche', 'blanches'],
  cinzento: ['grey', 'gray', 'grise', 'grises'],
  verde: ['verte', 'vertes'],
};

type Term = { code: string; stems: string[] };
type Vocabulary = { colours: Term[]; products: (Term & { word: string })[] };

function vocabularyOf(locale: Locale): Vocabulary {
  const colours = Object.entries(COLORS).flatMap(([code, words]) => [
    { code, stems: stems(words[locale], locale) },
    ...(EXTRA_COLOUR_WORDS[code] ?? []).map((word) => ({ code, stems: [word] })),
  ]);
  const products = VOCABULARY.flatMap((segment) => [
    ...segment.leaves.map((leaf) => ({ name: leaf.name[locale], code: leaf.code })),
    ...segment.types.map((type) => ({ name: type.name[locale], code: type.category })),
  ]).map(({ name, code }) => ({ word: fold(name), code, stems: stems(name, locale) }));
  return { colours, products };
}
const VOCABULARIES = Object.fromEntries(LOCALES.map((locale) => [locale, vocabularyOf(locale)])) as Record<Locale, Vocabulary>;

/** "l'article", "m'aider": an elided article or pronoun is never a size. */
const ELISION = /(?<![a-z])[a-z]['’]/g;

type Span = { start: number; end: number };
type Found = { entities: Entities; spans: (Span & { kind: keyof Entities })[]; words: string[] };

/** Where the first of `phrase` (stems) starts in `wordStems`, as a span, or null. */
function spanOf(wordStems: string[], phrase: string[]): Span | null {
  if (!phrase.length) return null;
  for (let start = 0; start + phrase.length <= wordStems.length; start += 1) {
    if (phrase.every((stem, offset) => wordStems[start + offset] === stem)) return { start, end: start + phrase.length };
  }
  return null;
}

function sizeAt(words: string[], index: number): { code: string; length: number } | null {
  const word = words[index]!;
  const previous = words[index - 1] ?? '';
  const next = words[index + 1] ?? '';
  if (LETTER_SIZES.has(word) && SIZE_CUES.has(previous)) return { code: word, length: 1 };
  if (!/^\d+$/.test(word)) return /^\d+(mm|ml)$/.test(word) && SIZES[word] ? { code: word, length: 1 } : null;
  if (AGE_WORDS.has(next) && SIZES[`${word}-anos`]) return { code: `${word}-anos`, length: 2 };
  if (UNITS.has(next) && SIZES[`${word}${next}`]) return { code: `${word}${next}`, length: 2 };
  if (/^\d{2}$/.test(word) && SIZES[word] && (SIZE_CUES.has(previous) || !next)) return { code: word, length: 1 };
  return null;
}

function find(text: string, locale: Locale): Found {
  const words = tokenize(fold(text).replace(ELISION, ' '));
  const wordStems = stems(words.join(' '), locale);
  const spans: Found['spans'] = [];
  const orderNumbers = words.filter(isOrderNumber);
  words.forEach((word, index) => isOrderNumber(word) && spans.push({ kind: 'orderNumbers', start: index, end: index + 1 }));

  const sizes = new Set<string>();
  words.forEach((_, index) => {
    const size = sizeAt(words, index);
    if (size) {
      sizes.add(size.code);
      spans.push({ kind: 'sizes', start: index, end: index + size.length });
    }
  });

  const colours = new Set<string>();
  for (const colour of VOCABULARIES[locale].colours) {
    const span = spanOf(wordStems, colour.stems) ?? spanOf(words, colour.stems);
    if (span) {
      colours.add(colour.code);
      spans.push({ kind: 'colours', ...span });
    }
  }
  // 'Azul-marinho' holds 'azul': the longer colour wins.
  for (const code of colours) if ([...colours].some((other) => other !== code && other.startsWith(`${code}-`))) colours.delete(code);

  const products = new Map<string, Set<string>>();
  for (const term of VOCABULARIES[locale].products) {
    // A product is named by its head noun: 'auscultadores' finds 'Auscultadores sem fios'.
    const span = spanOf(wordStems, term.stems.slice(0, 1));
    if (!span) continue;
    products.set(term.word, (products.get(term.word) ?? new Set()).add(term.code));
    spans.push({ kind: 'products', ...span });
  }

  return {
    entities: {
      orderNumbers: [...new Set(orderNumbers)],
      sizes: [...sizes],
      colours: [...colours],
      products: [...products].map(([word, categories]) => ({ word, categories: [...categories] })),
    },
    spans,
    words,
  };
}

export function extractEntities(text: string, locale: Locale): Entities {
  return find(text, locale).entities;
}

/** The placeholder each kind of entity becomes for the intent classifier. */
const PLACEHOLDERS: Record<keyof Entities, string> = {
  orderNumbers: 'xxorder',
  sizes: 'xxsize',
  colours: 'xxcolour',
  products: 'xxproduct',
};

/**
 * The message's words with each entity replaced by a placeholder of its kind, so the classifier
 * learns "asks for a product in a colour" once instead of once per product, colour and order number.
 */
export function maskEntities(text: string, locale: Locale): string {
  const { words, spans } = find(text, locale);
  const masked: string[] = [...words];
  for (const span of spans) {
    for (let index = span.start; index < span.end; index += 1) masked[index] = index === span.start ? PLACEHOLDERS[span.kind] : '';
  }
  return masked.filter(Boolean).join(' ');
}
