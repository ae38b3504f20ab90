import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { i18nFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { ACCOUNT_SECTIONS, AccountShell, type AccountSection, type AccountShellLabels } from './AccountShell';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** The labels as the app builds them from `account.*`. */
function shellLabels(locale: Locale): AccountShellLabels {
  const t = i18nFor(locale).t;
  return {
    navigation: t('account.navigation'),
    sections: Object.fromEntries(ACCOUNT_SECTIONS.map((section) => [section, t(`account.nav.${section}`)])) as Record<AccountSection, string>,
    logout: t('account.nav.logout'),
    loggingOut: t('account.nav.loggingOut'),
  };
}
function shellHrefs(locale: Locale): Record<AccountSection, string> {
  const prefix = locale === 'pt' ? '' : `/${locale}`;
  return Object.fromEntries(ACCOUNT_SECTIONS.map((section) => [section, `${prefix}/account${section === 'overview' ? '' : `/${section}`}`])) as Record<
    AccountSection,
    string
  >;
}
const greetingOf = (locale: Locale) => i18nFor(locale).t('account.greeting', { name: 'Ana' });

const meta = {
  title: 'Account/AccountShell',
  component: AccountShell,
  args: {
    hrefs: shellHrefs('pt'),
    labels: shellLabels('pt'),
    current: 'overview',
    greeting: 'Olá, Ana',
    onLogout: fn(),
    logoutPending: false,
    onNavigate: fn(),
    children: null,
  },
  argTypes: { labels: { control: false }, hrefs: { control: false }, current: { control: 'select', options: [...ACCOUNT_SECTIONS, null] } },
  render: (args, context) => {
    const locale = localeOf(context);
    const t = i18nFor(locale).t;
    const section = args.current ?? 'overview';
    return (
      <AccountShell
        {...args}
        hrefs={shellHrefs(locale)}
        labels={shellLabels(locale)}
        greeting={args.greeting === undefined ? undefined : greetingOf(locale)}
      >
        <Heading level={1}>{t(`account.nav.${section}`)}</Heading>
        <Text tone="muted">{t(`account.overview.cards.${section === 'overview' ? 'orders' : section}`)}</Text>
      </AccountShell>
    );
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof AccountShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvas: ReturnType<typeof within>, locale: Locale) => canvas.getByRole('navigation', { name: shellLabels(locale).navigation });

/** Desktop: the greeting, a sidebar with every section and logout, the current one marked. */
export const Desktop: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = shellLabels(locale);
    await expect(canvas.getByText(greetingOf(locale))).toBeVisible();
    const nav = within(navOf(canvas, locale));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(ACCOUNT_SECTIONS.map((section) => labels.sections[section]));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(ACCOUNT_SECTIONS.map((section) => shellHrefs(locale)[section]));
    await expect(nav.getByRole('link', { name: labels.sections.overview })).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // A sidebar: the sections stand one above the other, beside the page.
    const [first, second] = links;
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(first!.getBoundingClientRect().right);
    await expect(nav.getByRole('button', { name: labels.logout })).toBeVisible();
  },
};

/** Phone: one scrolling row of sections above the page; the current one (far along) is scrolled into view. */
export const PhoneScrollsToCurrent: Story = {
  args: { current: 'preferences' },
  globals: viewport('mobile'),
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = shellLabels(locale);
    const nav = navOf(canvas, locale);
    const current = within(nav).getByRole('link', { name: labels.sections.preferences });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const list = within(nav).getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.scrollLeft).toBeGreaterThan(0);
    const box = current.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const [first, second] = within(nav).getAllByRole('link');
    await expect(Math.round(second!.getBoundingClientRect().top)).toBe(Math.round(first!.getBoundingClientRect().top));
  },
};

/** Plain clicks navigate in the app; logout calls back. */
export const NavigateAndLogout: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    const labels = shellLabels(locale);
    await userEvent.click(canvas.getByRole('link', { name: labels.sections.profile }));
    await expect(args.onNavigate).toHaveBeenCalledWith(shellHrefs(locale).profile);
    await userEvent.click(canvas.getByRole('button', { name: labels.logout }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Signing out: the button says so, stays focusable and ignores a second tap. */
export const LogoutPending: Story = {
  args: { logoutPending: true },
  play: async ({ canvas, args, globals }) => {
    const labels = shellLabels(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: labels.loggingOut });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Before the browser knows the user (server render): a placeholder greeting, the links, no logout. */
export const Loading: Story = {
  args: { greeting: undefined, onLogout: undefined, current: 'orders' },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = shellLabels(locale);
    await expect(canvas.queryByText(greetingOf(locale))).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.logout })).toBeNull();
    await expect(canvas.getByRole('link', { name: labels.sections.orders })).toHaveAttribute('aria-current', 'page');
  },
};

/** The longest labels (French) on a tablet: still one scrolling row, nothing cut. */
export const LongestFrenchOnTablet: Story = {
  args: { current: 'ambassador' },
  globals: { ...viewport('tablet'), locale: 'fr' },
  play: async ({ canvas }) => {
    const labels = shellLabels('fr');
    const current = canvas.getByRole('link', { name: labels.sections.ambassador });
    await expect(current.scrollWidth).toBeLessThanOrEqual(current.clientWidth);
  },
};
