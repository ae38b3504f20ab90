import { Language } from '@nlpjs/language-min';
import { LOCALES, type Locale } from '../../../contract';
import { tokenize } from './text';

/**
 * Which of the shop's four languages a message is in. nlp.js's trigram guesser is reliable on a
 * sentence but not on "obg" or "hola"; the words each language's corpus and pages use decide those,
 * and the locale the shopper browses in breaks a tie.
 */
export type LanguageDetector = { detect(text: string, hint?: Locale): Locale };

/** How much a whole message of known words outweighs the trigram score (both lie in 0..1). */
const VOCABULARY_WEIGHT = 1.5;
const HINT_BONUS = 0.05;

export function buildLanguageDetector(textsByLocale: Record<Locale, readonly string[]>): LanguageDetector {
  const guesser = new Language();
  const vocabulary = Object.fromEntries(
    LOCALES.map((locale) => {
      const words = new Set(textsByLocale[locale].flatMap(tokenize));
      return [locale, words];
    }),
  ) as Record<Locale, Set<string>>;
  // A word every language uses ('mb', 'way', 'vip', 'ok') says nothing about which one it is.
  const shared = new Set([...vocabulary.pt].filter((word) => LOCALES.every((locale) => vocabulary[locale].has(word))));

  return {
    detect(text, hint) {
      const words = tokenize(text).filter((word) => !shared.has(word) && !/^\d+$/.test(word));
      const trigram = new Map(guesser.guess(text, [...LOCALES]).map((guess) => [guess.alpha2, guess.score]));
      const scored = LOCALES.map((locale) => {
        const known = words.length ? words.filter((word) => vocabulary[locale].has(word)).length / words.length : 0;
        const score = (trigram.get(locale) ?? 0) + VOCABULARY_WEIGHT * known + (locale === hint ? HINT_BONUS : 0);
        return { locale, score };
      });
      scored.sort((a, b) => b.score - a.score);
      return scored[0]?.locale ?? hint ?? 'pt';
    },
  };
}
