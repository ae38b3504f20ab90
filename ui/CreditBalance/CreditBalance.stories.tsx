import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { creditBalanceLabels } from '../../.storybook/accountWalletFixtures';
import { languageTagFor } from '../../.storybook/i18n';
import { formatPrice } from '../Price';
import { CreditBalance } from './CreditBalance';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Account/CreditBalance',
  component: CreditBalance,
  args: { balance: 42.6, nextExpiry: null, languageTag: 'pt-PT', labels: creditBalanceLabels('pt') },
  argTypes: { labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ maxWidth: 480 }}>
        <CreditBalance {...args} languageTag={languageTagFor(locale)} labels={creditBalanceLabels(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof CreditBalance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a person reads: Testing Library collapses the DOM's whitespace (the no-break spaces of prices too), so the expected text is collapsed alike. */
const readable = (text: string) => text.replace(/\s+/g, ' ');
const moneyIn = (locale: Locale, amount: number) => readable(formatPrice(amount, languageTagFor(locale)));

/** A balance to spend: a named region with the amount and how to use it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = creditBalanceLabels(locale);
    const region = within(canvasElement).getByRole('region', { name: labels.title });
    await expect(within(region).getByText(moneyIn(locale, 42.6))).toBeVisible();
    await expect(within(region).getByText(labels.hint)).toBeVisible();
  },
};

/** Part of it expires soon: the amount left of it and its date, in the caution colour. */
export const ExpiringSoon: Story = {
  args: { nextExpiry: { amount: 15, expires_at: '2026-12-31T12:00:00.000Z' } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const date = new Intl.DateTimeFormat(languageTagFor(locale), { dateStyle: 'medium' }).format(new Date('2026-12-31T12:00:00.000Z'));
    await expect(within(canvasElement).getByText(readable(creditBalanceLabels(locale).nextExpiry(15, date)))).toBeVisible();
  },
};

/** Nothing to spend: zero, said plainly. */
export const Zero: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(moneyIn(localeOf({ globals }), 0))).toBeVisible();
  },
};
