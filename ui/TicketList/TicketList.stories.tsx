import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { ticketListLabels } from '../../.storybook/supportLabels';
import { viewport } from '../../.storybook/viewports';
import { TicketList, type TicketListItem } from './TicketList';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const items: TicketListItem[] = [
  { uuid: 'a1', subject: 'A encomenda ainda não chegou', category: 'delivery', status: 'waiting', orderNumber: '9f0c1a52', updated: '20/11/2026', href: '/account/support/a1' },
  { uuid: 'a2', subject: 'Posso trocar o tamanho do vestido?', category: 'return', status: 'open', orderNumber: null, updated: '18/11/2026', href: '/account/support/a2' },
  { uuid: 'a3', subject: 'Fatura com NIF', category: 'payment', status: 'closed', orderNumber: '1b2c3d4e', updated: '02/11/2026', href: '/account/support/a3' },
];

const meta = {
  title: 'Support/TicketList',
  component: TicketList,
  args: { items, state: 'ready', labels: ticketListLabels('pt'), onRetry: fn(), onPageChange: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => <TicketList {...args} labels={ticketListLabels(localeOf(context))} />,
} satisfies Meta<typeof TicketList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each request links to its thread and shows its category, order, last activity and status. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const labels = ticketListLabels(localeOf({ globals }));
    await expect(canvas.getByRole('link', { name: /A encomenda ainda não chegou/ })).toHaveAttribute('href', '/account/support/a1');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(labels.statuses.waiting)).toBeVisible();
    await expect(canvas.getByText(labels.statuses.closed)).toBeVisible();
    await expect(canvas.getByText(new RegExp(labels.order('9f0c1a52')))).toBeVisible();
  },
};

/** No requests yet: an honest empty state. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, globals }) => {
    const labels = ticketListLabels(localeOf({ globals }));
    await expect(canvas.getByRole('heading', { name: labels.emptyTitle })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** While the list loads, a status says so. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ticketListLabels(localeOf({ globals })).loading);
  },
};

/** The list could not be read: an alert and a way to try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, args, globals }) => {
    const labels = ticketListLabels(localeOf({ globals }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.failed);
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** More than one page: previous and next, the first one unavailable on page 1. */
export const Paginated: Story = {
  args: { page: 1, pages: 3 },
  play: async ({ canvas, args, globals }) => {
    const labels = ticketListLabels(localeOf({ globals }));
    await expect(canvas.getByRole('button', { name: labels.previous })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** On a phone the badge stays beside a long subject, which wraps. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  args: { items: [{ ...items[0]!, subject: 'A minha encomenda foi entregue numa morada diferente da que indiquei no checkout' }, ...items.slice(1)] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
