import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { paymentProcessingLabels } from '../../.storybook/checkoutLabels';
import { viewport } from '../../.storybook/viewports';
import { PaymentProcessing } from './PaymentProcessing';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Payment/PaymentProcessing',
  component: PaymentProcessing,
  globals: viewport('desktop'),
  args: { method: 'mbway', labels: paymentProcessingLabels('pt') },
  argTypes: { labels: { control: false } },
  render: (args, context) => <PaymentProcessing {...args} labels={paymentProcessingLabels(localeOf(context))} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentProcessing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the final state: a busy region with the status announced. */
export const Waiting: Story = {
  play: async ({ canvasElement, globals }) => {
    const labels = paymentProcessingLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: labels.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.text);
    await expect(canvas.getByText(labels.method.mbway)).toBeVisible();
  },
};

/** Longer than usual: the same block says so, at the same size (nothing on the page moves). */
export const Slow: Story = {
  args: { slow: true, method: 'multibanco' },
  play: async ({ canvasElement, globals }) => {
    const labels = paymentProcessingLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: labels.title });
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.slow);
    await expect(region.getBoundingClientRect().height).toBe(280);
  },
};

/** A phone in French: the longest sentence fits the reserved room. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { slow: true },
  play: async ({ canvasElement }) => {
    const labels = paymentProcessingLabels('fr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: labels.title }).getBoundingClientRect().height).toBe(280);
  },
};
