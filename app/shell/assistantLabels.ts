import type { Translate } from '../i18n/translate';
import type { ChatWidgetLabels } from '../../ui/ChatWidget';
import { formatPrice } from '../../ui/Price/formatPrice';

/** The chat window's texts (`assistant.*` in locales/, the `assistant` part); the workbench calls the same builder. */
export function buildChatWidgetLabels(t: Translate, languageTag: string): ChatWidgetLabels {
  return {
    title: t('assistant.title'),
    subtitle: t('assistant.subtitle'),
    close: t('assistant.close'),
    welcome: t('assistant.welcome'),
    startersLabel: t('assistant.startersLabel'),
    // §2: starter prompts for tracking, shipping and returns, in that order (contract CHAT_STARTER_PROMPTS).
    starters: [t('assistant.starters.tracking'), t('assistant.starters.shipping'), t('assistant.starters.returns')],
    inputLabel: t('assistant.inputLabel'),
    placeholder: t('assistant.placeholder'),
    send: t('assistant.send'),
    count: (count, max) => t('assistant.count', { count, max }),
    disclaimer: t('assistant.disclaimer'),
    terms: t('assistant.terms'),
    you: t('assistant.you'),
    assistant: t('assistant.assistant'),
    typing: t('assistant.typing'),
    loading: t('assistant.loading'),
    failed: t('assistant.failed'),
    rateLimited: t('assistant.rateLimited'),
    retry: t('assistant.retry'),
    handoff: t('assistant.handoff'),
    handoffLink: t('assistant.handoffLink'),
    suggestions: t('assistant.suggestions'),
    products: t('assistant.products'),
    formatPrice: (price) => formatPrice(price, languageTag),
  };
}
