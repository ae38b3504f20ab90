import type { Decorator, Preview } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { isLocale, LOCALES, DEFAULT_LOCALE, type Locale } from '../contract';
import '../ui/theme';
import { VIEWPORTS } from './viewports';

/** The default handlers of mocks/ when that folder provides them; stories add theirs in `beforeEach`. */
const defaultHandlerModules = import.meta.glob<{ handlers?: AnyHandler[] }>('../mocks/handlers.ts', { eager: true });
const defaultHandlers = Object.values(defaultHandlerModules).flatMap((module) => module.handlers ?? []);

/** Stories look the same everywhere: wait for the bundled font before anything is drawn or compared. */
async function fontsLoaded() {
  if (typeof document === 'undefined' || !('fonts' in document)) return {};
  await Promise.all(['400', '500', '650'].map((weight) => document.fonts.load(`${weight} 16px "Inter Variable"`)));
  await document.fonts.ready;
  return {};
}

/**
 * `<html lang>` follows the locale toolbar, as the app sets it per route. The frame is the element the
 * screenshot comparison pictures (vitest.setup.ts): as wide as the story, or the whole viewport for
 * `layout: 'fullscreen'`; its padding keeps focus rings and shadows in the picture.
 */
function StoryFrame({ locale, fullscreen, children }: { locale: Locale; fullscreen: boolean; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <div data-story-root={fullscreen ? 'fullscreen' : 'fit'} style={{ display: 'flow-root', padding: 16, width: fullscreen ? undefined : 'fit-content' }}>
      {children}
    </div>
  );
}

const withLocale: Decorator = (Story, context) => (
  <StoryFrame locale={isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE} fullscreen={context.parameters.layout === 'fullscreen'}>
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...defaultHandlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
      return worker;
    }),
    fontsLoaded,
  ],
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  parameters: {
    // A violation fails the story (and so the test run), it is not only listed in the panel.
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
