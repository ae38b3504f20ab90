import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { consentLabels } from '../../.storybook/consentLabels';
import { bottomBarHrefs, bottomBarLabels, localePath } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { BottomBar } from '../BottomBar';
import { ConsentBanner } from './ConsentBanner';
import type { ConsentBannerProps } from './ConsentBanner';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const noop = () => undefined;

/** The banner where the app shows it: over a page, with the phone's bottom bar under it. */
function OnAPage({ locale, ...props }: ConsentBannerProps & { locale: Locale }) {
  const to = (path: string) => localePath(locale, path);
  return (
    <>
      <main style={{ minHeight: '100vh', padding: 16 }}>
        <h1>Outlet Marketplace</h1>
        <a href={to('/')}>{to('/')}</a>
      </main>
      <BottomBar currentPath={to('/')} hrefs={bottomBarHrefs(locale)} labels={bottomBarLabels(locale)} cartCount={0} menuHasFeatured={false} onMenuOpen={noop} />
      <ConsentBanner {...props} labels={consentLabels(locale)} />
    </>
  );
}

const meta = {
  title: 'Feedback/ConsentBanner',
  component: ConsentBanner,
  args: { labels: consentLabels('pt'), onAcceptAll: fn(), onRejectAll: fn(), onSave: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => <OnAPage {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
  globals: viewport('mobile'),
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const bannerOf = (canvas: Canvas, locale: Locale) => canvas.getByRole('region', { name: consentLabels(locale).title });

/** What a person checks on any banner: named, inside the screen, and 'accept all' and 'reject all' alike. */
async function expectBanner(canvas: Canvas, locale: Locale) {
  const labels = consentLabels(locale);
  const banner = bannerOf(canvas, locale);
  // (it slides in over 200 ms: measured where it comes to rest)
  await Promise.all(banner.getAnimations({ subtree: true }).map((animation: Animation) => animation.finished));
  await expect(within(banner).getByText(labels.description, { exact: false })).toBeVisible();
  await expect(within(banner).getByRole('link', { name: labels.policy!.label })).toHaveAttribute('href', labels.policy!.href);
  const accept = within(banner).getByRole('button', { name: labels.acceptAll });
  const reject = within(banner).getByRole('button', { name: labels.rejectAll });
  // Equally prominent: the same size, the same colours, the same weight.
  const [a, r] = [accept.getBoundingClientRect(), reject.getBoundingClientRect()];
  await expect(Math.round(a.width)).toBe(Math.round(r.width));
  await expect(Math.round(a.height)).toBe(Math.round(r.height));
  await expect(Math.round(a.top)).toBe(Math.round(r.top));
  const [as, rs] = [getComputedStyle(accept), getComputedStyle(reject)];
  await expect([as.backgroundColor, as.color, as.fontWeight]).toEqual([rs.backgroundColor, rs.color, rs.fontWeight]);
  const box = banner.firstElementChild!.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  // Fixed over the page: showing it moves nothing.
  await expect(getComputedStyle(banner).position).toBe('fixed');
  return { banner, accept, reject, labels };
}

/** A first visit: the question, accept and reject side by side, and the way to choose by purpose; nothing takes the focus. */
export const FirstVisit: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    const { banner, labels } = await expectBanner(canvas, locale);
    await expect(within(banner).getByRole('button', { name: labels.choose })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(banner).queryByRole('group')).toBeNull();
    await expect(banner.contains(document.activeElement)).toBe(false);
    await userEvent.click(within(banner).getByRole('button', { name: labels.rejectAll }));
    await expect(args.onRejectAll).toHaveBeenCalledOnce();
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
  },
};

/** 'Choose by purpose' opens the purposes in place: strictly necessary on and locked, the others off until ticked. */
export const PurposesOpen: Story = {
  args: { defaultPurposesOpen: true },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const { banner, labels } = await expectBanner(canvas, locale);
    const group = within(banner).getByRole('group', { name: labels.purposes });
    const necessary = within(group).getByRole('checkbox', { name: new RegExp(labels.necessary.label) });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(within(group).getByRole('checkbox', { name: labels.analytics.label })).not.toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: labels.marketing.label })).not.toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: labels.analytics.label })).toHaveAccessibleDescription(labels.analytics.description);
    await expect(within(banner).getByRole('button', { name: labels.save })).toBeVisible();
  },
};

/** By keyboard alone: open the purposes (the focus moves to the first one), tick analytics with Space, save. */
export const ChoosingByKeyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    const { banner, labels } = await expectBanner(canvas, locale);
    within(banner).getByRole('button', { name: labels.choose }).focus();
    await userEvent.keyboard('{Enter}');
    const analytics = await within(banner).findByRole('checkbox', { name: labels.analytics.label });
    await waitFor(() => expect(analytics).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    within(banner).getByRole('button', { name: labels.save }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: true, marketing: false });
  },
  parameters: { screenshot: false },
};

/** Reopened from the footer: the earlier choice is ticked and the focus is on the banner's title, so a screen reader reads it. */
export const Reopened: Story = {
  args: { initialChoice: { analytics: true, marketing: false }, defaultPurposesOpen: true, focusOnOpen: true },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const { banner, labels } = await expectBanner(canvas, locale);
    await expect(within(banner).getByRole('heading', { name: labels.title })).toHaveFocus();
    await expect(within(banner).getByRole('checkbox', { name: labels.analytics.label })).toBeChecked();
    await expect(within(banner).getByRole('checkbox', { name: labels.marketing.label })).not.toBeChecked();
  },
};

/** On a phone (pt): the full width, over the bottom bar, the purposes still within the screen. */
export const OnAPhone: Story = {
  args: { defaultPurposesOpen: true },
  globals: { locale: 'pt', ...viewport('mobile') },
  play: async ({ canvas }) => {
    const { banner } = await expectBanner(canvas, 'pt');
    await expect(Math.round(banner.firstElementChild!.getBoundingClientRect().width)).toBe(window.innerWidth);
  },
};

/** On a desktop (en): a card centred at the bottom, all three buttons on one line. */
export const OnADesktop: Story = {
  globals: { locale: 'en', ...viewport('desktop') },
  play: async ({ canvas }) => {
    const { banner, labels } = await expectBanner(canvas, 'en');
    const choose = within(banner).getByRole('button', { name: labels.choose }).getBoundingClientRect();
    const accept = within(banner).getByRole('button', { name: labels.acceptAll }).getBoundingClientRect();
    await expect(Math.round(choose.top)).toBe(Math.round(accept.top));
    const card = banner.firstElementChild!.getBoundingClientRect();
    await expect(Math.abs(card.left - (window.innerWidth - card.right))).toBeLessThanOrEqual(1);
  },
};

/** The longest texts (French) with the purposes open on a phone: the banner scrolls inside the screen. */
export const LongestFrenchOnAPhone: Story = {
  args: { defaultPurposesOpen: true },
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvas }) => {
    await expectBanner(canvas, 'fr');
  },
};
