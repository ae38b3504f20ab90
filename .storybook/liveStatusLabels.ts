/** The live updates notice's texts in a locale, from the app's own builder (app/shell/liveStatusLabels.ts). */
import { buildLiveStatusLabels } from '../app/shell/liveStatusLabels';
import { i18nFor, type Locale } from './i18n';

export const liveStatusLabels = (locale: Locale) => buildLiveStatusLabels(i18nFor(locale).t);
