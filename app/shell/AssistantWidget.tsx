import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { CHAT_INPUT_MAX_LENGTH, CHAT_TERMS_PATH } from '../../contract/chat';
import type { Locale } from '../../contract';
import { $draft, $replyStatus, $transcriptStatus, $turns, chatOpened, draftChanged, messageSent, retryClicked } from '../../features/assistant';
import { ChatWidget } from '../../ui/ChatWidget/ChatWidget';
import { localizePath } from '../i18n/locale';
import { useTranslation } from '../i18n/react';
import { buildChatWidgetLabels } from './assistantLabels';

/** The browser's local storage, or none where the browser refuses it (the session then lasts the page). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface AssistantWidgetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
  /** A link of the chat followed: the router goes there (the window closes, the conversation stays). */
  onNavigate: (href: string) => void;
}

/**
 * The lazily loaded half of AssistantHost: features/assistant joined to ui/ChatWidget. Each opening tells the
 * model, which finds the browser's session and restores its conversation the first time.
 */
export default function AssistantWidget({ open, onOpenChange, locale, onNavigate }: AssistantWidgetProps) {
  const { t, i18n } = useTranslation();
  const [turns, status, transcript, draft] = useUnit([$turns, $replyStatus, $transcriptStatus, $draft]);
  const [opened, changeDraft, send, retry] = useUnit([chatOpened, draftChanged, messageSent, retryClicked]);
  const labels = useMemo(() => buildChatWidgetLabels(t, i18n.language), [t, i18n.language]);

  useEffect(() => {
    if (open) opened({ locale, storage: browserStorage() });
  }, [open, locale, opened]);

  return (
    <ChatWidget
      open={open}
      onOpenChange={onOpenChange}
      messages={turns}
      status={status}
      restoring={transcript !== 'ready'}
      draft={draft}
      maxLength={CHAT_INPUT_MAX_LENGTH}
      onDraftChange={changeDraft}
      onSend={send}
      onRetry={retry}
      termsHref={localizePath(CHAT_TERMS_PATH, locale)}
      onNavigate={onNavigate}
      labels={labels}
    />
  );
}
