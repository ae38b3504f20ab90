import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CartDiscount, CartItem, Locale, ProductCard as ProductCardData, ProductCardData as SuggestionData } from '../../contract';
import { discountFreeShipping, LONGEST_FRENCH_NAME, cardDataOf } from '../../mocks/fixtures';
import { cartDrawerLabels, clearCartConfirmLabels } from '../../.storybook/cartLabels';
import { line, manyItems, offerOf, oneItem, sevenSellers, stockWarnings, suggestionProducts, twoSellers, useStoryCart } from '../../.storybook/cartFixtures';
import { languageTagFor } from '../../.storybook/i18n';
import { VIEWPORTS, viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import { cartItemName } from '../CartLine';
import { ConfirmDialog } from '../ConfirmDialog';
import { dialogBehaviourSuite, expectFocusTrapped, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { CartDrawer } from './CartDrawer';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);
const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';
/** An amount as the page shows it, spaces normalised the way getByText reads the page. */
const euros = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(languageTagFor(locale), { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');

interface HarnessProps {
  locale: Locale;
  items: CartItem[];
  /** The cart's discounts: a free_shipping one sets the threshold (§9; 19,90 € without). */
  discounts?: CartDiscount[];
  discount?: { code: string; amount: number } | null;
  loading?: boolean;
  updatingOfferIds?: number[];
  suggestions?: readonly ProductCardData[];
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  onClear: () => void;
  onCheckout: () => void;
  onContinueShopping: () => void;
  onCouponsOpen: () => void;
  onSuggestionSelect: (product: SuggestionData) => void;
}

/**
 * The header's cart button opens the drawer; the harness plays the cart model (quantities, removal)
 * and, for clearing, asks the destructive confirm dialog the way the app does.
 */
function Harness({ locale, items: initialItems, discounts, discount = null, suggestions, onClear, onQuantityChange, onRemove, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const cart = useStoryCart(initialItems, { discounts, discount: discount?.amount ?? 0, onQuantityChange, onRemove });
  const { items, view } = cart;
  const labels = cartDrawerLabels(locale);
  return (
    <>
      <Button variant="secondary" icon="cart" onClick={() => setOpen(true)}>
        {labels.title}
      </Button>
      <CartDrawer
        open={open}
        onOpenChange={setOpen}
        locale={locale}
        languageTag={languageTagFor(locale)}
        labels={labels}
        groups={view.groups}
        itemCount={view.itemCount}
        subtotal={view.subtotal}
        total={view.total}
        discount={items.length > 0 ? discount : null}
        freeShipping={view.freeShipping}
        overallEstimateDays={view.overallEstimateDays}
        updatingOfferIds={props.updatingOfferIds}
        loading={props.loading}
        itemHref={(item) => `/product/${item.product_slug}`}
        cartHref="/cart/00000000-0000-4000-8000-000000000600"
        onCheckout={props.onCheckout}
        onQuantityChange={cart.onQuantityChange}
        onRemove={cart.onRemove}
        onClearRequest={() => setAsking(true)}
        onContinueShopping={() => {
          props.onContinueShopping();
          setOpen(false);
        }}
        onCouponsOpen={props.onCouponsOpen}
        suggestions={suggestions && { products: suggestions.map((product) => cardDataOf(product, locale)), href: (product) => `/product/${product.slug}`, onSelect: props.onSuggestionSelect }}
      />
      <ConfirmDialog
        open={asking}
        destructive
        labels={clearCartConfirmLabels(locale)}
        onConfirm={() => {
          setAsking(false);
          cart.clear();
          onClear();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

const meta = {
  title: 'Cart/CartDrawer',
  component: Harness,
  args: {
    locale: 'pt',
    items: twoSellers().items,
    onQuantityChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onCheckout: fn(),
    onContinueShopping: fn(),
    onCouponsOpen: fn(),
    onSuggestionSelect: fn(),
  },
  argTypes: { items: { control: false }, suggestions: { control: false }, locale: { control: false } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const cartButton = (locale: Locale) => page().getByRole('button', { name: cartDrawerLabels(locale).title });

/** Opens the drawer from the cart button; its name carries the item count. */
async function openDrawer(locale: Locale, count: number) {
  const labels = cartDrawerLabels(locale);
  await userEvent.click(cartButton(locale));
  return expectModalDialog(count > 0 ? labels.titleWithCount(count) : labels.title);
}

/**
 * Two sellers (§2): the family's behaviour (page scroll locked while open and unlocked after,
 * focus trapped, Escape closes, focus back on the cart button), the groups with their counts and
 * estimates, the multiple-deliveries warning, totals and the way on.
 */
export const SeveralSellers: Story = {
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale);
    const view = twoSellers();
    await expect(document.body).not.toHaveAttribute(SCROLL_LOCK_ATTRIBUTE);
    await dialogBehaviourSuite({ trigger: cartButton(locale), name: labels.titleWithCount(view.itemCount) });
    await expect(document.body).not.toHaveAttribute(SCROLL_LOCK_ATTRIBUTE);

    const drawer = await openDrawer(locale, view.itemCount);
    await expect(document.body).toHaveAttribute(SCROLL_LOCK_ATTRIBUTE);
    const inDrawer = within(drawer);
    await expect(inDrawer.getByText(labels.groups.multipleDeliveries(2))).toBeVisible();
    const groups = inDrawer.getAllByRole('region');
    await expect(groups).toHaveLength(2);
    await expect(within(groups[0]!).getByText(labels.groups.groupCount(2))).toBeVisible();
    await expect(within(groups[0]!).getByText(labels.groups.deliveryEstimate('2-4'))).toBeVisible();
    await expect(within(groups[1]!).getByText('Porto Style')).toBeVisible();
    await expect(within(groups[1]!).getByText(labels.groups.deliveryEstimate('2-6'))).toBeVisible();
    await expect(inDrawer.getByText(labels.totals.overallEstimate(6))).toBeVisible();
    await expect(inDrawer.getByRole('button', { name: labels.clear })).toBeVisible();
    await expect(inDrawer.getByRole('link', { name: labels.goToCart })).toHaveAttribute('href', expect.stringMatching(/^\/cart\//));
    await userEvent.click(inDrawer.getByRole('button', { name: labels.checkout }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

/** An empty cart: the message and continue shopping (which closes the drawer); no clear button, no totals. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale);
    const drawer = await openDrawer(locale, 0);
    const inDrawer = within(drawer);
    await expect(inDrawer.getByRole('heading', { name: labels.emptyTitle })).toBeVisible();
    await expect(inDrawer.queryByRole('button', { name: labels.clear })).toBeNull();
    await expect(inDrawer.queryByRole('button', { name: labels.checkout })).toBeNull();
    await userEvent.click(inDrawer.getByRole('button', { name: labels.continueShopping }));
    await expect(args.onContinueShopping).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await openDrawer(locale, 0);
  },
};

/** Loading with no items yet: skeleton lines, the body busy, the loading announced. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale);
    const drawer = await openDrawer(locale, 0);
    await expect(within(drawer).getByRole('status')).toHaveTextContent(labels.loading);
    await expect(drawer.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(drawer).queryByRole('heading', { name: labels.emptyTitle })).toBeNull();
  },
};

/** One T-shirt (14,99 €) under the §9 19,90 € threshold: 75% and 4,91 € to go; quantity goes up. */
export const OneItem: Story = {
  args: { items: oneItem().items },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale);
    const drawer = await openDrawer(locale, 1);
    const inDrawer = within(drawer);
    const progress = inDrawer.getByRole('progressbar', { name: labels.freeShipping.progress });
    await expect(progress).toHaveAttribute('aria-valuenow', '75');
    await expect(inDrawer.getByText(labels.freeShipping.remaining(euros(4.91, locale)))).toBeVisible();
    await expect(inDrawer.queryByText(labels.groups.multipleDeliveries(2))).toBeNull();
    const item = args.items[0]!;
    await userEvent.click(inDrawer.getByRole('button', { name: labels.groups.line.increase(cartItemName(item, locale)) }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(item, 2);
    // The model answered: two units now, and the name says so.
    await expectModalDialog(labels.titleWithCount(2));
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(inDrawer.getByText(labels.freeShipping.reached)).toBeVisible();
  },
};

/** Free shipping reached (the PORTESGRATIS minimum of 14,90 €): the banner says so at 100%. */
export const FreeShippingReached: Story = {
  args: {
    discounts: [{ type: 'free_shipping', minimum_order_value: discountFreeShipping.minimum_order_value }],
    discount: { code: 'VERAO10', amount: 4 },
  },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale);
    const drawer = await openDrawer(locale, twoSellers().itemCount);
    const inDrawer = within(drawer);
    await expect(inDrawer.getByText(labels.freeShipping.reached)).toBeVisible();
    await expect(inDrawer.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(inDrawer.getByText(labels.totals.discount('VERAO10'))).toBeVisible();
    await userEvent.click(inDrawer.getByRole('button', { name: labels.totals.coupons }));
    await expect(args.onCouponsOpen).toHaveBeenCalledTimes(1);
  },
};

/** §5 stock warnings on three lines: 0 left (limit reached, + off), 1 left (last unit), 3 left (units left). */
export const StockWarnings: Story = {
  args: { items: stockWarnings().items },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale).groups.line;
    const drawer = await openDrawer(locale, stockWarnings().itemCount);
    const inDrawer = within(drawer);
    await expect(inDrawer.getByText(labels.stockLimitReached)).toBeVisible();
    await expect(inDrawer.getByText(labels.lastUnit)).toBeVisible();
    await expect(inDrawer.getByText(labels.unitsLeft(3))).toBeVisible();
    const [limit, last] = args.items;
    await expect(inDrawer.getByRole('button', { name: labels.increase(cartItemName(limit!, locale)) })).toBeDisabled();
    await expect(inDrawer.getByRole('button', { name: labels.increase(cartItemName(last!, locale)) })).toBeEnabled();
  },
};

/** One line's update in flight: its stepper and remove are locked and it is busy; the others are not. */
export const UpdatingItem: Story = {
  args: { updatingOfferIds: [twoSellers().items[0]!.offer_id] },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale).groups.line;
    const drawer = await openDrawer(locale, twoSellers().itemCount);
    const [busy, idle] = args.items;
    const busyLine = within(drawer).getByRole('article', { name: cartItemName(busy!, locale) });
    await expect(busyLine).toHaveAttribute('aria-busy', 'true');
    await expect(within(busyLine).getByRole('button', { name: labels.increase(cartItemName(busy!, locale)) })).toBeDisabled();
    await expect(within(busyLine).getByRole('button', { name: labels.remove(cartItemName(busy!, locale)) })).toBeDisabled();
    const idleLine = within(drawer).getByRole('article', { name: cartItemName(idle!, locale) });
    await expect(idleLine).toHaveAttribute('aria-busy', 'false');
    await expect(within(idleLine).getByRole('button', { name: labels.increase(cartItemName(idle!, locale)) })).toBeEnabled();
  },
};

/** Seven sellers (§2 edge): seven groups, the warning counts them, the overall estimate is the longest. */
export const SevenSellers: Story = {
  args: { items: sevenSellers().items },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale);
    const view = sevenSellers();
    const drawer = await openDrawer(locale, view.itemCount);
    await expect(within(drawer).getAllByRole('region')).toHaveLength(7);
    await expect(within(drawer).getByText(labels.groups.multipleDeliveries(7))).toBeVisible();
    await expect(within(drawer).getByText(labels.totals.overallEstimate(view.overallEstimateDays))).toBeVisible();
  },
};

/** More than 99 units: the header's count reads 99+, the name keeps the real count. */
export const ManyItems: Story = {
  args: { items: manyItems().items },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const view = manyItems();
    await expect(view.itemCount).toBeGreaterThan(99);
    const drawer = await openDrawer(locale, view.itemCount);
    await expect(within(drawer).getByText('99+')).toBeVisible();
  },
};

const suggestionsArgs = { items: oneItem().items, suggestions: suggestionProducts() };

/** §2 'Sugestões para você' beside the cart on a 1280px screen; a suggestion links to its product. */
export const WithSuggestionsOnDesktop: Story = {
  globals: viewport('desktop'),
  args: suggestionsArgs,
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale);
    const drawer = await openDrawer(locale, 1);
    const panel = within(drawer).getByRole('complementary', { name: labels.suggestions });
    await expect(panel).toBeVisible();
    await expect(within(panel).getAllByRole('link')).toHaveLength(4);
    await expect(within(panel).getByRole('link', { name: /Sandálias de couro/ })).toHaveAttribute('href', '/product/sandalias-couro-mare');
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(within(drawer).getByRole('region').getBoundingClientRect().left);
    const first = within(panel).getAllByRole('link')[0]!;
    await expect(first).toHaveAttribute('href', `/product/${args.suggestions![0]!.slug}`);
    first.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(first);
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(cardDataOf(args.suggestions![0]!, locale));
    first.blur();
  },
};

/** Below 1024px (here 800px) the suggestions panel is not shown, and the drawer keeps its own width. */
export const SuggestionsHiddenBelowDesktop: Story = {
  globals: { viewport: { value: 'narrowDesktop', isRotated: false } },
  parameters: { viewport: { options: { ...VIEWPORTS, narrowDesktop: { name: '800px', styles: { width: '800px', height: '800px' }, type: 'tablet' } } } },
  args: suggestionsArgs,
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await expect(window.innerWidth).toBe(800);
    const drawer = await openDrawer(locale, 1);
    await expect(within(drawer).queryByRole('complementary', { name: cartDrawerLabels(locale).suggestions })).toBeNull();
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(800));
    await expect(drawer.getBoundingClientRect().width).toBeLessThan(600);
  },
};

/**
 * Clear cart: the button asks the destructive confirm dialog over the drawer; cancel keeps every
 * line, confirm clears and the drawer shows its empty state (the drawer stays open under it).
 */
export const ClearCartFlow: Story = {
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = cartDrawerLabels(locale);
    const question = clearCartConfirmLabels(locale);
    const drawer = await openDrawer(locale, twoSellers().itemCount);
    const clear = within(drawer).getByRole('button', { name: labels.clear });
    // The family's behaviour, over another modal: the page stays locked after the question closes.
    await userEvent.click(clear);
    let alert = await expectModalDialog(question.title, 'alertdialog');
    await expectFocusTrapped(alert);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(clear).toHaveFocus();
    await expect(drawer).toBeVisible();
    await expect(document.body).toHaveAttribute(SCROLL_LOCK_ATTRIBUTE);

    await userEvent.click(clear);
    alert = await expectModalDialog(question.title, 'alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: question.cancel }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(within(drawer).getAllByRole('article')).toHaveLength(3);
    await expect(args.onClear).not.toHaveBeenCalled();

    await userEvent.click(clear);
    alert = await expectModalDialog(question.title, 'alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: question.confirm }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(within(drawer).getByRole('heading', { name: labels.emptyTitle })).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: labels.clear })).toBeNull();
  },
};

/** Clear cart asked: the question over the drawer (the picture of the flow's middle). */
export const ClearCartQuestion: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const drawer = await openDrawer(locale, twoSellers().itemCount);
    await userEvent.click(within(drawer).getByRole('button', { name: cartDrawerLabels(locale).clear }));
    await expectModalDialog(clearCartConfirmLabels(locale).title, 'alertdialog');
  },
};

/** The longest French name, a discount and two sellers on a phone: the drawer fills the screen, nothing overflows. */
export const LongestFrenchOnPhone: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: {
    items: [line(offerOf('conjunto-treino-mare'), 1, 1), line(offerOf('auscultadores-lumen', 5), 1, 2)],
    discount: { code: 'VERAO10', amount: 6.45 },
  },
  play: async ({ args }) => {
    const drawer = await openDrawer('fr', 2);
    // Measured once it has slid in: it fills the screen.
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(window.innerWidth);
    const article = within(drawer).getByRole('article', { name: LONGEST_FRENCH_NAME });
    await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const labels = cartDrawerLabels('fr');
    for (const name of [labels.goToCart, labels.checkout]) {
      const button = within(drawer).getByRole(name === labels.goToCart ? 'link' : 'button', { name });
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(args.items).toHaveLength(2);
  },
};
