/** The size guide's texts in a locale, from the app's own builders. */
import { sizeGuideLabels as appSizeGuideLabels } from '../app/pages/product/sizeGuideLabels';
import type { Locale } from '../contract';
import { i18nFor } from './i18n';

export const sizeGuideLabels = (locale: Locale) => appSizeGuideLabels(i18nFor(locale).t);
/** The opener's text beside the size selector. */
export const sizeGuideLinkLabel = (locale: Locale) => i18nFor(locale).t('product.sizeGuide');
