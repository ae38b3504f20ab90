import type { ContentSection, Locale } from '../../../contract';
import { contentStems } from './text';

/** A content page as the database holds it (one row of content_pages). */
export type ContentPage = {
  slug: string;
  locale: Locale;
  title: string;
  summary: string;
  sections: ContentSection[];
};

/** What a reply may quote: one section of one page, or the page's summary. */
export type Passage = { slug: string; locale: Locale; title: string; heading: string | null; text: string };
/** `matched`: how many distinct words of the question itself (not its topic's) the passage holds. */
export type RetrievedPassage = Passage & { score: number; matched: number };

/** Okapi BM25's usual constants: term saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
export const DEFAULT_PASSAGES = 3;

type Indexed = { passage: Passage; termCounts: Map<string, number>; length: number };
type LocaleIndex = { documents: Indexed[]; documentFrequency: Map<string, number>; averageLength: number };

/** The page's title is indexed with every section, so "returns" finds the sections of a page named so. */
function passagesOf(page: ContentPage): Passage[] {
  const base = { slug: page.slug, locale: page.locale, title: page.title };
  return [
    { ...base, heading: null, text: `${page.title}. ${page.summary}` },
    ...page.sections.map((section) => ({ ...base, heading: section.heading, text: `${page.title}. ${section.heading ?? ''} ${section.body}` })),
  ];
}

function indexLocale(locale: Locale, passages: Passage[]): LocaleIndex {
  const documents = passages.map((passage) => {
    const terms = contentStems(passage.text, locale);
    const termCounts = new Map<string, number>();
    for (const term of terms) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
    return { passage, termCounts, length: terms.length };
  });
  const documentFrequency = new Map<string, number>();
  for (const document of documents) {
    for (const term of document.termCounts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const averageLength = documents.reduce((sum, document) => sum + document.length, 0) / Math.max(documents.length, 1);
  return { documents, documentFrequency, averageLength };
}

/** How much a word of the topic counts against a word the shopper typed. */
const TOPIC_WEIGHT = 0.5;

export type SearchOptions = {
  limit?: number;
  /** Words of the question's topic (its intent's, in the corpus), counted at a lower weight. */
  topic?: string;
};

export type Retriever = {
  /** The best passages of the locale's pages for `question`, best first; none when no word matches. */
  search(question: string, locale: Locale, options?: SearchOptions): RetrievedPassage[];
};

/** BM25 over the sections of the content pages, per language, on accent-folded Snowball stems. */
export function buildRetriever(pages: readonly ContentPage[]): Retriever {
  const byLocale = new Map<Locale, LocaleIndex>();
  const locales = [...new Set(pages.map((page) => page.locale))];
  for (const locale of locales) {
    byLocale.set(locale, indexLocale(locale, pages.filter((page) => page.locale === locale).flatMap(passagesOf)));
  }
  return {
    search(question, locale, { limit = DEFAULT_PASSAGES, topic = '' } = {}) {
      const index = byLocale.get(locale);
      if (!index) return [];
      const weights = new Map<string, number>();
      for (const term of contentStems(topic, locale)) weights.set(term, TOPIC_WEIGHT);
      for (const term of contentStems(question, locale)) weights.set(term, 1);
      const total = index.documents.length;
      return index.documents
        .map(({ passage, termCounts, length }) => {
          let score = 0;
          let matched = 0;
          for (const [term, weight] of weights) {
            const frequency = termCounts.get(term);
            if (!frequency) continue;
            if (weight === 1) matched += 1;
            const containing = index.documentFrequency.get(term) ?? 0;
            const idf = Math.log(1 + (total - containing + 0.5) / (containing + 0.5));
            score += (weight * idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / index.averageLength));
          }
          return { ...passage, score, matched };
        })
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
