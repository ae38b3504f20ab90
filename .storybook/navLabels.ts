/**
 * The navigation pieces' sentences (`nav.*`, `errorPage.*`) in a locale, built like the app builds
 * them — so every story shows the shipped catalogue text in pt, en, es and fr.
 */
import type { Locale } from '../contract';
import { i18nFor } from './i18n';

export function navT(locale: Locale) {
  return i18nFor(locale).t;
}

/** The close button of every dialog, drawer and sheet. */
export function closeLabel(locale: Locale): string {
  return navT(locale)('nav.close');
}
