import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../../contract';
import type * as Facts from './facts';

/**
 * The pages state the product's rules from `FACTS`, never typed in: with the facts changed to values no text
 * holds, every page that speaks of the refund deadline, the legal guarantee and the return window says the
 * new values, and none of the old ones is left.
 */
vi.mock('./facts', async (original) => {
  const facts = await original<typeof Facts>();
  return { ...facts, FACTS: { ...facts.FACTS, returnDays: 21, refundDays: 9, guaranteeYears: 5 } };
});

const { CONTENT_PAGES } = await import('./index');

const textOf = (slug: string, locale: Locale) => {
  const page = CONTENT_PAGES.find((entry) => entry.slug === slug)!.text[locale];
  return [page.title, page.summary, ...page.sections.flatMap((section) => [section.heading, section.body])].join('\n');
};

/** How each language writes "within 9 days", "5 years" and "21 days". */
const WORDS: Record<Locale, { refund: string; guarantee: string; window: string; old: RegExp }> = {
  pt: { refund: 'máximo de 9 dias', guarantee: '5 anos', window: '21 dias', old: /\b14 dias|\b3 anos/ },
  en: { refund: 'within 9 days', guarantee: '5-year', window: '21 days', old: /\b14 days|\b3-year/ },
  es: { refund: 'máximo de 9 días', guarantee: '5 años', window: '21 días', old: /\b14 días|\b3 años/ },
  fr: { refund: 'plus tard 9 jours', guarantee: '5 ans', window: '21 jours', old: /\b14 jours|\b3 ans/ },
};

describe('the content pages read the refund deadline, the guarantee and the return window from FACTS', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the returns policy, the FAQ and the terms say the facts' values and no other`, () => {
      const words = WORDS[locale];
      const policy = textOf('returns-policy', locale);
      expect(policy).toContain(words.refund);
      expect(policy).toContain(words.guarantee);
      expect(policy).toContain(words.window);
      const faq = textOf('faq', locale);
      expect(faq).toContain(words.guarantee);
      expect(faq).toContain(words.window);
      expect(faq).toMatch(new RegExp(`\\b9 (dias|days|días|jours)`));
      const terms = textOf('terms-of-service', locale);
      expect(terms).toContain(words.guarantee);
      expect(terms).toMatch(new RegExp(`\\b9 (dias|days|días|jours)`));
      for (const slug of ['returns-policy', 'faq', 'terms-of-service', 'shipping-policy']) expect(textOf(slug, locale)).not.toMatch(words.old);
    });
  }
});
