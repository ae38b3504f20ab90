import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale, OrderReturn } from '../../contract';
import { returnStatusPropsFor } from '../../.storybook/returnLabels';
import { viewport } from '../../.storybook/viewports';
import { ReturnStatus } from './ReturnStatus';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const requested: OrderReturn = {
  return_uuid: '9b1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  order_uuid: '3f2a9c1d-0000-4000-8000-000000000001',
  status: 'requested',
  refund_method: 'store_credit',
  amount: 129.88,
  delivery: 0,
  note: null,
  lines: [
    { offer_id: 11, name: 'Camisa de linho Riviera', image: null, quantity: 2, unit_price: 39.99, reason: 'wrong_size' },
    { offer_id: 12, name: 'Ténis de corrida Aero', image: null, quantity: 1, unit_price: 49.9, reason: 'damaged' },
  ],
  created_at: '2026-11-27T10:00:00.000Z',
  approved_at: null,
  received_at: null,
  refunded_at: null,
  rejected_at: null,
};
const approved: OrderReturn = { ...requested, status: 'approved', approved_at: '2026-11-28T09:00:00.000Z' };
const received: OrderReturn = { ...approved, status: 'received', received_at: '2026-12-02T15:00:00.000Z' };
const refunded: OrderReturn = { ...received, status: 'refunded', refunded_at: '2026-12-03T11:00:00.000Z', refund_method: 'original' };
const rejected: OrderReturn = { ...approved, status: 'rejected', rejected_at: '2026-11-29T09:00:00.000Z' };
const longFrench: OrderReturn = {
  ...approved,
  lines: [{ offer_id: 21, name: 'Veste matelassée réversible à capuche amovible en duvet recyclé certifié, édition limitée automne-hiver', image: null, quantity: 3, unit_price: 249.5, reason: 'not_as_described' }],
  amount: 748.5,
  delivery: 0,
};

const meta = {
  title: 'Account/ReturnStatus',
  component: ReturnStatus,
  globals: viewport('desktop'),
  args: returnStatusPropsFor('pt', requested),
  argTypes: { labels: { control: false }, dates: { control: false }, items: { control: false } },
  parameters: { entry: requested },
  render: (_args, context) => (
    <div style={{ width: 420, maxWidth: '100%' }}>
      <ReturnStatus {...returnStatusPropsFor(localeOf(context), context.parameters.entry as OrderReturn)} />
    </div>
  ),
} satisfies Meta<typeof ReturnStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the timeline: each step's state as drawn, in order, and the current one announced as such. */
async function expectSteps(canvasElement: HTMLElement, locale: Locale, entry: OrderReturn, states: string[]) {
  const props = returnStatusPropsFor(locale, entry);
  const timeline = within(canvasElement).getByRole('list', { name: props.labels.timeline });
  const steps = within(timeline).getAllByRole('listitem');
  await expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(states);
  const current = steps.find((step) => step.getAttribute('aria-current') === 'step');
  await expect(current?.getAttribute('data-state') ?? null).toBe(states.includes('current') ? 'current' : null);
  if (current) await expect(current).toHaveTextContent(props.labels.current);
  // A screen reader hears which steps are still to come, not only a sighted customer.
  for (const [index, state] of states.entries()) if (state === 'upcoming') await expect(steps[index]).toHaveTextContent(props.labels.upcoming);
  await expect(within(canvasElement).getByRole('region', { name: props.labels.heading })).toHaveTextContent(props.labels.summary.replace(/\s+/g, ' '));
}

/** Just asked: the request is the current step, the rest to come; the lines and why are listed, under the return's number. */
export const Requested: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    await expectSteps(canvasElement, locale, requested, ['current', 'upcoming', 'upcoming', 'upcoming']);
    await expect(within(canvasElement).getByText(returnStatusPropsFor(locale, requested).labels.number)).toBeVisible();
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('R-9B1C6A52');
    for (const item of returnStatusPropsFor(locale, requested).items) await expect(within(canvasElement).getByText(item)).toBeVisible();
  },
};

export const Approved: Story = {
  parameters: { entry: approved },
  play: async ({ canvasElement, globals }) => expectSteps(canvasElement, localeOf({ globals }), approved, ['done', 'current', 'upcoming', 'upcoming']),
};

export const Received: Story = {
  parameters: { entry: received },
  play: async ({ canvasElement, globals }) => expectSteps(canvasElement, localeOf({ globals }), received, ['done', 'done', 'current', 'upcoming']),
};

/** Refunded by the original payment: every step done, each with its date. */
export const Refunded: Story = {
  parameters: { entry: refunded },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    await expectSteps(canvasElement, locale, refunded, ['done', 'done', 'done', 'done']);
    await expect(Object.keys(returnStatusPropsFor(locale, refunded).dates)).toHaveLength(4);
  },
};

/** Rejected after approval: the path stops there, the rejection in the critical colour, nothing to come. */
export const Rejected: Story = {
  parameters: { entry: rejected },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    await expectSteps(canvasElement, locale, rejected, ['done', 'done', 'rejected']);
    await expect(within(canvasElement).getByText(returnStatusPropsFor(locale, rejected).labels.steps.rejected)).toBeVisible();
  },
};

/** A phone in French with the longest product name: the text wraps inside the card. */
export const PhoneLongFrench: Story = {
  globals: { ...viewport('mobile'), locale: 'fr' },
  parameters: { entry: longFrench },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    await expectSteps(canvasElement, 'fr', longFrench, ['done', 'current', 'upcoming', 'upcoming']);
  },
};
