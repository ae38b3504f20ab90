import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import '../../ui/theme';

/** The same providers on the server and in the browser: the effector scope and the page's i18n. */
export function AppProviders({ scope, i18n, children }: { scope: Scope; i18n: I18n; children: ReactNode }) {
  return (
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
