import type { Locale } from '../../../contract';
import { TRAINING_CORPUS } from './corpus';
import { INTENT_TOPICS } from './corpus/topics';
import { buildRetriever, DEFAULT_PASSAGES, type ContentPage, type RetrievedPassage } from './retrieval';
import { trainUnderstanding, type Corpus, type Understood } from './understanding';

export type Grounded = Understood & {
  /** The content passages a reply may be built from, best first, each naming its page's slug. */
  passages: RetrievedPassage[];
};

export type AssistantCore = {
  /** What the message asks, in which language, what it names, and the page passages that answer it. */
  read(text: string, hint?: Locale): Promise<Grounded>;
};

/**
 * The understanding core the endpoint builds on: trained at start-up on the corpus, searching the
 * content pages it is given (from `loadContentPages` in the API, fixtures in tests).
 */
export async function createAssistantCore(pages: readonly ContentPage[], corpus: Corpus = TRAINING_CORPUS): Promise<AssistantCore> {
  const pageTexts: Partial<Record<Locale, string[]>> = {};
  for (const page of pages) {
    (pageTexts[page.locale] ??= []).push(page.title, page.summary, ...page.sections.map((section) => `${section.heading ?? ''} ${section.body}`));
  }
  const understanding = await trainUnderstanding(corpus, pageTexts);
  const retriever = buildRetriever(pages);
  return {
    async read(text, hint) {
      const understood = await understanding.understand(text, hint);
      const topic = INTENT_TOPICS[understood.locale][understood.intent];
      return { ...understood, passages: retriever.search(text, understood.locale, { limit: DEFAULT_PASSAGES, ...(topic ? { topic } : {}) }) };
    },
  };
}
