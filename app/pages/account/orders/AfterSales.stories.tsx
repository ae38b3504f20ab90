import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Locale, OrderReturn } from '../../../../contract';
import { RETURNS_MOCK_ORDER_UUID, returnHandlers, returnsMockState, type ReturnsMockState } from '../../../../mocks';
import { languageTagFor } from '../../../../.storybook/i18n';
import { localeOf, PageStory, screen as page, storyMock, tFor as t } from '../../../../.storybook/pageStory';
import { viewport } from '../../../../.storybook/viewports';
import { expectDialogClosed } from '../../../../ui/Dialog/dialogBehaviourSuite';
import { returnDay } from '../../../shell/returnLabels';
import { OrderAfterSales, type AfterSalesOrder } from './AfterSales';

const DELIVERED_AT = '2026-11-26T12:00:00.000Z';
/** A parcel on its way since the 25th, delivered at `deliveredAt` when given. */
const parcel = (sellerId: number, deliveredAt: string | null): AfterSalesOrder['shipments'][number] => ({
  seller_id: sellerId,
  fulfilment: {
    status: deliveredAt ? 'delivered' : 'shipped',
    carrier: 'CTT Expresso',
    tracking_number: 'EA123456789PT',
    timeline: [{ status: 'shipped', at: '2026-11-25T09:00:00.000Z' }, ...(deliveredAt ? [{ status: 'delivered' as const, at: deliveredAt }] : [])],
  },
});
const orderOf = (deliveredAt: string | null): AfterSalesOrder => ({ order_uuid: RETURNS_MOCK_ORDER_UUID, status: 'paid', shipments: [parcel(1, deliveredAt), parcel(7, deliveredAt)] });
const deliveredOrder = orderOf(DELIVERED_AT);
const shippedOrder = orderOf(null);
const approvedReturn: OrderReturn = {
  return_uuid: '9b1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  order_uuid: RETURNS_MOCK_ORDER_UUID,
  status: 'approved',
  refund_method: 'original',
  amount: 89.9,
  delivery: 0,
  note: null,
  lines: [{ offer_id: 12, name: 'Ténis de corrida Aero', image: null, quantity: 1, unit_price: 89.9, reason: 'not_as_described' }],
  created_at: '2026-11-27T10:00:00.000Z',
  approved_at: '2026-11-28T10:00:00.000Z',
  received_at: null,
  refunded_at: null,
  rejected_at: null,
};

/** The section as the order page mounts it, at the order's path. */
function AfterSalesStory({ order, locale }: { order: AfterSalesOrder; locale: Locale }) {
  return (
    <PageStory
      locale={locale}
      pages={{ '/account/orders/:uuid': () => <OrderAfterSales order={order} /> }}
      path={`/account/orders/${order.order_uuid}`}
      frame={{ maxWidth: 720, padding: 16 }}
    />
  );
}

const returns = storyMock(returnsMockState, returnHandlers);

const meta = {
  title: 'Account/OrderAfterSales',
  component: AfterSalesStory,
  globals: viewport('desktop'),
  args: { order: deliveredOrder, locale: 'pt' },
  parameters: { returns: {} as Partial<ReturnsMockState> },
  beforeEach({ msw, parameters }) {
    returns.install(msw, parameters.returns);
  },
  render: (args, context) => <AfterSalesStory {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof AfterSalesStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A delivered order inside the window: the button and the last day; a request sent from the dialog lists itself as requested. */
export const Returnable: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const button = await canvas.findByRole('button', { name: t(locale)('returns.afterSales.request') });
    await expect(canvas.getByText(t(locale)('returns.afterSales.window', { date: returnDay(languageTagFor(locale), returns.current.returnable[0]!.return_by) }))).toBeVisible();
    await userEvent.click(button);
    const dialogElement = await page().findByRole('dialog', { name: t(locale)('returns.form.title') });
    const dialog = within(dialogElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: t(locale)('returns.form.selectLine', { name: 'Ténis de corrida Aero' }) }));
    await userEvent.click(dialog.getByRole('radio', { name: new RegExp(t(locale)('returns.refundMethods.store_credit.label')) }));
    await userEvent.click(dialog.getByRole('button', { name: t(locale)('returns.form.submit') }));
    await expectDialogClosed(dialogElement);
    const timeline = await canvas.findByRole('list', { name: t(locale)('returns.status.timeline') });
    await expect(within(timeline).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(returns.current.returns).toHaveLength(1);
    await expect(returns.current.returns[0]).toMatchObject({ refund_method: 'store_credit', lines: [{ offer_id: 12, quantity: 1, reason: 'wrong_size' }] });
  },
};

/** An earlier return in progress, and what is left still returnable. */
export const WithReturn: Story = {
  parameters: { returns: { returns: [approvedReturn] } },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const timeline = await canvas.findByRole('list', { name: t(locale)('returns.status.timeline') });
    await expect(within(timeline).getByText(t(locale)('returns.steps.approved'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(locale)('returns.afterSales.request') })).toBeVisible();
  },
};

/** Nothing delivered yet: no section at all. */
export const NotDelivered: Story = {
  args: { order: shippedOrder },
  parameters: { returns: { returnable: [] } },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole('heading', { name: t(locale)('returns.afterSales.title') })).toBeNull();
  },
};

/** Delivered long ago: the window has closed, and no button is offered. */
export const WindowClosed: Story = {
  args: { order: orderOf('2026-01-05T12:00:00.000Z') },
  parameters: { returns: { returnable: [] } },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    await expect(await canvas.findByText(t(locale)('returns.afterSales.windowClosed', { days: 14 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(locale)('returns.afterSales.request') })).toBeNull();
  },
};

/** The returns could not be read: the section says so and offers to try again. */
export const LoadFailed: Story = {
  parameters: { returns: { failLoad: true } },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t(locale)('returns.afterSales.loadFailed'));
    await expect(canvas.getByRole('button', { name: t(locale)('returns.afterSales.retry') })).toBeVisible();
  },
};

/** A phone in French with a return under way. */
export const PhoneFrench: Story = {
  globals: { ...viewport('mobile'), locale: 'fr' },
  parameters: { returns: { returns: [approvedReturn] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: t('fr')('returns.afterSales.request') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('fr')('returns.afterSales.title') })).toBeVisible();
  },
};
