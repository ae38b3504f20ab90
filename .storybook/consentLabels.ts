/** The consent banner's texts in a locale, from the app's own builder (app/shell/consentLabels.ts). */
import { buildConsentBannerLabels } from '../app/shell/consentLabels';
import { i18nFor, type Locale } from './i18n';

export const consentLabels = (locale: Locale) => buildConsentBannerLabels(i18nFor(locale).t, locale);
