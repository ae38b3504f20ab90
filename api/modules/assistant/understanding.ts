import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { LangFr } from '@nlpjs/lang-fr';
import { LangPt } from '@nlpjs/lang-pt';
import { Nlp } from '@nlpjs/nlp';
import { LOCALES, type Locale } from '../../../contract';
import { extractEntities, maskEntities, type Entities } from './entities';
import { ASSISTANT_INTENTS, type AssistantIntent, type IntentUtterances } from './intents';
import { buildLanguageDetector } from './language';

export type Understood = { locale: Locale; intent: AssistantIntent; confidence: number; entities: Entities };

export type Understanding = {
  /** The message's language (the shopper's locale breaks a tie), what it asks and what it names. */
  understand(text: string, hint?: Locale): Promise<Understood>;
};

export type Corpus = Record<Locale, IntentUtterances>;

const isIntent = (name: string): name is AssistantIntent => (ASSISTANT_INTENTS as readonly string[]).includes(name);

/**
 * Below this score the best intent is a guess: the message is 'other' and the reply offers a person.
 * nlp.js's own cut-off (0.5) turned away too many short, typed-in-a-hurry questions that the best
 * guess got right.
 */
export const MIN_INTENT_CONFIDENCE = 0.3;



/**
 * Trains nlp.js's neural intent classifier, one per language, on the corpus; a few hundred utterances
 * train in well under a second, so the API trains at start-up instead of shipping a model file.
 * `extraTexts` (the content pages' text) widen the words the language detector knows.
 */
export async function trainUnderstanding(corpus: Corpus, extraTexts: Partial<Record<Locale, readonly string[]>> = {}): Promise<Understanding> {
  const container = await containerBootstrap();
  for (const language of [LangPt, LangEn, LangEs, LangFr]) container.use(language);
  const nlp = new Nlp({ container, languages: [...LOCALES], autoSave: false, autoLoad: false, nlu: { log: false, spellCheck: true } });
  for (const locale of LOCALES) {
    for (const intent of ASSISTANT_INTENTS) {
      for (const utterance of corpus[locale][intent]) nlp.addDocument(locale, maskEntities(utterance, locale), intent);
    }
  }
  await nlp.train();

  const detector = buildLanguageDetector(
    Object.fromEntries(
      LOCALES.map((locale) => [locale, [...Object.values(corpus[locale]).flat(), ...(extraTexts[locale] ?? [])]]),
    ) as Record<Locale, string[]>,
  );

  return {
    async understand(text, hint) {
      const locale = detector.detect(text, hint);
      const result = await nlp.process(locale, maskEntities(text, locale));
      const best = result.classifications[0];
      const intent = best && isIntent(best.intent) && best.score >= MIN_INTENT_CONFIDENCE ? best.intent : 'other';
      return { locale, intent, confidence: best?.score ?? 0, entities: extractEntities(text, locale) };
    },
  };
}
