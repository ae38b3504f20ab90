import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { changedGroups, twoGroups } from '../../.storybook/checkoutFixtures';
import { priceChangeNoticeLabels } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { PriceChangeNotice } from './PriceChangeNotice';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const euros = (amount: number, locale: Locale) => new Intl.NumberFormat(languageTagFor(locale), { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');

const changedLines = changedGroups().flatMap((group) => group.lines);

const meta = {
  title: 'Checkout/PriceChangeNotice',
  component: PriceChangeNotice,
  globals: viewport('desktop'),
  args: { lines: changedLines, cartHref: '/cart/00000000-0000-4000-8000-000000000600', labels: priceChangeNoticeLabels('pt'), languageTag: 'pt-PT', onAccept: fn() },
  argTypes: { labels: { control: false }, lines: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <PriceChangeNotice {...args} languageTag={languageTagFor(locale)} labels={priceChangeNoticeLabels(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof PriceChangeNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Line by line: a price down, a price up, a stock short; 'accept new prices' and the way to fix the cart. */
export const Changes: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = priceChangeNoticeLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: labels.title })).toBeVisible();
    await expect(canvas.getByText(labels.priceChanged(euros(24.9, locale), euros(22.9, locale)))).toBeVisible();
    await expect(canvas.getByText(labels.priceChanged(euros(29.9, locale), euros(32.9, locale)))).toBeVisible();
    await expect(canvas.getByText(labels.insufficient(1))).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.editCart })).toHaveAttribute('href', args.cartHref);
    await userEvent.click(canvas.getByRole('button', { name: labels.accept }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: labels.accept }).blur();
  },
};

/** Accepting: the button says so, busy, and does not send twice. */
export const Accepting: Story = {
  args: { accepting: true },
  play: async ({ args, canvasElement, globals }) => {
    const labels = priceChangeNoticeLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: labels.accepting });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAccept).not.toHaveBeenCalled();
    button.blur();
  },
};

/** Nothing changed: nothing shown. */
export const NoChanges: Story = {
  args: { lines: twoGroups().flatMap((group) => group.lines) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** A phone in French: the long sentences wrap, the buttons stack full width. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const labels = priceChangeNoticeLabels('fr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.accept })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
