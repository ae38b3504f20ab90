/** The chat window's texts in a locale, from the app's own builder (app/shell/assistantLabels.ts). */
import { buildChatWidgetLabels } from '../app/shell/assistantLabels';
import { i18nFor, languageTagFor, type Locale } from './i18n';

export const chatWidgetLabels = (locale: Locale) => buildChatWidgetLabels(i18nFor(locale).t, languageTagFor(locale));
export const chatLauncherLabel = (locale: Locale) => i18nFor(locale).t('assistant.launcher');
