import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buyBarLabels } from '../../.storybook/catalogLabels';
import { languageTagFor, type Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { BuyBar } from './BuyBar';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const normalise = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

const meta = {
  title: 'Product/BuyBar',
  component: BuyBar,
  parameters: { layout: 'fullscreen' },
  globals: viewport('mobile'),
  args: {
    name: 'Vestido de verão em linho com alças finas',
    offer: { price: 39.99, listPrice: null, soldOut: false },
    languageTag: 'pt-PT',
    labels: buyBarLabels('pt'),
    onAddToCart: fn(),
  },
  argTypes: { labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ minHeight: '100vh' }}>
        <BuyBar {...args} languageTag={languageTagFor(locale)} labels={buyBarLabels(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof BuyBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: the name, the price and the button stay on screen; a tap buys the first offer. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = buyBarLabels(localeOf({ globals }));
    const bar = canvas.getByRole('region', { name: labels.region });
    await expect(bar).toBeVisible();
    await expect(within(bar).getByText(args.name)).toBeInTheDocument();
    await expect(normalise(bar.textContent)).toContain('39,99 €');
    await userEvent.click(within(bar).getByRole('button', { name: labels.addToCart }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};

/** A reduced price shows the struck list price, read as the previous price, where the bar has room for it. */
export const Reduced: Story = {
  globals: viewport('tablet'),
  args: { offer: { price: 39.99, listPrice: 59.99, soldOut: false } },
  play: async ({ canvas, globals }) => {
    const labels = buyBarLabels(localeOf({ globals }));
    await expect(normalise(canvas.getByRole('deletion').textContent)).toBe(`${labels.previousPrice} 59,99 €`);
  },
};

/** On a phone in Portuguese the button leaves the price little room: the bar keeps to one row and its height, price alone. */
export const ReducedOnAPhone: Story = {
  args: { offer: { price: 1299.99, listPrice: 1599.99, soldOut: false } },
  play: async ({ canvas, globals }) => {
    const labels = buyBarLabels(localeOf({ globals }));
    const bar = canvas.getByRole('region', { name: labels.region });
    const button = within(bar).getByRole('button', { name: labels.addToCart }).getBoundingClientRect();
    await expect(within(bar).getByText(/1.?299,99/)).toBeVisible();
    // The bar's own padding and border around the button: no room for a third line of text.
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(button.height + 24);
    await expect(within(bar).queryByRole('deletion')).toBeNull();
  },
};

/** A sold-out first offer: the button says so and cannot be pressed. */
export const SoldOut: Story = {
  args: { offer: { price: 39.99, listPrice: null, soldOut: true } },
  play: async ({ canvas, args, globals }) => {
    const labels = buyBarLabels(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: labels.outOfStock });
    await expect(button).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** While the add is in flight the button is busy and a second tap adds nothing. */
export const Adding: Story = {
  args: { pending: true },
  play: async ({ canvas, args, globals }) => {
    const labels = buyBarLabels(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: labels.addToCart });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** A desktop shows the buy box beside the gallery: no bar. */
export const Desktop: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('region', { name: buyBarLabels(localeOf({ globals })).region })).toBeNull();
  },
};
