import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import type { Translator as I18n } from '../i18n/translate';
import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/react';
import '../../ui/theme';
import { AppToaster } from './AppToaster';
import { HYDRATED_MARK } from './hydrationMark';
import { LiveStatusHost } from './LiveStatusHost';
import { NamedIcons } from './NamedIcons';
import { pageHydrationFinished } from './useHydrated';

/**
 * Marks the document once React has hydrated it (end-to-end tests wait for it) and tells the client,
 * which only then reads the browser's storage: state from storage before hydration would render
 * differently from the server's HTML.
 */
function HydrationMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark(HYDRATED_MARK);
    pageHydrationFinished();
    onHydrated?.();
  }, [onHydrated]);
  return null;
}

/**
 * The same providers on the server and in the browser: the effector scope and the page's i18n, and
 * the app's one Toaster (§2 toasts; any feature shows one with features/toasts `toastShown`) and the
 * live updates notice (LiveStatusHost: nothing until the browser's live connection came up).
 * Server and browser must render the same tree around the router, or useId values differ.
 */
export function AppProviders({ scope, i18n, children, onHydrated }: { scope: Scope; i18n: I18n; children: ReactNode; onHydrated?: () => void }) {
  return (
    <Provider value={scope}>
      <I18nProvider i18n={i18n}>
        <NamedIcons>{children}</NamedIcons>
        <AppToaster />
        <LiveStatusHost />
        {/* Last, in a Suspense boundary of its own: React hydrates it in the same pass as the boundaries it
            left dehydrated under the root (the page's, DefaultLayout), so the mark — and the browser's storage
            read after it — come once the whole page has hydrated. A store update reaching a boundary still
            dehydrated would hydrate it with the browser's state, not the server's (React #418). */}
        <Suspense fallback={null}>
          <HydrationMark onHydrated={onHydrated} />
        </Suspense>
      </I18nProvider>
    </Provider>
  );
}
