import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { checkoutHeaderLabels } from '../../.storybook/checkoutLabels';
import { viewport } from '../../.storybook/viewports';
import { CheckoutHeader } from './CheckoutHeader';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Checkout/CheckoutHeader',
  component: CheckoutHeader,
  globals: viewport('desktop'),
  args: { homeHref: '/', cartHref: '/cart/00000000-0000-4000-8000-000000000600', labels: checkoutHeaderLabels('pt') },
  argTypes: { labels: { control: false } },
  render: (args, context) => <CheckoutHeader {...args} labels={checkoutHeaderLabels(localeOf(context))} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The logo home, the secure mark and the way back to the cart; no menu, no search. */
export const Checkout: Story = {
  play: async ({ canvasElement, globals }) => {
    const labels = checkoutHeaderLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.home })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: labels.backToCart })).toHaveAttribute('href', expect.stringMatching(/^\/cart\//));
    await expect(canvas.getByText(labels.secure)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

/** The payment layout: the order exists, so there is no cart to go back to. */
export const Payment: Story = {
  args: { cartHref: undefined },
  play: async ({ canvasElement, globals }) => {
    const labels = checkoutHeaderLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: labels.home })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: labels.backToCart })).toBeNull();
  },
};

/** A phone in French: the arrow and the lock keep their words for screen readers only; the logo stays centred. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvasElement }) => {
    const labels = checkoutHeaderLabels('fr');
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: labels.backToCart });
    const logo = canvas.getByRole('link', { name: labels.home });
    await expect(back.getBoundingClientRect().right).toBeLessThanOrEqual(logo.getBoundingClientRect().left);
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const centre = logo.getBoundingClientRect().left + logo.getBoundingClientRect().width / 2;
    await expect(Math.abs(centre - (header.left + header.width / 2))).toBeLessThan(2);
  },
};
