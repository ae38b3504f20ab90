import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { CREDIT_ENTRIES, creditLedgerLabels } from '../../.storybook/accountWalletFixtures';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { formatPrice } from '../Price';
import { CreditLedger } from './CreditLedger';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
/** What a person reads: the DOM's whitespace collapsed (the no-break spaces of prices too). */
const readable = (text: string) => text.replace(/\s+/g, ' ');
const moneyIn = (locale: Locale, amount: number) => readable(formatPrice(amount, languageTagFor(locale)));

const meta = {
  title: 'Account/CreditLedger',
  component: CreditLedger,
  args: { entries: CREDIT_ENTRIES, languageTag: 'pt-PT', labels: creditLedgerLabels('pt'), onPageChange: fn() },
  argTypes: { labels: { control: false }, entries: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ maxWidth: 720 }}>
        <CreditLedger {...args} languageTag={languageTagFor(locale)} labels={creditLedgerLabels(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof CreditLedger>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of movement: the reason (or the kind), the order, the date, the expiry; amounts signed and read with their sign. */
export const EveryKind: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = creditLedgerLabels(locale);
    const list = within(canvasElement).getByRole('list', { name: labels.title });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(CREDIT_ENTRIES.length);
    await expect(within(items[0]!).getByText('Compensação por atraso na entrega')).toBeVisible();
    await expect(items[0]).toHaveTextContent(`${labels.credit} ${moneyIn(locale, 15)}`);
    await expect(within(items[2]!).getByText(labels.kinds.order_spent)).toBeVisible();
    await expect(items[2]).toHaveTextContent(labels.order('3f2a9c1d'));
    await expect(items[2]).toHaveTextContent(`${labels.debit} ${moneyIn(locale, 7.5)}`);
    await expect(within(items[5]!).getByText(labels.kinds.expired)).toBeVisible();
  },
};

/** A long ledger: a pager, the first page's "newer" off; "older" asks for the next page. */
export const Paginated: Story = {
  args: { page: { current: 1, last: 3 } },
  play: async ({ args, canvasElement, globals }) => {
    const labels = creditLedgerLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(labels.page(1, 3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.previous })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A page on its way: the list is busy and the pager waits. */
export const Loading: Story = {
  args: { page: { current: 2, last: 3 }, busy: true },
  play: async ({ canvasElement, globals }) => {
    const labels = creditLedgerLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: labels.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: labels.next })).toBeDisabled();
  },
};

/** On a phone: the reason wraps, the amount keeps its line. */
export const Phone: Story = {
  globals: viewport('mobile'),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(CREDIT_ENTRIES.length);
    void globals;
  },
};
