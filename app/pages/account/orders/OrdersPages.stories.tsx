import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ordersHandlers, ordersMockState, returnHandlers, returnsMockState, type OrdersMockState } from '../../../../mocks';
import { fixedClock } from '../../../../.storybook/appStories';
import { localeOf, renderPage, screen, storyMock, tFor } from '../../../../.storybook/pageStory';
import { viewport } from '../../../../.storybook/viewports';
import { FIXTURE_NOW_MS } from '../../../../mocks/fixtures';
import { expectDialogClosed } from '../../../../ui/Dialog/dialogBehaviourSuite';
import { buildOrderDetailLabels, buildOrderListLabels } from '../../../shell/orderLabels';
import OrderPage from './OrderPage';
import OrdersPage from './OrdersPage';

const pages = { '/account/orders': OrdersPage, '/account/orders/:uuid': OrderPage };
const listLabels = (context: Pick<StoryContext, 'globals'>) => buildOrderListLabels(tFor(localeOf(context)));
const detailLabels = (context: Pick<StoryContext, 'globals'>) => buildOrderDetailLabels(tFor(localeOf(context)));

/** The list once it has answered (the loading placeholder is another list element). */
async function loadedList(canvas: ReturnType<typeof within>, name: string) {
  await waitFor(() => expect(canvas.getByRole('list', { name })).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
  return within(canvas.getByRole('list', { name }));
}

const orders = storyMock(ordersMockState, ordersHandlers);
const [pendingOrder, shippedOrder, cancelledOrder] = orders.current.details;

const meta = {
  title: 'Pages/Account/Orders',
  parameters: { layout: 'fullscreen', orders: {} as Partial<OrdersMockState>, path: '/account/orders' },
  globals: viewport('desktop'),
  beforeEach({ msw, parameters }) {
    // The after-sales section's own handlers answer nothing to return for these orders.
    msw.use(...returnHandlers(returnsMockState({ returnable: [] })));
    orders.install(msw, parameters.orders);
    // The countdown and the dates read the same on any day.
    return fixedClock(FIXTURE_NOW_MS);
  },
  render: renderPage(pages),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven orders of every status, newest first; each one links to its page; the filter narrows the list. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const labels = listLabels({ globals });
    await expect(canvas.getByRole('heading', { level: 1, name: tFor(localeOf({ globals }))('account.nav.orders') })).toBeVisible();
    const list = await loadedList(canvas, labels.title);
    await expect(list.getAllByRole('link')).toHaveLength(7);
    for (const status of ['pending_payment', 'paid', 'cancelled', 'expired', 'declined'] as const) await expect(list.getAllByText(labels.item.statuses[status]).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: labels.item.statuses.cancelled }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: labels.title })).getAllByRole('link')).toHaveLength(1));
  },
};

/** No order yet: an honest empty state and a way back to the shop. */
export const Empty: Story = {
  parameters: { orders: { summaries: [] } },
  play: async ({ canvas, globals }) => {
    const labels = listLabels({ globals });
    await expect(await canvas.findByRole('heading', { name: labels.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.shopNow })).toBeVisible();
  },
};

/** The list has not answered yet: a busy placeholder says it is loading. */
export const Loading: Story = {
  parameters: { orders: { list: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(listLabels({ globals }).loading);
  },
};

/** The list could not be read: the page says so and offers to try again. */
export const LoadFailed: Story = {
  parameters: { orders: { list: 'failed' } },
  play: async ({ canvas, globals }) => {
    const labels = listLabels({ globals });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(labels.errorText);
    await expect(within(alert).getByRole('button', { name: labels.retry })).toBeVisible();
  },
};

/** A phone: the list alone, each order a full-width row. */
export const ListPhone: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, globals }) => {
    const list = await loadedList(canvas, listLabels({ globals }).title);
    await expect(list.getAllByRole('link')).toHaveLength(7);
  },
};

/** A Multibanco order waiting for its payment: the reference to pay, its countdown, and cancel. */
export const PendingMultibanco: Story = {
  // The countdown ticks by the second: no still picture of it (the reference's card is pictured in OrderDetail's stories).
  parameters: { path: `/account/orders/${pendingOrder!.order_uuid}`, screenshot: false },
  play: async ({ canvas, globals }) => {
    const labels = detailLabels({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.summary.orderNumber(pendingOrder!.number) })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: labels.multibanco.title })).toBeVisible();
    await expect(canvas.getByText('123 456 781')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: labels.expiresIn })).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.cancel })).toBeVisible();
  },
};

/** A shipped order: its parcel's timeline up to "shipped", with the carrier and the tracking number. */
export const Shipped: Story = {
  parameters: { path: `/account/orders/${shippedOrder!.order_uuid}` },
  play: async ({ canvas, globals }) => {
    const labels = detailLabels({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.summary.orderNumber(shippedOrder!.number) })).toBeVisible();
    const timeline = canvas.getAllByRole('list', { name: labels.timeline.title })[0]!;
    await expect(within(timeline).getByText(labels.timeline.steps.shipped)).toBeVisible();
    await expect(canvas.getByText(labels.timeline.carrier('CTT Expresso'))).toBeVisible();
    await expect(canvas.getByText(labels.timeline.trackingNumber('EA123456789PT'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.cancel })).toBeNull();
  },
};

/** A cancelled order: said so, nothing to pay or cancel, and reorder still offered. */
export const Cancelled: Story = {
  parameters: { path: `/account/orders/${cancelledOrder!.order_uuid}` },
  play: async ({ canvas, globals }) => {
    const labels = detailLabels({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.summary.orderNumber(cancelledOrder!.number) })).toBeVisible();
    const timeline = canvas.getAllByRole('list', { name: labels.timeline.title })[0]!;
    await expect(within(timeline).getByText(labels.timeline.steps.cancelled)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: labels.multibanco.title })).toBeNull();
    await expect(canvas.getByRole('button', { name: labels.reorder })).toBeVisible();
  },
};

/** Cancelling the waiting order asks first; once confirmed the page shows it cancelled. */
export const CancelPending: Story = {
  parameters: { path: `/account/orders/${pendingOrder!.order_uuid}` },
  play: async ({ canvas, globals }) => {
    const labels = detailLabels({ globals });
    await userEvent.click(await canvas.findByRole('button', { name: labels.cancel }));
    const dialog = await screen().findByRole('alertdialog', { name: labels.cancelDialog.title });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.cancelDialog.confirm }));
    await expectDialogClosed(dialog);
    await waitFor(() => expect(canvas.queryByRole('button', { name: labels.cancel })).toBeNull());
    const timeline = canvas.getAllByRole('list', { name: labels.timeline.title })[0]!;
    await expect(within(timeline).getByText(labels.timeline.steps.cancelled)).toBeVisible();
    await expect(orders.current.details[0]!.status).toBe('cancelled');
    // The confirmation toast is part of the picture: wait for it rather than race it.
    await expect(await screen().findByText(tFor(localeOf({ globals }))('account.orders.cancel.done'), {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A phone: the order alone, full width. */
export const ShippedPhone: Story = {
  ...Shipped,
  globals: viewport('mobile'),
};
