import { StemmerEn, StopwordsEn } from '@nlpjs/lang-en-min';
import { StemmerEs, StopwordsEs } from '@nlpjs/lang-es';
import { StemmerFr, StopwordsFr } from '@nlpjs/lang-fr';
import { StemmerPt, StopwordsPt } from '@nlpjs/lang-pt';
import type { Locale } from '../../../contract';

/** Lower case without accents, so 'Devolução' and 'devolucao' are one word. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** Spellings of one name that shoppers type as one word. */
const JOINED = /(?<![a-z0-9])mbway(?![a-z0-9])/g;

/** Folded words and numbers; apostrophes and hyphens split ("l'article", "passe-me"). */
export const tokenize = (text: string): string[] =>
  fold(text)
    .replace(JOINED, 'mb way')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

type Stemmer = { stemWord(word: string): string };
type Stopwords = { isStopword(word: string): boolean };

/** nlp.js's language packs carry the Snowball stemmers (generated from the Snowball sources). */
const STEMMERS: Record<Locale, Stemmer> = {
  pt: new StemmerPt(),
  en: new StemmerEn(),
  es: new StemmerEs(),
  fr: new StemmerFr(),
};
const STOPWORDS: Record<Locale, Stopwords> = {
  pt: new StopwordsPt(),
  en: new StopwordsEn(),
  es: new StopwordsEs(),
  fr: new StopwordsFr(),
};

/**
 * Snowball's Portuguese rules spell the plural '-ções' with accents; once folded, 'devolucoes' would
 * keep its own stem, so a folded plural in '-oes' becomes its singular first.
 */
const FOLDED_PLURALS: Partial<Record<Locale, [RegExp, string]>> = { pt: [/(.{3})oes$/, '$1ao'] };

const stemWord = (word: string, locale: Locale): string => {
  const plural = FOLDED_PLURALS[locale];
  return STEMMERS[locale].stemWord(plural ? word.replace(plural[0], plural[1]) : word);
};

/** Stems of folded words, so a question typed without accents reaches the page's stems. */
export const stems = (text: string, locale: Locale): string[] => tokenize(text).map((word) => stemWord(word, locale));

/** Stems without the language's function words, for ranking. */
export const contentStems = (text: string, locale: Locale): string[] =>
  tokenize(text)
    .filter((word) => !STOPWORDS[locale].isStopword(word) && !STOPWORDS[locale].isStopword(fold(word)))
    .map((word) => stemWord(word, locale));
