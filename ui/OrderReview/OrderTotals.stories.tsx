import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { officialGroup, totalsOf, twoGroups } from '../../.storybook/checkoutFixtures';
import { orderTotalsLabels } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { OrderTotals } from './OrderTotals';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const euros = (amount: number, locale: Locale) => new Intl.NumberFormat(languageTagFor(locale), { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');

const meta = {
  title: 'Checkout/OrderTotals',
  component: OrderTotals,
  args: {
    totals: totalsOf(twoGroups(), 5, 2.5),
    coupon: { code: 'VERAO10' },
    shippingBySeller: [
      { seller: 'Loja Oficial', fee: 0 },
      { seller: 'Sapataria Douro', fee: 3.99 },
    ],
    labels: orderTotalsLabels('pt'),
    languageTag: 'pt-PT',
  },
  argTypes: { labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ width: 320 }}>
        <OrderTotals {...args} languageTag={languageTagFor(locale)} labels={orderTotalsLabels(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof OrderTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Subtotal, shipping and each seller's fee, the coupon, store credit, the total and the VAT inside it. */
export const Full: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = orderTotalsLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sapataria Douro')).toBeVisible();
    await expect(canvas.getByText(euros(-5, locale))).toBeVisible();
    await expect(canvas.getByText(labels.storeCredit)).toBeVisible();
    await expect(canvas.getByText(euros(args.totals.total, locale))).toBeVisible();
    await expect(canvas.getByText(labels.total)).toBeVisible();
  },
};

/** One seller, free shipping, no coupon: 'free' instead of 0,00 €, no discount row. */
export const FreeShipping: Story = {
  args: { totals: totalsOf([officialGroup()]), coupon: null, shippingBySeller: [{ seller: 'Loja Oficial', fee: 0 }] },
  play: async ({ canvasElement, globals }) => {
    const labels = orderTotalsLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(labels.free)).toBeVisible();
    await expect(canvas.queryByText(labels.discount('VERAO10'))).toBeNull();
  },
};
