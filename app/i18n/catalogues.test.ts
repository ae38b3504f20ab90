import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LOCALES } from '../../contract';
import type { Locale } from '../../contract';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import pt from '../../locales/pt.json';
import { createI18n } from './i18n';

/**
 * Every catalogue says every text, in its own language, with the same placeholders and every plural
 * form its language needs; looked up by the translator, every key renders as a sentence, never as itself.
 */

const catalogues: Record<Locale, Record<string, unknown>> = { pt, en, es, fr };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value as Record<string, unknown>, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, new Map(flatten(catalogues[locale]))])) as Record<Locale, Map<string, unknown>>;
/** Keys without their plural suffix: what callers pass to t(). */
const baseKeys = (locale: Locale) => new Set([...flat[locale].keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
const allBaseKeys = [...new Set(LOCALES.flatMap((locale) => [...baseKeys(locale)]))].sort();
const isPlural = (locale: Locale, base: string) => flat[locale].has(`${base}_other`);

/** `{{name}}` and `{{amount, price}}` placeholders of a message, by name. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*([^}]+?))?\s*\}\}/g)].map((m) => (m[2] ? `${m[1]}, ${m[2]}` : m[1]!));
/** Words of a message outside its placeholders; a message without any (a price, '-{{percent}}%') reads the same everywhere. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|\{\w+\}/g, '').replace(/[^\p{L}]+/gu, ' ').trim();

/**
 * Texts that are the same word in both languages (checked one by one), and names that are never
 * translated. Anything else equal to the pt (or, in es and fr, the en) text is an untranslated copy.
 */
/** §2 remaining time in the spec's short units (Nd Nh, Nh, Nm), read alike in pt, en and es. */
const REMAINING_TIME_UNITS = ['{{days}}d', '{{days}}d {{hours}}h', '{{hours}}h', '{{minutes}}m'];
const SAME_IN_BOTH: Record<Exclude<Locale, 'pt'>, readonly string[]> = {
  en: ['Outlet Marketplace', 'Wishlist', 'Menu', 'E-mail', 'Subtotal', 'Total', ...REMAINING_TIME_UNITS],
  es: [
    'Outlet Marketplace',
    'Enviar',
    'Ver menos',
    '{{count}}/{{max}} caracteres',
    'Política de cookies',
    'Últimas unidades',
    '{{count}} vendedor',
    '{{count}} vendedores',
    'Vista rápida',
    'Idioma',
    'Comprar por segmento',
    'Filtros',
    'Marcas',
    'Marca',
    'Desde {{price}}',
    'Filtros aplicados',
    'Aplicar filtros',
    'Filtros ({{count}})',
    'Ordenar por',
    'Fotos',
    'Comprar',
    'Compra verificada',
    'Excelente',
    'Ver {{count}} resultado',
    'Ver {{count}} resultados',
    'Por página',
    'Aplicar',
    'Modelo',
    'Página anterior',
    'Página {{page}}',
    'Mostrar vídeo',
    'Vendido por {{seller}}',
    'Empresa',
    'Error {{status}}',
    'Contacto',
    'Ver resultados',
    'Créditos',
    'Perfil',
    'Código de afiliado',
    'VIP Exclusivo',
    'Exclusivo para ti',
    'Copiar código {{code}}',
    'Aplicado',
    '{{used}}/{{total}} usados',
    'Finalizar compra',
    'Subtotal',
    'Total',
    'Cancelar',
    'Compra mínima de {{amount, price}}',
    ...REMAINING_TIME_UNITS,
  ],
  fr: [
    '{{count}} suggestion',
    '{{count}} suggestions',
    'Assistant',
    'Outlet Marketplace',
    'Menu',
    'Photos',
    'Excellent',
    'Menu principal',
    'E-mail',
    'Article',
    'Pagination',
    'Page {{page}}',
    'Description',
    'Contact',
    'Notifications ({hotkey})',
    'Notification',
    'Total',
    '{{hours}}h',
  ],
};

describe('the message catalogues (locales/*.json)', () => {
  it.each(LOCALES)('%s has every key of every catalogue, each a non-empty text', (locale) => {
    const missing = allBaseKeys.filter((base) => !baseKeys(locale).has(base));
    const empty = [...flat[locale]].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect({ missing, empty }).toEqual({ missing: [], empty: [] });
  });

  it.each(LOCALES)('%s has every plural form its language tag needs wherever a count is shown', (locale) => {
    const categories = new Intl.PluralRules(LANGUAGE_TAGS[locale]).resolvedOptions().pluralCategories;
    const plurals = allBaseKeys.filter((base) => LOCALES.some((other) => isPlural(other, base)));
    const incomplete = plurals.flatMap((base) => categories.filter((category) => !flat[locale].has(`${base}_${category}`)).map((c) => `${base}_${c}`));
    expect(incomplete).toEqual([]);
  });

  it.each(['en', 'es', 'fr'] as const)('%s translates every text (no copy of the pt or en text left)', (locale) => {
    const allowed = new Set(SAME_IN_BOTH[locale]);
    const untranslated = [...flat[locale]].flatMap(([key, value]) => {
      const sources = locale === 'en' ? [flat.pt.get(key)] : [flat.pt.get(key), flat.en.get(key)];
      const copied = typeof value === 'string' && sources.includes(value) && words(value) !== '' && !allowed.has(value);
      return copied ? [`${key}: ${value}`] : [];
    });
    expect(untranslated).toEqual([]);
  });

  it('every language uses the same placeholders in each message', () => {
    const differing = allBaseKeys.flatMap((base) => {
      const names = LOCALES.map((locale) => {
        const texts = [...flat[locale]].filter(([key]) => key === base || key.replace(PLURAL_SUFFIX, '') === base).map(([, v]) => String(v));
        return [...new Set(texts.flatMap(placeholders).filter((name) => name !== 'count'))].sort().join('|');
      });
      return new Set(names).size > 1 ? [`${base}: ${LOCALES.map((l, i) => `${l}=${names[i]}`).join(' ')}`] : [];
    });
    expect(differing).toEqual([]);
  });

  it.each(LOCALES)('%s renders every key through the translator as its own text, with every placeholder filled', (locale) => {
    const { t } = createI18n(locale, catalogues[locale]);
    const failures = [...baseKeys(locale)].flatMap((base) => {
      const names = [...flat[locale]].filter(([key]) => key.replace(PLURAL_SUFFIX, '') === base).flatMap(([, v]) => placeholders(String(v)));
      const values: Record<string, unknown> = Object.fromEntries(names.map((name) => name.split(',')[0]!).map((name) => [name, 7]));
      const counts = isPlural(locale, base) ? [0, 1, 2, 5, 1_000_000] : [undefined];
      return counts.flatMap((count) => {
        const text = t(base, { ...values, ...(count === undefined ? {} : { count }) });
        const broken = typeof text !== 'string' || text === base || text.includes(base) || /\{\{|\}\}/.test(text);
        return broken ? [`${base} (count ${count}): ${String(text)}`] : [];
      });
    });
    expect(failures).toEqual([]);
  });
});

describe('one voice in pt: European Portuguese, formal', () => {
  /** §2 names these texts word for word; they are kept as the spec writes them. */
  const SPEC_TEXTS = new Set(['Sugestões para você', 'Exclusivo para ti']);
  const NOT_EUROPEAN_OR_FORMAL =
    /\b(você|vocês|ti|tu|teu|tua|teus|tuas|contigo|tela|celular|cadastr\w*|usuári\w*|arquivo\w*|ônibus|ao vivo|registre|contato\w*|seção|seções|equipe|baixar|site|fato|recepção|(?:est\w+|fica\w*|continu\w*) \w+ndo|Last|Free|Official|Store|Shipping)\b/iu;

  it('no pt text is Brazilian, informal or English, apart from the texts the spec names', () => {
    const found = [...flat.pt].filter(([, value]) => typeof value === 'string' && !SPEC_TEXTS.has(value) && NOT_EUROPEAN_OR_FORMAL.test(value));
    expect(found.map(([key, value]) => `${key}: ${String(value)}`)).toEqual([]);
  });

  it('counts agree with their noun at 0 and 1 (0 produtos, 1 produto)', () => {
    const { t } = createI18n('pt', pt);
    expect(t('catalog.toolbar.results', { count: 0 })).toBe('0 produtos');
    expect(t('catalog.toolbar.results', { count: 1 })).toBe('1 produto');
  });

  it('amounts in messages are written like prices, 5,00 € (€5.00 in en)', () => {
    expect(createI18n('pt', pt).t('cart.coupon.rejection.minimumRequired', { amount: 30 })).toBe('Compra mínima de 30,00\u00a0€');
    expect(createI18n('fr', fr).t('discounts.value.fixed', { amount: 5 })).toBe('5,00\u00a0€');
    expect(createI18n('en', en).t('discounts.value.fixed', { amount: 5 })).toBe('€5.00');
  });
});
