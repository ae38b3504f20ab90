/** The reviews pieces' texts in a locale, from the app's own builders (app/pages/product/reviewLabels.ts). */
import { reviewFailureText, reviewFormLabels, reviewListLabels, reviewSummaryLabels } from '../app/pages/product/reviewLabels';
import type { Locale } from '../contract';
import { i18nFor } from './i18n';

const tFor = (locale: Locale) => i18nFor(locale).t;
export const summaryLabels = (locale: Locale) => reviewSummaryLabels(tFor(locale));
export const listLabels = (locale: Locale) => reviewListLabels(tFor(locale));
export const formLabels = (locale: Locale) => reviewFormLabels(tFor(locale));
export const failureText = (locale: Locale, httpStatus: number) => reviewFailureText(tFor(locale), httpStatus);
