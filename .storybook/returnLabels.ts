/** The returns pieces' texts in a locale, from the app's own builders (app/shell/returnLabels.ts). */
import type { OrderReturn, ReturnableLine } from '../contract';
import { buildReturnRequestFormLabels, buildReturnStatusLabels, returnFailedMessage, returnFormLines, returnItems, returnLineError, returnStepDates } from '../app/shell/returnLabels';
import { i18nFor, languageTagFor, type Locale } from './i18n';

const tFor = (locale: Locale) => i18nFor(locale).t;
export const returnRequestFormLabels = (locale: Locale) => buildReturnRequestFormLabels(tFor(locale));
export const returnFormLinesFor = (locale: Locale, lines: readonly ReturnableLine[]) => returnFormLines(tFor(locale), languageTagFor(locale), lines);
export const returnFailedMessageFor = (locale: Locale) => returnFailedMessage(tFor(locale));
export const returnTooManyFor = (locale: Locale, max: number) => returnLineError(tFor(locale), 'quantity', max);
export const returnStatusPropsFor = (locale: Locale, entry: OrderReturn) => ({
  status: entry.status,
  dates: returnStepDates(languageTagFor(locale), entry),
  items: returnItems(tFor(locale), entry),
  labels: buildReturnStatusLabels(tFor(locale), languageTagFor(locale), entry),
});
