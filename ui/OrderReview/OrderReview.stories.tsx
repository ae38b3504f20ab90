import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { changedGroups, longFrenchGroups, totalsOf, twoGroups } from '../../.storybook/checkoutFixtures';
import { orderReviewLabels } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { OrderReview } from './OrderReview';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const euros = (amount: number, locale: Locale) => new Intl.NumberFormat(languageTagFor(locale), { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');

const groups = twoGroups();

const meta = {
  title: 'Checkout/OrderReview',
  component: OrderReview,
  globals: viewport('desktop'),
  args: {
    groups,
    totals: totalsOf(groups, 5),
    coupon: { code: 'VERAO10' },
    labels: orderReviewLabels('pt'),
    languageTag: 'pt-PT',
    onPlaceOrder: fn(),
    lineHref: (line) => `/product/${line.product_slug}`,
  },
  argTypes: { labels: { control: false }, groups: { control: false }, lineHref: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <OrderReview {...args} languageTag={languageTagFor(locale)} labels={orderReviewLabels(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof OrderReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every line by seller with its variant, quantity and price, each parcel's method and fee, the totals
 * (per-seller shipping, the coupon, the VAT inside the total), and the place-order button.
 */
export const Review: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = orderReviewLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Camisola de malha' })).toHaveAttribute('href', '/product/camisola-de-malha');
    // Every line's name links to its product the same way: none underlined until hovered.
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Camisola de malha', 'Calças de ganga', 'Ténis de corrida']);
    await expect(links.map((link) => getComputedStyle(link).textDecorationLine)).toEqual(['none', 'none', 'none']);
    await expect(canvas.getByText(labels.unitPrice(2, euros(24.9, locale)))).toBeVisible();
    await expect(canvas.getByText(labels.totals.discount('VERAO10'))).toBeVisible();
    await expect(canvas.getByText(euros(args.totals.total, locale))).toBeVisible();
    await expect(canvas.getByText(labels.totals.vatIncluded(euros(args.totals.vat_included, locale)))).toBeVisible();
    await expect(canvas.getByText(labels.parcelShipping('Normal', '3-5'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.placeOrder }));
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: labels.placeOrder }).blur();
  },
};

/** Placing the order: the button says so, is announced busy and does not send twice. */
export const Placing: Story = {
  args: { placing: true },
  play: async ({ args, canvasElement, globals }) => {
    const labels = orderReviewLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: labels.placing });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
    button.blur();
  },
};

/** Lines the server reported changed: flagged; a stock issue blocks the order with the reason under the button. */
export const WithChanges: Story = {
  args: { groups: changedGroups(), totals: totalsOf(changedGroups()), coupon: null, canPlaceOrder: false },
  play: async ({ args, canvasElement, globals }) => {
    const labels = orderReviewLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(labels.priceChanged)).toHaveLength(2);
    await expect(canvas.getByText(labels.stockIssue)).toBeVisible();
    const button = canvas.getByRole('button', { name: labels.placeOrder });
    await expect(button).toHaveAccessibleDescription(labels.cannotPlace);
    await userEvent.click(button);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
    button.blur();
  },
};

/** A phone in French with the longest product name: it wraps, the prices keep their column. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  parameters: { layout: 'fullscreen' },
  args: { groups: longFrenchGroups(), totals: totalsOf(longFrenchGroups()), coupon: null },
  play: async ({ canvasElement }) => {
    const labels = orderReviewLabels('fr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.placeOrder })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
