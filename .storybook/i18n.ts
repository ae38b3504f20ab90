import i18next, { type i18n } from 'i18next';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '../contract';
import type { ProductCardLabels } from '../ui/ProductCard';
import { cardLabels } from '../app/pages/labels';
import { addPriceFormat } from '../app/i18n/i18n';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

/** The catalogues the app ships, so stories show the real sentences in every locale. */
const catalogues = { pt, en, es, fr } satisfies Record<Locale, unknown>;

const instances = new Map<Locale, i18n>();

/** One synchronous i18next instance per locale, by language tag as in the app (plurals and prices follow it). */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: LANGUAGE_TAGS[locale],
      fallbackLng: LANGUAGE_TAGS.pt,
      supportedLngs: LOCALES.map((l) => LANGUAGE_TAGS[l]),
      resources: Object.fromEntries(LOCALES.map((l) => [LANGUAGE_TAGS[l], { translation: catalogues[l] }])),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    addPriceFormat(instance);
    instances.set(locale, instance);
  }
  return instance;
}

export function languageTagFor(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}

/** The product card's sentences in `locale`, built like the app builds them. */
export function productCardLabels(locale: Locale): ProductCardLabels {
  return cardLabels(i18nFor(locale).t);
}

export { LOCALES };
export type { Locale };
