import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { ORDER_NUMBER } from '../../.storybook/checkoutFixtures';
import { checkoutExpiredLabels } from '../../.storybook/checkoutLabels';
import { viewport } from '../../.storybook/viewports';
import { CheckoutExpired } from './CheckoutExpired';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Checkout/CheckoutExpired',
  component: CheckoutExpired,
  globals: viewport('desktop'),
  args: { reason: 'mbway_timeout', orderNumber: ORDER_NUMBER, startAgainHref: '/cart/00000000-0000-4000-8000-000000000600', continueShoppingHref: '/', labels: checkoutExpiredLabels('pt') },
  argTypes: { labels: { control: false } },
  render: (args, context) => <CheckoutExpired {...args} labels={checkoutExpiredLabels(localeOf(context))} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutExpired>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The MB WAY window ran out: what happened, the cart restored, start again. */
export const MbwayTimeout: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const labels = checkoutExpiredLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.reasons.mbway_timeout.title })).toBeVisible();
    await expect(canvas.getByText(labels.orderNumber(ORDER_NUMBER))).toBeVisible();
    await expect(canvas.getByText(labels.cartRestored)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.startAgain })).toHaveAttribute('href', args.startAgainHref);
  },
};

/** The reference was not paid in time. */
export const ReferenceExpired: Story = {
  args: { reason: 'reference_expired' },
  play: async ({ canvasElement, globals }) => {
    const labels = checkoutExpiredLabels(localeOf({ globals }));
    await expect(within(canvasElement).getByRole('heading', { name: labels.reasons.reference_expired.title })).toBeVisible();
  },
};

/** Declined, nothing charged. */
export const Declined: Story = {
  args: { reason: 'declined' },
  play: async ({ canvasElement, globals }) => {
    const labels = checkoutExpiredLabels(localeOf({ globals }));
    await expect(within(canvasElement).getByText(labels.reasons.declined.text)).toBeVisible();
  },
};

/** The stock hold ended and some goods sold out meanwhile: said instead of 'cart restored'. */
export const HoldExpiredNotRestored: Story = {
  args: { reason: 'hold_expired', cartRestored: false, orderNumber: undefined },
  play: async ({ canvasElement, globals }) => {
    const labels = checkoutExpiredLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.reasons.hold_expired.title })).toBeVisible();
    await expect(canvas.getByText(labels.cartNotRestored)).toBeVisible();
    await expect(canvas.queryByText(labels.cartRestored)).toBeNull();
  },
};

/** A phone in French: the long title wraps, the buttons stack full width. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvasElement }) => {
    const labels = checkoutExpiredLabels('fr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: labels.startAgain })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
