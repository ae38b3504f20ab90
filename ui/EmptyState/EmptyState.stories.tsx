import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { i18nFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { EmptyState, type EmptyStateProps } from './EmptyState';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** The account area's texts for one empty section, in a locale (the app builds them the same way). */
function sectionTexts(locale: Locale, section: 'orders' | 'support' | 'wishlist' | 'ambassador') {
  const t = i18nFor(locale).t;
  return {
    title: t(`account.empty.${section}.title`),
    text: t(`account.empty.${section}.text`),
    action: t(`account.empty.${section}.action`),
    secondary: t(`account.empty.support.secondary`),
  };
}

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { icon: 'truck', title: '', text: '' },
  render: (args, context) => {
    const texts = sectionTexts(localeOf(context), 'orders');
    const props: EmptyStateProps = { ...args, title: args.title || texts.title, text: args.text || texts.text };
    return <EmptyState {...props} />;
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty list with one way forward: the title is a heading, the action a link. */
export const WithAction: Story = {
  args: { action: { label: '', href: '/' } },
  render: (args, context) => {
    const texts = sectionTexts(localeOf(context), 'orders');
    return <EmptyState {...args} title={texts.title} text={texts.text} action={{ label: texts.action, href: '/' }} />;
  },
  play: async ({ canvas, globals }) => {
    const texts = sectionTexts(localeOf({ globals }), 'orders');
    await expect(canvas.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    await expect(canvas.getByText(texts.text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.action })).toHaveAttribute('href', '/');
  },
};

/** Two ways forward: the main one stands out, the other is secondary. */
export const WithSecondaryAction: Story = {
  args: { icon: 'user' },
  render: (args, context) => {
    const texts = sectionTexts(localeOf(context), 'support');
    return (
      <EmptyState
        {...args}
        title={texts.title}
        text={texts.text}
        action={{ label: texts.action, href: '/contact' }}
        secondaryAction={{ label: texts.secondary, href: '/faq' }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const texts = sectionTexts(localeOf({ globals }), 'support');
    await expect(canvas.getByRole('link', { name: texts.action })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: texts.secondary })).toHaveAttribute('href', '/faq');
  },
};

/** Without `href` the action is a button that calls back. */
export const ButtonAction: Story = {
  args: { icon: 'heart', action: { label: '', onClick: fn() } },
  render: (args, context) => {
    const texts = sectionTexts(localeOf(context), 'wishlist');
    return <EmptyState {...args} title={texts.title} text={texts.text} action={{ label: texts.action, onClick: args.action?.onClick }} />;
  },
  play: async ({ canvas, args, globals }) => {
    const texts = sectionTexts(localeOf({ globals }), 'wishlist');
    await userEvent.click(canvas.getByRole('button', { name: texts.action }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};

/** Only a sentence: no button when there is nothing useful to offer. */
export const NoAction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Something the place still shows (here the ambassador code) sits below the text. */
export const WithContent: Story = {
  args: { icon: 'sparkle' },
  render: (args, context) => {
    const texts = sectionTexts(localeOf(context), 'ambassador');
    return (
      <EmptyState {...args} title={texts.title} text={texts.text}>
        <code>ANA-SILVA</code>
      </EmptyState>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ANA-SILVA')).toBeVisible();
  },
};

/** The longest texts (French support) on a phone: wrapped, centred, buttons stacked when needed. */
export const LongestFrenchOnPhone: Story = {
  globals: { ...viewport('mobile'), locale: 'fr' },
  parameters: { layout: 'fullscreen' },
  render: (args) => {
    const texts = sectionTexts('fr', 'support');
    return (
      <EmptyState
        {...args}
        icon="user"
        title={texts.title}
        text={texts.text}
        action={{ label: texts.action, href: '/fr/contact' }}
        secondaryAction={{ label: texts.secondary, href: '/fr/faq' }}
      />
    );
  },
  play: async ({ canvas }) => {
    const action = canvas.getByRole('link', { name: sectionTexts('fr', 'support').action });
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
