import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CartItem, Locale } from '../../contract';
import { LONGEST_FRENCH_NAME } from '../../mocks/fixtures';
import { cartSummaryLabels } from '../../.storybook/cartLabels';
import { line, offerOf, sevenSellers, twoSellers, useStoryCart } from '../../.storybook/cartFixtures';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { cartItemName } from '../CartLine';
import { CartSummary } from './CartSummary';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

interface HarnessProps {
  locale: Locale;
  items: CartItem[];
  discount?: { code: string; amount: number } | null;
  loading?: boolean;
  updatingOfferIds?: number[];
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  onClearRequest: () => void;
  onCheckout: () => void;
  onCouponsOpen: () => void;
}

/** The /cart/{uuid} page body; the harness plays the cart model for quantities and removal. */
function Harness({ locale, items: initialItems, discount = null, onQuantityChange, onRemove, ...props }: HarnessProps) {
  const cart = useStoryCart(initialItems, { discount: discount?.amount ?? 0, onQuantityChange, onRemove });
  const { view } = cart;
  return (
    <CartSummary
      locale={locale}
      languageTag={languageTagFor(locale)}
      labels={cartSummaryLabels(locale)}
      groups={view.groups}
      itemCount={view.itemCount}
      subtotal={view.subtotal}
      total={view.total}
      discount={discount}
      freeShipping={view.freeShipping}
      overallEstimateDays={view.overallEstimateDays}
      updatingOfferIds={props.updatingOfferIds}
      loading={props.loading}
      itemHref={(item) => `/product/${item.product_slug}`}
      checkoutHref="/checkout/00000000-0000-4000-8000-000000000600"
      onCheckout={props.onCheckout}
      continueShoppingHref="/"
      onQuantityChange={cart.onQuantityChange}
      onRemove={cart.onRemove}
      onClearRequest={props.onClearRequest}
      onCouponsOpen={props.onCouponsOpen}
    />
  );
}

const meta = {
  title: 'Cart/CartSummary',
  component: Harness,
  globals: viewport('desktop'),
  args: {
    locale: 'pt',
    items: twoSellers().items,
    discount: { code: 'VERAO10', amount: 4 },
    onQuantityChange: fn(),
    onRemove: fn(),
    onClearRequest: fn(),
    onCheckout: fn(),
    onCouponsOpen: fn(),
  },
  argTypes: { items: { control: false }, locale: { control: false } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const euros = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(languageTagFor(locale), { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');

/**
 * Desktop: the lines by seller beside the order summary (subtotal, coupon, total, checkout);
 * removing a line and the summary's buttons answer with their callbacks.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartSummaryLabels(locale);
    const canvas = within(canvasElement);
    const view = twoSellers();
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(canvas.getByText(labels.itemCount(view.itemCount))).toBeVisible();
    const summary = canvas.getByRole('complementary', { name: labels.summaryTitle });
    const inSummary = within(summary);
    await expect(inSummary.getByText(euros(view.subtotal, locale))).toBeVisible();
    await expect(inSummary.getByText(labels.totals.discount('VERAO10'))).toBeVisible();
    await expect(inSummary.getByText(euros(view.subtotal - 4, locale))).toBeVisible();
    await expect(inSummary.getByRole('link', { name: labels.checkout })).toHaveAttribute('href', expect.stringMatching(/^\/checkout\//));
    await userEvent.click(inSummary.getByRole('button', { name: labels.totals.coupons }));
    await expect(args.onCouponsOpen).toHaveBeenCalledTimes(1);
    // Two columns: the summary to the right of the lines.
    const firstLine = canvas.getByRole('article', { name: cartItemName(args.items[0]!, locale) }).getBoundingClientRect();
    await expect(summary.getBoundingClientRect().left).toBeGreaterThan(firstLine.right);
    await expect(canvas.getByText(labels.groups.multipleDeliveries(2))).toBeVisible();

    const shirt = args.items[1]!;
    await userEvent.click(canvas.getByRole('button', { name: labels.groups.line.remove(cartItemName(shirt, locale)) }));
    await expect(args.onRemove).toHaveBeenCalledWith(shirt);
    await expect(canvas.queryByRole('article', { name: cartItemName(shirt, locale) })).toBeNull();
    const clear = canvas.getByRole('button', { name: labels.clear });
    await userEvent.click(clear);
    await expect(args.onClearRequest).toHaveBeenCalledTimes(1);
    clear.blur();
  },
};

/** An empty cart: the message and a link to keep shopping; no summary, no clear button. */
export const Empty: Story = {
  args: { items: [], discount: null },
  play: async ({ canvasElement, globals }) => {
    const labels = cartSummaryLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.continueShopping })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.clear })).toBeNull();
  },
};

/** Loading with no items yet: skeleton lines, the page busy and the loading announced. */
export const Loading: Story = {
  args: { items: [], discount: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    const labels = cartSummaryLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.loading);
    await expect(canvas.getByRole('region', { name: labels.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { name: labels.emptyTitle })).toBeNull();
  },
};

/** Seven sellers: seven groups, the warning, the longest estimate in the summary. */
export const SevenSellers: Story = {
  args: { items: sevenSellers().items, discount: null },
  play: async ({ canvasElement, globals }) => {
    const labels = cartSummaryLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const view = sevenSellers();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    await expect(canvas.getByText(labels.groups.multipleDeliveries(7))).toBeVisible();
    await expect(canvas.getByText(labels.totals.overallEstimate(view.overallEstimateDays))).toBeVisible();
    // The total is the goods': the delivery comes with the checkout.
    await expect(canvas.getByText(labels.totals.shippingAtCheckout)).toBeVisible();
  },
};

/** On a phone one column: the lines, then the summary below them; the longest French name fits. */
export const MobileViewport: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { items: [line(offerOf('conjunto-treino-mare'), 1, 1), line(offerOf('t-shirt-algodao-organico'), 1, 2)], discount: null },
  play: async ({ canvasElement }) => {
    const labels = cartSummaryLabels('fr');
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: LONGEST_FRENCH_NAME });
    await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const summary = canvas.getByRole('complementary', { name: labels.summaryTitle });
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(article.getBoundingClientRect().bottom);
    await expect(summary.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
