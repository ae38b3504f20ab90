import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Locale } from '../../contract';
import { accountSummaryLabels } from '../../.storybook/supportLabels';
import { viewport } from '../../.storybook/viewports';
import { AccountSummary } from './AccountSummary';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const hrefs = { orders: '/account/orders', credits: '/account/credits', support: '/account/support' };

const meta = {
  title: 'Account/AccountSummary',
  component: AccountSummary,
  args: {
    state: 'ready',
    latestOrder: { number: '9f0c1a52', status: 'Paga', total: '45,50 €', placed: '20/11/2026' },
    credit: '15,25 €',
    openTickets: 2,
    hrefs,
    labels: accountSummaryLabels('pt'),
  },
  argTypes: { labels: { control: false } },
  render: (args, context) => <AccountSummary {...args} labels={accountSummaryLabels(localeOf(context))} />,
} satisfies Meta<typeof AccountSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest order, the credit balance and the open requests, each with the way to its section. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const labels = accountSummaryLabels(localeOf({ globals }));
    await expect(canvas.getByRole('heading', { name: labels.latestOrder })).toBeVisible();
    await expect(canvas.getByText(labels.orderNumber('9f0c1a52'))).toBeVisible();
    await expect(canvas.getByText('15,25 €')).toBeVisible();
    await expect(canvas.getByText(labels.openTickets(2))).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.viewOrders })).toHaveAttribute('href', hrefs.orders);
    await expect(canvas.getByRole('link', { name: labels.viewTickets })).toHaveAttribute('href', hrefs.support);
  },
};

/** A new customer: no order, no credit, no requests — each card says so. */
export const Empty: Story = {
  args: { latestOrder: null, credit: '0,00 €', openTickets: 0 },
  play: async ({ canvas, globals }) => {
    const labels = accountSummaryLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.noOrder)).toBeVisible();
    await expect(canvas.getByText(labels.openTickets(0))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(accountSummaryLabels(localeOf({ globals })).loading);
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(accountSummaryLabels(localeOf({ globals })).failed);
  },
};

/** On a phone the three cards stack. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
};
