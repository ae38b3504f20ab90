import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { fork, scopeBind } from 'effector';
import type { Scope } from 'effector';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import type { Locale, RealtimeConnectionState } from '../../contract';
import { $apiBaseUrl } from '../../features/api-client';
import { connectionStateChanged, LIVE_UPDATES_PAUSE_GRACE_MS, LIVE_UPDATES_RESUMED_NOTICE_MS } from '../../features/realtime';
import { i18nFor } from '../../.storybook/i18n';
import { liveStatusLabels } from '../../.storybook/liveStatusLabels';
import { viewport } from '../../.storybook/viewports';
import { localizePath } from '../i18n/locale';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { AppProviders } from './AppProviders';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** The scopes of the mounted stories, so that a play can report what pusher-js would (one app per story). */
const scopes = new Map<Locale, Scope>();
const report = (locale: Locale, state: RealtimeConnectionState) => scopeBind(connectionStateChanged, { scope: scopes.get(locale)! })(state);

/** The default layout inside the app's own providers, as the browser entry mounts them. */
function LiveApp({ locale }: { locale: Locale }) {
  const [app] = useState(() => {
    const scope = fork({ values: [[$apiBaseUrl, window.location.origin]] });
    const router = createMemoryRouter(
      [{ path: localizePath('/', locale), handle: { locale }, Component: DefaultLayout, children: [{ index: true, Component: () => <h1>Home</h1> }] }],
      { initialEntries: [localizePath('/', locale)] },
    );
    scopes.set(locale, scope);
    return { scope, router };
  });
  useEffect(() => () => app.router.dispose(), [app]);
  return (
    <AppProviders scope={app.scope} i18n={i18nFor(locale)}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}

const meta = {
  title: 'App/LiveStatus',
  component: LiveApp,
  args: { locale: 'pt' },
  render: (_args, context) => <LiveApp locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
  globals: viewport('mobile'),
} satisfies Meta<typeof LiveApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const liveRegion = () => document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until the live connection first comes up, the app has no notice at all; once up, an empty status region
 * waits. Lost for longer than the grace period, the page says its live updates are paused.
 */
export const PausedAfterTheGracePeriod: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = liveStatusLabels(locale);
    await page().findByRole('heading', { name: 'Home' });
    await expect(liveRegion()).toBeNull();
    report(locale, 'connecting');
    report(locale, 'connected');
    await waitFor(() => expect(liveRegion()).not.toBeNull());
    await expect(liveRegion()).toBeEmptyDOMElement();
    const region = liveRegion();

    report(locale, 'unavailable');
    await sleep(LIVE_UPDATES_PAUSE_GRACE_MS / 2);
    await expect(region).toBeEmptyDOMElement();
    await waitFor(() => expect(region).toHaveTextContent(labels.paused), { timeout: LIVE_UPDATES_PAUSE_GRACE_MS * 2 });
    await waitFor(() => expect(page().getByText(labels.paused)).toBeVisible());
    // The sentence arrived in the region that was already there (it is announced, not mounted with it).
    await expect(liveRegion()).toBe(region);
  },
};

/** The connection comes back: 'resumed' for a moment, then nothing — the region stays for the next time. */
export const ResumedThenHidden: Story = {
  globals: { locale: 'en', ...viewport('desktop') },
  play: async (context) => {
    await PausedAfterTheGracePeriod.play!(context);
    const locale = localeOf(context);
    const labels = liveStatusLabels(locale);
    report(locale, 'connecting');
    await expect(liveRegion()).toHaveTextContent(labels.paused);
    report(locale, 'connected');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(labels.resumed));
    await waitFor(() => expect(liveRegion()).toBeEmptyDOMElement(), { timeout: LIVE_UPDATES_RESUMED_NOTICE_MS * 2 });
  },
  // A movie, not a still: its end is the page without a notice, which the ui stories picture already.
  parameters: { screenshot: false },
};

/** A page whose live connection never came up (refused, or realtime not configured) says nothing, however long. */
export const NeverConnected: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await page().findByRole('heading', { name: 'Home' });
    report(locale, 'connecting');
    report(locale, 'failed');
    await sleep(LIVE_UPDATES_PAUSE_GRACE_MS * 1.5);
    await expect(liveRegion()).toBeNull();
    await expect(page().queryByText(liveStatusLabels(locale).paused)).not.toBeInTheDocument();
  },
  parameters: { screenshot: false },
};
