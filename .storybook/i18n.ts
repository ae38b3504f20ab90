import { LANGUAGE_TAGS, LOCALES, type Locale } from '../contract';
import type { ProductCardLabels } from '../ui/ProductCard';
import { cardLabels } from '../app/pages/labels';
import { createTranslator, type Translator } from '../app/i18n/translate';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

/** The catalogues the app ships, so stories show the real sentences in every locale. */
const catalogues = { pt, en, es, fr } satisfies Record<Locale, unknown>;

const instances = new Map<Locale, Translator>();

/** One translator per locale, by language tag as in the app (plurals and prices follow it), falling back to pt. */
export function i18nFor(locale: Locale): Translator {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createTranslator(LANGUAGE_TAGS[locale], catalogues[locale], catalogues.pt);
    instances.set(locale, instance);
  }
  return instance;
}

export function languageTagFor(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}

/**
 * The product card's sentences in `locale`, built like the app builds them; `campaignPrice`: a campaign page's,
 * whose cards name the campaign's price.
 */
export function productCardLabels(locale: Locale, options: { campaignPrice?: boolean } = {}): ProductCardLabels {
  return cardLabels(i18nFor(locale).t, options);
}

export { LOCALES };
export type { Locale };
