import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale, OrderStatus } from '../../contract';
import { accountOrderSummaries } from '../../mocks/fixtures/accountOrders';
import { languageTagFor } from '../../.storybook/i18n';
import { orderListLabels, orderStatusFilterLabels } from '../../.storybook/orderLabels';
import { viewport } from '../../.storybook/viewports';
import { OrderList } from './OrderList';
import { OrderStatusFilter } from './OrderStatusFilter';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Account/OrderList',
  component: OrderList,
  globals: viewport('desktop'),
  args: {
    orders: accountOrderSummaries(1),
    state: 'ready',
    page: 1,
    pages: 1,
    hrefOf: (uuid: string) => `/account/orders/${uuid}`,
    shopHref: '/',
    onOpen: fn(),
    onPage: fn(),
    onRetry: fn(),
    languageTag: 'pt-PT',
    labels: orderListLabels('pt'),
  },
  argTypes: { labels: { control: false }, orders: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <OrderList {...args} languageTag={languageTagFor(locale)} labels={orderListLabels(locale)} />;
  },
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One order: a link named by its number, with status, date, units, method, total and pictures. */
export const OneOrder: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderListLabels(localeOf({ globals }));
    const [order] = args.orders;
    const link = within(canvasElement).getByRole('link', { name: new RegExp(labels.item.orderNumber(order!.number).replace(/[#]/g, '\\$&')) });
    await expect(link).toHaveAttribute('href', `/account/orders/${order!.uuid}`);
    await expect(within(link).getByText(labels.item.statuses[order!.status])).toBeVisible();
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(`/account/orders/${order!.uuid}`);
  },
};

/** Many orders over three pages: the page's place among them, previous and next. */
export const Many: Story = {
  args: { orders: accountOrderSummaries(10), page: 2, pages: 3 },
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderListLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    const pages = canvas.getByRole('navigation', { name: labels.pagination });
    await expect(within(pages).getByText(labels.pageOf(2, 3))).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: labels.next }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};

/** Every status the list can show, each with its own word. */
export const EachStatus: Story = {
  args: { orders: accountOrderSummaries(7).map((order, index) => ({ ...order, status: (['pending_payment', 'paid', 'paid_after_expiry', 'expired', 'declined', 'cancelled', 'paid'] as const)[index]! })) },
  play: async ({ canvasElement, globals }) => {
    const labels = orderListLabels(localeOf({ globals }));
    for (const status of ['pending_payment', 'paid_after_expiry', 'expired', 'declined', 'cancelled'] as const) {
      await expect(within(canvasElement).getByText(labels.item.statuses[status])).toBeVisible();
    }
  },
};

/** The first answer has not come: placeholders, busy, a spoken sentence. */
export const Loading: Story = {
  args: { orders: [], state: 'loading' },
  play: async ({ canvasElement, globals }) => {
    const labels = orderListLabels(localeOf({ globals }));
    const list = within(canvasElement).getByRole('list', { name: labels.title });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(labels.loading);
  },
};

/** No order yet: an honest empty state with the way to the shop. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement, globals }) => {
    const labels = orderListLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.shopNow })).toHaveAttribute('href', '/');
  },
};

/** None of the chosen status: says so, not 'no orders yet'. */
export const EmptyFiltered: Story = {
  args: { orders: [], filtered: true },
  play: async ({ canvasElement, globals }) => {
    const labels = orderListLabels(localeOf({ globals }));
    await expect(within(canvasElement).getByText(labels.emptyFilteredText)).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: labels.emptyTitle })).toBeNull();
  },
};

/** The list could not be read: an alert and a retry. */
export const LoadFailed: Story = {
  args: { orders: [], state: 'failed' },
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderListLabels(localeOf({ globals }));
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(labels.errorText);
    await userEvent.click(within(alert).getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** French on a phone: long words wrap inside each order, nothing leaves the screen. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { orders: accountOrderSummaries(4), pages: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The status filter: one chip pressed; choosing another tells the page. */
export const StatusFilter: Story = {
  render: (_args, context) => {
    const locale = localeOf(context);
    const Harness = () => {
      const [value, setValue] = useState<OrderStatus | null>(null);
      return <OrderStatusFilter value={value} onChange={setValue} labels={orderStatusFilterLabels(locale)} />;
    };
    return <Harness />;
  },
  play: async ({ canvasElement, globals }) => {
    const labels = orderStatusFilterLabels(localeOf({ globals }));
    const group = within(canvasElement).getByRole('group', { name: labels.title });
    await expect(within(group).getByRole('button', { name: labels.all })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: labels.statuses.cancelled }));
    await expect(within(group).getByRole('button', { name: labels.statuses.cancelled })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: labels.all })).toHaveAttribute('aria-pressed', 'false');
  },
};
