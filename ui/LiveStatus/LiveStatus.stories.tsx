import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { liveStatusLabels } from '../../.storybook/liveStatusLabels';
import { bottomBarHrefs, bottomBarLabels, headerLabels, localePath, menuFor } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { menus } from '../../mocks/fixtures';
import { BottomBar } from '../BottomBar';
import { Header } from '../Header';
import { LiveStatus } from './LiveStatus';
import { LIVE_STATUS_STATES } from './LiveStatus.css';
import type { LiveStatusState } from './LiveStatus.css';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const noop = () => undefined;

/** The notice where the app shows it: over a page with the header on top and, on phones, the bottom bar. */
function OnAPage({ locale, state }: { locale: Locale; state: LiveStatusState }) {
  const to = (path: string) => localePath(locale, path);
  const served = menuFor(locale, menus);
  return (
    <>
      <Header
        brandName="Outlet Marketplace"
        homeHref={to('/')}
        menus={served.menus}
        panels={served.panels}
        locale={locale}
        labels={headerLabels(locale)}
        linkTo={to}
        currentPath={to('/')}
        searchAction={to('/search')}
        wishlistHref={to('/account/wishlist')}
        accountHref={to('/account')}
        cartHref={to('/cart')}
        cartCount={2}
        onCartOpen={noop}
        onAccount={noop}
        onSearch={noop}
        onNavigate={noop}
      />
      <main style={{ minHeight: '100vh' }} />
      <BottomBar currentPath={to('/')} hrefs={bottomBarHrefs(locale)} labels={bottomBarLabels(locale)} cartCount={2} menuHasFeatured={false} onMenuOpen={noop} />
      <LiveStatus state={state} labels={liveStatusLabels(locale)} />
    </>
  );
}

const meta = {
  title: 'Feedback/LiveStatus',
  component: LiveStatus,
  args: { state: 'paused', labels: liveStatusLabels('pt') },
  argTypes: { state: { control: 'inline-radio', options: LIVE_STATUS_STATES }, labels: { control: false } },
  render: (args, context) => <OnAPage locale={localeOf(context)} state={args.state} />,
  parameters: { layout: 'fullscreen' },
  globals: viewport('mobile'),
} satisfies Meta<typeof LiveStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const noticeOf = (canvas: Canvas) => canvas.getByRole('status');

/** What a person checks on every shown notice: the sentence is announced, nothing of the page's controls is hidden by it. */
async function expectNotice(canvas: Canvas, locale: Locale, state: 'paused' | 'resumed') {
  const status = noticeOf(canvas);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveTextContent(liveStatusLabels(locale)[state]);
  // (it fades in over 200 ms)
  await waitFor(() => expect(within(status).getByText(liveStatusLabels(locale)[state])).toBeVisible());
  // The icon is decoration: the sentence carries the meaning.
  await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  const box = status.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(overlaps(box, canvas.getByRole('banner').getBoundingClientRect())).toBe(false);
  for (const control of within(canvas.getByRole('banner')).queryAllByRole('link').concat(within(canvas.getByRole('banner')).queryAllByRole('button'))) {
    await expect(overlaps(box, control.getBoundingClientRect())).toBe(false);
  }
  // (from 768px the bar is not displayed, and so has no accessible name to look it up by)
  const bar = [...document.querySelectorAll('nav')].find((nav) => nav.getAttribute('aria-label') === bottomBarLabels(locale).navigation);
  await expect(bar).toBeDefined();
  if (bar && getComputedStyle(bar).display !== 'none') {
    await expect(overlaps(box, bar.getBoundingClientRect())).toBe(false);
    await expect(bar.getBoundingClientRect().top - box.bottom).toBeLessThanOrEqual(16);
  } else {
    await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(16);
  }
  // Never in the way: taps go through to the page under it.
  await expect(getComputedStyle(status).pointerEvents).toBe('none');
}

/** The connection was lost for a while: the notice sits bottom left, just above the phone's bottom bar. */
export const Paused: Story = {
  play: async ({ canvas, globals }) => {
    await expectNotice(canvas, localeOf({ globals }), 'paused');
  },
};

/** The connection is back: a short confirmation (the app hides it after about 3 s). */
export const Resumed: Story = {
  args: { state: 'resumed' },
  play: async ({ canvas, globals }) => {
    await expectNotice(canvas, localeOf({ globals }), 'resumed');
  },
};

/** Nothing to say: nothing shows, but the status region is there, so a later sentence is announced. */
export const Hidden: Story = {
  args: { state: 'hidden' },
  play: async ({ canvas }) => {
    const status = noticeOf(canvas);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBe(0);
  },
};

/** The longest sentence (French) wraps inside the screen and stays above the bottom bar. */
export const LongestFrenchOnAPhone: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvas }) => {
    await expectNotice(canvas, 'fr', 'paused');
    const box = noticeOf(canvas).getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(16);
  },
};

/** On a desktop (no bottom bar) it sits in the bottom-left corner, away from the header's cart and account. */
export const PausedOnDesktop: Story = {
  globals: { locale: 'en', ...viewport('desktop') },
  play: async ({ canvas }) => {
    await expectNotice(canvas, 'en', 'paused');
  },
};

export const ResumedOnDesktop: Story = {
  args: { state: 'resumed' },
  globals: { locale: 'es', ...viewport('desktop') },
  play: async ({ canvas }) => {
    await expectNotice(canvas, 'es', 'resumed');
  },
};

/** How the app uses it: mounted hidden, then told the updates paused — the same region gets the sentence. */
function MountedThenPaused({ locale }: { locale: Locale }) {
  const [state, setState] = useState<LiveStatusState>('hidden');
  useEffect(() => {
    const timer = setTimeout(() => setState('paused'), 100);
    return () => clearTimeout(timer);
  }, []);
  return <OnAPage locale={locale} state={state} />;
}

export const ChangesInPlace: Story = {
  render: (_args, context) => <MountedThenPaused locale={localeOf(context)} />,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const region = noticeOf(canvas);
    await expect(region).toBeEmptyDOMElement();
    await waitFor(() => expect(region).toHaveTextContent(liveStatusLabels(locale).paused));
    await expect(noticeOf(canvas)).toBe(region);
  },
};

/** People who ask for less motion get the notice without its entrance (the rule is in the stylesheet). */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    const notice = within(noticeOf(canvas)).getByText(liveStatusLabels('pt').paused).closest('p')!;
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const reduced = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'));
    const stopsIt = reduced.some((media) =>
      [...media.cssRules].some((rule) => rule instanceof CSSStyleRule && notice.matches(rule.selectorText) && rule.style.animationName === 'none'),
    );
    await expect(getComputedStyle(notice).animationName).not.toBe('none');
    await expect(stopsIt).toBe(true);
  },
  parameters: { screenshot: false },
};
