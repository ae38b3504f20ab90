import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { FULFILMENT_STEPS, accountOrderFixture } from '../../mocks/fixtures/accountOrders';
import { languageTagFor } from '../../.storybook/i18n';
import { shipmentTimelineLabels } from '../../.storybook/orderLabels';
import { viewport } from '../../.storybook/viewports';
import { ShipmentTimeline } from './ShipmentTimeline';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const fulfilmentOf = (...args: Parameters<typeof accountOrderFixture>) => accountOrderFixture(...args).shipments[0]!.fulfilment;

const meta = {
  title: 'Account/ShipmentTimeline',
  component: ShipmentTimeline,
  globals: viewport('mobile'),
  args: { fulfilment: fulfilmentOf('paid'), road: FULFILMENT_STEPS, languageTag: 'pt-PT', labels: shipmentTimelineLabels('pt') },
  argTypes: { labels: { control: false }, fulfilment: { control: false }, road: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <ShipmentTimeline {...args} languageTag={languageTagFor(locale)} labels={shipmentTimelineLabels(locale)} />;
  },
} satisfies Meta<typeof ShipmentTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order of the steps a person reads, and which one is marked current. */
async function expectSteps(canvasElement: HTMLElement, locale: Locale, current: string) {
  const labels = shipmentTimelineLabels(locale);
  const list = within(canvasElement).getByRole('list', { name: labels.title });
  const items = within(list).getAllByRole('listitem');
  const marked = items.filter((item) => item.getAttribute('aria-current') === 'step');
  await expect(marked).toHaveLength(1);
  await expect(marked[0]).toHaveTextContent(current);
  return items;
}

/** Placed, waiting for its payment: the first step is current, the rest to come. */
export const AwaitingPayment: Story = {
  args: { fulfilment: fulfilmentOf('pending_payment') },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const items = await expectSteps(canvasElement, locale, shipmentTimelineLabels(locale).steps.pending_payment);
    await expect(items).toHaveLength(FULFILMENT_STEPS.length);
  },
};

/** Paid: to ship. */
export const Paid: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    await expectSteps(canvasElement, locale, shipmentTimelineLabels(locale).steps.paid);
  },
};

export const Preparing: Story = {
  args: { fulfilment: fulfilmentOf('paid', { step: 'preparing' }) },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    await expectSteps(canvasElement, locale, shipmentTimelineLabels(locale).steps.preparing);
  },
};

/** Shipped: the carrier and the tracking number show under the steps. */
export const Shipped: Story = {
  args: { fulfilment: fulfilmentOf('paid', { step: 'shipped' }) },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = shipmentTimelineLabels(locale);
    await expectSteps(canvasElement, locale, labels.steps.shipped);
    await expect(within(canvasElement).getByText(labels.carrier('CTT Expresso'))).toBeVisible();
    await expect(within(canvasElement).getByText(labels.trackingNumber('EA123456789PT'))).toBeVisible();
  },
};

export const Delivered: Story = {
  args: { fulfilment: fulfilmentOf('paid', { step: 'delivered' }) },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const items = await expectSteps(canvasElement, locale, shipmentTimelineLabels(locale).steps.delivered);
    await expect(items.at(-1)).toHaveAttribute('aria-current', 'step');
  },
};

/** Called off unpaid: only what happened, the end marked. */
export const Cancelled: Story = {
  args: { fulfilment: fulfilmentOf('cancelled') },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const items = await expectSteps(canvasElement, locale, shipmentTimelineLabels(locale).steps.cancelled);
    await expect(items).toHaveLength(2);
  },
};

export const Expired: Story = {
  args: { fulfilment: fulfilmentOf('expired') },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    await expectSteps(canvasElement, locale, shipmentTimelineLabels(locale).steps.expired);
  },
};

export const Refunded: Story = {
  args: {
    fulfilment: {
      status: 'refunded',
      carrier: null,
      tracking_number: null,
      timeline: [
        { status: 'pending_payment', at: '2026-11-20T10:00:00+00:00' },
        { status: 'paid', at: '2026-11-24T10:00:00+00:00' },
        { status: 'refunded', at: '2026-11-24T10:05:00+00:00' },
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    await expectSteps(canvasElement, locale, shipmentTimelineLabels(locale).steps.refunded);
  },
};

/** French on a phone with a long carrier name: it wraps, nothing leaves the screen. */
export const PhoneFrenchLongCarrier: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { fulfilment: { ...fulfilmentOf('paid', { step: 'shipped' }), carrier: 'Transportes Internacionais Rodoviários do Norte e Centro, Lda.', tracking_number: 'RR123456789012345678PT' } },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, 'fr', shipmentTimelineLabels('fr').steps.shipped);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
