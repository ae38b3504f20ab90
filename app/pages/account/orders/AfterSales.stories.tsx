import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale, OrderReturn } from '../../../../contract';
import { $apiBaseUrl } from '../../../../features/api-client';
import { $user } from '../../../../features/auth';
import { RETURNS_MOCK_ORDER_UUID, returnHandlers, returnsMockState, user, type ReturnsMockState } from '../../../../mocks';
import { i18nFor, languageTagFor } from '../../../../.storybook/i18n';
import { viewport } from '../../../../.storybook/viewports';
import { I18nProvider } from '../../../i18n/react';
import { returnDay } from '../../../shell/returnLabels';
import { OrderAfterSales, type AfterSalesOrder } from './AfterSales';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const t = (locale: Locale) => i18nFor(locale).t;
const page = () => within(document.body);

const DELIVERED_AT = '2026-11-26T12:00:00.000Z';
const deliveredOrder: AfterSalesOrder = {
  order_uuid: RETURNS_MOCK_ORDER_UUID,
  status: 'paid',
  shipments: [
    { seller_id: 1, status: 'delivered', delivered_at: DELIVERED_AT, lines: [{ offer_id: 11, name: 'Camisa de linho Riviera', quantity: 2, image: null }] },
    { seller_id: 7, status: 'delivered', delivered_at: DELIVERED_AT, lines: [{ offer_id: 12, name: 'Ténis de corrida Aero', quantity: 1, image: null }] },
  ],
};
const shippedOrder: AfterSalesOrder = { ...deliveredOrder, shipments: deliveredOrder.shipments.map((shipment) => ({ ...shipment, status: 'shipped', delivered_at: null })) };
const approvedReturn: OrderReturn = {
  return_uuid: '9b1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  order_uuid: RETURNS_MOCK_ORDER_UUID,
  status: 'approved',
  refund_method: 'original',
  amount: 89.9,
  note: null,
  lines: [{ offer_id: 12, name: 'Ténis de corrida Aero', image: null, quantity: 1, unit_price: 89.9, reason: 'not_as_described' }],
  created_at: '2026-11-27T10:00:00.000Z',
  approved_at: '2026-11-28T10:00:00.000Z',
  received_at: null,
  refunded_at: null,
  rejected_at: null,
};

/** The section as the order page mounts it: a signed-in scope, the locale's messages, a router at the order's path. */
function AfterSalesStory({ order, locale }: { order: AfterSalesOrder; locale: Locale }) {
  const [app] = useState(() => ({
    scope: fork({ values: [[$apiBaseUrl, window.location.origin], [$user, user]] }),
    router: createMemoryRouter([{ path: '/account/orders/:uuid', handle: { locale }, Component: () => <OrderAfterSales order={order} /> }], {
      initialEntries: [`/account/orders/${order.order_uuid}`],
    }),
  }));
  return (
    <Provider value={app.scope}>
      <I18nProvider i18n={i18nFor(locale)}>
        <div style={{ maxWidth: 720, padding: 16 }}>
          <RouterProvider router={app.router} />
        </div>
      </I18nProvider>
    </Provider>
  );
}

let state: ReturnsMockState = returnsMockState();

const meta = {
  title: 'Account/OrderAfterSales',
  component: AfterSalesStory,
  globals: viewport('desktop'),
  args: { order: deliveredOrder, locale: 'pt' },
  parameters: { returns: {} as Partial<ReturnsMockState> },
  beforeEach({ msw, parameters }) {
    state = returnsMockState(parameters.returns as Partial<ReturnsMockState>);
    msw.use(...returnHandlers(state));
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
    await expect(canvas.getByText(t(locale)('returns.afterSales.window', { date: returnDay(languageTagFor(locale), state.returnable[0]!.return_by) }))).toBeVisible();
    await userEvent.click(button);
    const dialog = within(await page().findByRole('dialog', { name: t(locale)('returns.form.title') }));
    await userEvent.click(dialog.getByRole('checkbox', { name: t(locale)('returns.form.selectLine', { name: 'Ténis de corrida Aero' }) }));
    await userEvent.click(dialog.getByRole('radio', { name: new RegExp(t(locale)('returns.refundMethods.store_credit.label')) }));
    await userEvent.click(dialog.getByRole('button', { name: t(locale)('returns.form.submit') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const timeline = await canvas.findByRole('list', { name: t(locale)('returns.status.timeline') });
    await expect(within(timeline).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(state.returns).toHaveLength(1);
    await expect(state.returns[0]).toMatchObject({ refund_method: 'store_credit', lines: [{ offer_id: 12, quantity: 1, reason: 'wrong_size' }] });
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
  args: { order: { ...deliveredOrder, shipments: deliveredOrder.shipments.map((shipment) => ({ ...shipment, delivered_at: '2026-01-05T12:00:00.000Z' })) } },
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
