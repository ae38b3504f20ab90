import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChatLauncher } from '../../ui/ChatWidget/ChatLauncher';
import { lazyWithMessages, useTranslation } from '../i18n/react';
import { useLocale } from '../i18n/useLocale';
import { useHydrated } from './useHydrated';

const loadWidget = () => import('./AssistantWidget');
/** The window, its model, zod and the `assistant` texts: fetched when the launcher is first used, in no first load. */
const AssistantWidget = lazyWithMessages(loadWidget, ['assistant']);

/**
 * §2 chat widget, in each language's root (outside the pages, so the window and its conversation stay across
 * a page change): the launcher once the page has hydrated, the window from its first use on. The conversation
 * itself lives in the model (features/assistant) and on the server, so it also survives a reload.
 */
export function AssistantHost() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  if (!hydrated) return null;
  return (
    <>
      <ChatLauncher
        ref={launcher}
        label={t('assistant.launcher')}
        expanded={open}
        // A pointer on the launcher: the window's code starts on its way.
        onIntent={() => void loadWidget()}
        onOpen={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <AssistantWidget
            open={open}
            onOpenChange={setOpen}
            locale={locale}
            onNavigate={(href) => {
              setOpen(false);
              void navigate(href);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
