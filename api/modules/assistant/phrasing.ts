import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../contract';

/** The optional OpenAI-compatible chat-completions service that may word a reply (ASSISTANT_MODEL_*). */
export type ModelConfig = { url: string; key: string | null; model: string; timeoutMs: number };

export type Phraser = {
  /** Whether an external model is configured at all. */
  readonly external: boolean;
  /** The reply worded by the model from the draft and its facts, or the draft itself on any doubt. */
  phrase(input: { locale: Locale; draft: string; facts: string[] }): Promise<string>;
};

const LANGUAGES: Record<Locale, string> = { pt: 'European Portuguese', en: 'English', es: 'Spanish', fr: 'French' };
const LINK = /\[[^\]]*\]\([^)]*\)/g;
/** A number, or a word holding digits (an order number) taken whole. */
const NUMBER = /[\p{L}\d]*\d[\p{L}\d]*(?:[.,]\d+)*/gu;
const MAX_REPLY = 1500;

/**
 * The model only rewords: the draft is the offline reply, built from the retrieved passages and the
 * tools' results, and the facts are those passages and results. Its answer is kept only when it has
 * every link of the draft and no other, and no number that is not in the draft or the facts (an order
 * number, a price, a date it made up); otherwise, and on any error or time-out, the draft stands.
 */
export function acceptable(answer: string, draft: string, facts: string[]): boolean {
  if (!answer.trim() || answer.length > MAX_REPLY) return false;
  const links = (text: string) => [...text.matchAll(LINK)].map((match) => match[0]).sort();
  if (JSON.stringify(links(answer)) !== JSON.stringify(links(draft))) return false;
  const known = new Set([draft, ...facts].flatMap((text) => [...text.matchAll(NUMBER)].map((match) => match[0])));
  const withoutLinks = answer.replace(LINK, '');
  return [...withoutLinks.matchAll(NUMBER)].every((match) => known.has(match[0]));
}

export function createPhraser(config: ModelConfig | null, log: FastifyBaseLogger, fetchImpl: typeof fetch = globalThis.fetch): Phraser {
  if (!config) return { external: false, phrase: async ({ draft }) => draft };
  return {
    external: true,
    async phrase({ locale, draft, facts }) {
      try {
        const response = await fetchImpl(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.key ? { authorization: `Bearer ${config.key}` } : {}) },
          signal: AbortSignal.timeout(config.timeoutMs),
          body: JSON.stringify({
            model: config.model,
            temperature: 0.2,
            messages: [
              {
                role: 'system',
                content:
                  `You reword a shop assistant's reply in ${LANGUAGES[locale]}, friendlier and shorter. Use only the facts given. ` +
                  'Never add an order, a price, a date, a policy or a link that is not in them. Keep every [label](/path) link exactly as written. Answer with the reply only.',
              },
              { role: 'user', content: `Facts:\n${facts.join('\n---\n')}\n\nReply to reword:\n${draft}` },
            ],
          }),
        });
        if (!response.ok) throw new Error(`the model answered ${response.status}`);
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const answer = body.choices?.[0]?.message?.content;
        if (typeof answer === 'string' && acceptable(answer.trim(), draft, facts)) return answer.trim();
        log.info('assistant: the model reply was not kept (a link or a number it was not given)');
      } catch (error) {
        log.warn({ err: error }, 'assistant: the model could not phrase the reply; the offline reply stands');
      }
      return draft;
    },
  };
}
