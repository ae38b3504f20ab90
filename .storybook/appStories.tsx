/**
 * Helpers of the app-level stories (the stories under app/), which mount pages with their own scope.
 */
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { useEffect, useState } from 'react';
import { I18nProvider } from '../app/i18n/react';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import type { Locale } from '../contract';
import { AppToaster } from '../app/shell/AppToaster';
import { FIXTURE_NOW_MS } from '../mocks/fixtures';
import { i18nFor } from './i18n';

/** A Storage kept in memory: each story's app starts with nothing stored, and leaves nothing behind. */
export function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

/**
 * Runs `Date.now` from `start` (a minute before the fixtures' now by default, so the seconds a story takes
 * never cost a coupon's '30d' a day) at the real pace: time-dependent texts (a coupon's time left, the
 * footer's year) read the same on any day, while timers and elapsed times behave. Returns the undo,
 * for a story's `beforeEach`.
 */
export function fixedClock(start = FIXTURE_NOW_MS - 60_000): () => void {
  const realNow = Date.now;
  const startedAt = realNow.call(Date);
  Date.now = () => start + (realNow.call(Date) - startedAt);
  return () => {
    Date.now = realNow;
  };
}

/** What a story's app is made of: its scope, its router, and what to stop when the story goes. */
export interface StoryAppParts {
  scope: Scope;
  router: ReturnType<typeof createMemoryRouter>;
  dispose?: () => void;
}

/**
 * Mounts the app `create` makes (once per story) as the browser entry mounts it: the scope's provider, the
 * locale's messages, the router and the app's one toaster; the router is disposed when the story goes.
 */
export function StoryApp({ locale, create }: { locale: Locale; create: () => StoryAppParts }) {
  const [app] = useState(create);
  useEffect(
    () => () => {
      app.router.dispose();
      app.dispose?.();
    },
    [app],
  );
  return (
    <Provider value={app.scope}>
      <I18nProvider i18n={i18nFor(locale)}>
        <RouterProvider router={app.router} />
        <AppToaster />
      </I18nProvider>
    </Provider>
  );
}
