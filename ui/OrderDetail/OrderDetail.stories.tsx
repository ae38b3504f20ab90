import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { FULFILMENT_STEPS, accountOrderFixture, reorderResultFixture } from '../../mocks/fixtures/accountOrders';
import { FIXTURE_NOW_MS } from '../../mocks/fixtures/ids';
import { languageTagFor } from '../../.storybook/i18n';
import { orderDetailLabels } from '../../.storybook/orderLabels';
import { viewport } from '../../.storybook/viewports';
import { OrderDetail } from './OrderDetail';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

const meta = {
  title: 'Account/OrderDetail',
  component: OrderDetail,
  globals: viewport('desktop'),
  args: {
    order: accountOrderFixture('paid'),
    fulfilmentRoad: FULFILMENT_STEPS,
    headingLevel: 1,
    backHref: '/account/orders',
    invoiceHref: 'http://localhost:8000/v1/account/orders/invoice',
    cartHref: '/cart',
    productHrefOf: (slug: string) => `/product/${slug}`,
    cancelState: 'idle',
    reorderState: 'idle',
    reorderResult: null,
    payAgain: { pending: false, error: null },
    onBack: fn(),
    onCancel: fn(),
    onCancelConfirm: fn(),
    onCancelDismiss: fn(),
    onReorder: fn(),
    onReorderDismiss: fn(),
    onPayAgain: fn(),
    onCopy: fn(),
    now: () => FIXTURE_NOW_MS,
    languageTag: 'pt-PT',
    labels: orderDetailLabels('pt'),
  },
  argTypes: { labels: { control: false }, order: { control: false }, fulfilmentRoad: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <OrderDetail {...args} languageTag={languageTagFor(locale)} labels={orderDetailLabels(locale)} />;
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: number and status, the invoice, reorder, each seller's parcel (the official store marked), totals, address, payment. */
export const Paid: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderDetailLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.summary.orderNumber(args.order.number) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.downloadInvoice })).toHaveAttribute('href', args.invoiceHref);
    await expect(canvas.getAllByRole('list', { name: labels.timeline.title })).toHaveLength(args.order.shipments.length);
    // The official store's parcel carries its badge (the totals name the seller too).
    await expect(canvas.getAllByRole('listitem').find((item) => item.textContent?.includes(labels.shippedBy(args.order.shipments[0]!.seller_name)))).toHaveTextContent(labels.officialStore);
    await expect(canvas.queryByRole('button', { name: labels.cancel })).toBeNull();
    // On its way: its arrival is promised.
    await expect(canvas.getAllByText(labels.deliveryEstimate(args.order.shipments[0]!.delivery_estimate), { exact: false }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: labels.totalsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.reorder }));
    await expect(args.onReorder).toHaveBeenCalled();
  },
};

/** Waiting for its Multibanco payment: the reference with copy buttons and the countdown; cancel offered; no invoice. */
export const PendingMultibanco: Story = {
  args: { order: accountOrderFixture('pending_payment'), invoiceHref: null },
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderDetailLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByText('123 456 781')).toBeVisible();
    await expect(canvas.getByText(labels.expiresIn)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: labels.downloadInvoice })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.multibanco.copy.reference }));
    await expect(args.onCopy).toHaveBeenCalledWith('reference', '123456781');
    await userEvent.click(canvas.getByRole('button', { name: labels.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Cancel asks first, in a dialog that starts on the safe answer. */
export const CancelConfirming: Story = {
  args: { order: accountOrderFixture('pending_payment'), invoiceHref: null, cancelState: 'confirming' },
  play: async ({ globals, args }) => {
    const labels = orderDetailLabels(localeOf({ globals }));
    const dialog = await waitFor(() => page().getByRole('alertdialog', { name: labels.cancelDialog.title }));
    await expect(within(dialog).getByRole('button', { name: labels.cancelDialog.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.cancelDialog.confirm }));
    await expect(args.onCancelConfirm).toHaveBeenCalled();
  },
};

/** Shipped: the carrier and tracking number on the official store's parcel. */
export const Shipped: Story = {
  args: { order: accountOrderFixture('paid', { step: 'shipped' }) },
  play: async ({ canvasElement, globals }) => {
    const labels = orderDetailLabels(localeOf({ globals }));
    await expect(within(canvasElement).getByText(labels.timeline.trackingNumber('EA123456789PT'))).toBeVisible();
  },
};

const deliveredOrder = accountOrderFixture('paid', { step: 'delivered' });

/** Returned lines refunded to the card or account it was paid from: a part of the order given back, not the whole payment. */
export const ReturnRefunded: Story = {
  args: { order: { ...deliveredOrder, payment: { ...deliveredOrder.payment, refund: { status: 'refunded', amount: 19.99, reason: 'return' } } } },
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderDetailLabels(localeOf({ globals }));
    const payment = within(canvasElement).getByRole('region', { name: labels.paymentTitle });
    // The price's space is a no-break one: the matcher compares with spaces folded.
    await expect(payment).toHaveTextContent(labels.refund.return(19.99).replace(/\s+/g, ' '));
    await expect(payment).toHaveTextContent(labels.refundStatuses.refunded);
    await expect(payment).not.toHaveTextContent(labels.refund.paid_after_expiry(19.99).replace(/\s+/g, ' '));
    // The order keeps its invoice: only some of its lines came back.
    await expect(within(canvasElement).getByRole('link', { name: labels.downloadInvoice })).toHaveAttribute('href', args.invoiceHref);
  },
};

/** Cancelled: said in the badge and the timeline; nothing to cancel, no invoice, no arrival promised. */
export const Cancelled: Story = {
  args: { order: accountOrderFixture('cancelled'), invoiceHref: null },
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderDetailLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(labels.summary.statuses.cancelled).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: labels.cancel })).toBeNull();
    await expect(canvas.queryByText(labels.deliveryEstimate(args.order.shipments[0]!.delivery_estimate), { exact: false })).toBeNull();
  },
};

/** Expired: pay again by Multibanco or MB WAY; a wrong phone is said at the field. */
export const ExpiredPayAgain: Story = {
  args: { order: accountOrderFixture('expired'), invoiceHref: null, payAgain: { pending: false, error: 'invalidPhone' } },
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderDetailLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.payAgain.title })).toBeVisible();
    await expect(canvas.getByText(labels.payAgain.invalidPhone)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.payAgain.payByMultibanco }));
    await expect(args.onPayAgain).toHaveBeenCalledWith({ method: 'multibanco', mbwayPhone: null });
  },
};

/** After a reorder: what went back to the cart, and what is gone, by name. */
export const ReorderDone: Story = {
  args: { reorderResult: reorderResultFixture() },
  play: async ({ canvasElement, globals, args }) => {
    const labels = orderDetailLabels(localeOf({ globals }));
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(labels.reorderNotice.added(1));
    await expect(notice).toHaveTextContent(labels.reorderNotice.goneTitle);
    await expect(within(notice).getByRole('link', { name: labels.reorderNotice.viewCart })).toHaveAttribute('href', '/cart');
    await userEvent.click(within(notice).getByRole('button', { name: labels.reorderNotice.dismiss }));
    await expect(args.onReorderDismiss).toHaveBeenCalled();
  },
};

/** French on a phone: the longest texts wrap, nothing leaves the screen. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { order: accountOrderFixture('pending_payment'), invoiceHref: null },
  play: async ({ canvasElement }) => {
    const labels = orderDetailLabels('fr');
    await expect(within(canvasElement).getByRole('button', { name: labels.cancel })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
