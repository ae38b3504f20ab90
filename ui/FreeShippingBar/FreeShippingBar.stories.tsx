import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { freeShippingBarLabels } from '../../.storybook/cartLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { FreeShippingBar, type FreeShippingBarProps } from './FreeShippingBar';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const euros = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(languageTagFor(locale), { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');

function Harness({ locale, ...props }: Omit<FreeShippingBarProps, 'labels' | 'languageTag'> & { locale: Locale }) {
  return (
    <div style={{ width: 464 }}>
      <FreeShippingBar {...props} languageTag={languageTagFor(locale)} labels={freeShippingBarLabels(locale)} />
    </div>
  );
}

const meta = {
  title: 'Cart/FreeShippingBar',
  component: Harness,
  args: { locale: 'pt', progress: 75, remaining: 4.91, reached: false },
  argTypes: { locale: { control: false } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §9: 14,99 € of 19,90 €: 75% as a whole percent, and what is still missing. */
export const OnTheWay: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = freeShippingBarLabels(locale);
    const bar = within(canvasElement).getByRole('progressbar', { name: labels.progress });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(bar).toHaveAttribute('aria-valuetext', '75%');
    await expect(within(canvasElement).getByText(labels.remaining(euros(4.91, locale)))).toBeVisible();
    await expect(within(canvasElement).getByText('75%')).toBeVisible();
  },
};

/** Reached: the message changes and the bar is full. */
export const Reached: Story = {
  args: { progress: 100, remaining: 0, reached: true },
  play: async ({ canvasElement, globals }) => {
    const labels = freeShippingBarLabels(localeOf({ globals }));
    await expect(within(canvasElement).getByText(labels.reached)).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** §9 a whole percent: a share with decimals is rounded. */
export const WholePercent: Story = {
  args: { progress: 33.6, remaining: 13.2, reached: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '34');
    await expect(within(canvasElement).getByText('34%')).toBeVisible();
  },
};

/** The longest French message wraps beside the percent. */
export const LongestFrench: Story = {
  globals: { locale: 'fr' },
  args: { progress: 12, remaining: 17.5 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar').getBoundingClientRect();
    await expect(within(canvasElement).getByText('12%').getBoundingClientRect().right).toBeLessThanOrEqual(bar.right);
  },
};
