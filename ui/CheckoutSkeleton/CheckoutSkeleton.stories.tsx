import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { checkoutSkeletonLabels } from '../../.storybook/checkoutLabels';
import { viewport } from '../../.storybook/viewports';
import { CheckoutSkeleton } from './CheckoutSkeleton';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Checkout/CheckoutSkeleton',
  component: CheckoutSkeleton,
  globals: viewport('desktop'),
  args: { labels: checkoutSkeletonLabels('pt') },
  argTypes: { labels: { control: false } },
  render: (args, context) => <CheckoutSkeleton {...args} labels={checkoutSkeletonLabels(localeOf(context))} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: five step cards beside the summary, busy, the loading announced. */
export const Desktop: Story = {
  play: async ({ canvasElement, globals }) => {
    const labels = checkoutSkeletonLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.loading);
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** A phone: one column, the summary under the steps. */
export const Phone: Story = {
  globals: viewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
