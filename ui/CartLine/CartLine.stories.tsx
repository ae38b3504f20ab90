import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CartItem, Locale } from '../../contract';
import { LONGEST_FRENCH_NAME } from '../../mocks/fixtures';
import { cartLineLabels } from '../../.storybook/cartLabels';
import { line, offerOf } from '../../.storybook/cartFixtures';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { formatPrice } from '../Price';
import { CartLine, cartItemName, type CartLineProps } from './CartLine';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
/** toHaveTextContent compares against the text with its spaces collapsed (a price's no-break space too). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const hrefOf = (item: CartItem) => `/product/${item.product_slug}`;

/** The linen dress from the official store, one unit of 24: 23 more can be added. */
const dress = line(offerOf('vestido-linho-mare'), 1, 1);

type HarnessProps = Omit<CartLineProps, 'href' | 'locale' | 'languageTag' | 'labels'>;

/** As wide as a line in the drawer, or a phone's width less the page padding. */
function Harness({ width = 464, ...props }: HarnessProps & { locale: Locale; width?: number }) {
  return (
    <div style={{ width }}>
      <CartLine {...props} href={hrefOf(props.item)} languageTag={languageTagFor(props.locale)} labels={cartLineLabels(props.locale)} />
    </div>
  );
}

const meta = {
  title: 'Cart/CartLine',
  component: Harness,
  args: { item: dress, locale: 'pt', vendorType: 'OFFICIAL_STORE', onQuantityChange: fn(), onRemove: fn() },
  argTypes: { item: { control: false }, locale: { control: false } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement, item: CartItem, locale: Locale) {
  const labels = cartLineLabels(locale);
  const name = cartItemName(item, locale);
  const canvas = within(canvasElement);
  return {
    labels,
    name,
    line: canvas.getByRole('article', { name }),
    decrease: canvas.getByRole('button', { name: labels.decrease(name) }),
    increase: canvas.getByRole('button', { name: labels.increase(name) }),
    remove: canvas.getByRole('button', { name: labels.remove(name) }),
    stepper: canvas.getByRole('group', { name: labels.quantity(name) }),
  };
}

/**
 * One unit of a reduced dress from the official store: the name links to its page, size, colour,
 * the seller's badge, the price with the original struck through; decrement is off at 1 (§5),
 * increment and remove answer with their callbacks.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const { labels, name, line: article, decrease, increase, remove, stepper } = parts(canvasElement, dress, locale);
    const canvas = within(article);
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', '/product/vestido-linho-mare');
    await expect(canvas.getByText(labels.size('S'))).toBeVisible();
    await expect(canvas.getByText(labels.color('Azul'))).toBeVisible();
    await expect(canvas.getByText(labels.vendor.officialStore)).toBeVisible();
    await expect(canvas.getByRole('deletion')).toHaveTextContent(/59,99|59\.99/);
    await expect(within(stepper).getByText('1')).toBeVisible();
    // One unit: its price is the line's, so no unit price is repeated under it.
    await expect(article).not.toHaveTextContent(spaced(labels.unitPrice(formatPrice(dress.price, languageTagFor(locale)))));
    await expect(article).toHaveAttribute('aria-busy', 'false');
    await expect(decrease).toBeDisabled();
    await expect(increase).toBeEnabled();
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(labels.stockLimitReached)).toBeNull();
  },
};

/**
 * Two units from a marketplace seller: both steps are on; minus asks for one less. The line shows
 * its total (unit price × 2) and, under it, the unit price.
 */
export const MarketplaceSeller: Story = {
  args: { item: line(offerOf('auscultadores-lumen', 2), 2, 1), vendorType: 'MARKETPLACE' },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const { labels, line: article, decrease, increase } = parts(canvasElement, args.item, locale);
    const tag = languageTagFor(locale);
    await expect(article).toHaveTextContent(spaced(formatPrice(Math.round(args.item.price * 200) / 100, tag)));
    await expect(article).toHaveTextContent(spaced(labels.unitPrice(formatPrice(args.item.price, tag))));
    await expect(within(article).getByText(labels.vendor.marketplaceSeller)).toBeVisible();
    await expect(within(article).getByText('Porto Style')).toBeVisible();
    await expect(increase).toBeEnabled();
    await userEvent.click(decrease);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1);
  },
};

/** §5 stock 0: 'limit reached', and increment is off (the warning describes it). */
export const StockLimitReached: Story = {
  args: { item: line(offerOf('camisa-popelina-mare'), 3, 1) },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const { labels, increase, decrease } = parts(canvasElement, line(offerOf('camisa-popelina-mare'), 3, 1), locale);
    await expect(within(canvasElement).getByText(labels.stockLimitReached)).toBeVisible();
    await expect(increase).toBeDisabled();
    await expect(increase).toHaveAccessibleDescription(labels.stockLimitReached);
    await expect(decrease).toBeEnabled();
  },
};

/** §5 stock 1: 'last unit'; one more can still be added. */
export const LastUnit: Story = {
  args: { item: line(offerOf('camisa-popelina-mare'), 2, 1) },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const { labels, increase } = parts(canvasElement, args.item, locale);
    await expect(within(canvasElement).getByText(labels.lastUnit)).toBeVisible();
    await expect(increase).toBeEnabled();
  },
};

/** §5 stock 2–3: 'units left' with the count. */
export const UnitsLeft: Story = {
  args: { item: line(offerOf('blazer-atelier-norte'), 5, 1) },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const { labels, increase } = parts(canvasElement, args.item, locale);
    await expect(within(canvasElement).getByText(labels.unitsLeft(3))).toBeVisible();
    await expect(increase).toHaveAccessibleDescription(labels.unitsLeft(3));
  },
};

/** §4 update in flight: the line is busy, the stepper and remove are locked. */
export const Updating: Story = {
  args: { item: line(offerOf('vestido-linho-mare'), 2, 1), updating: true },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const { labels, line: article, decrease, increase, remove } = parts(canvasElement, args.item, locale);
    await expect(article).toHaveAttribute('aria-busy', 'true');
    await expect(decrease).toBeDisabled();
    await expect(increase).toBeDisabled();
    await expect(remove).toBeDisabled();
    await expect(within(article).getByRole('status')).toHaveTextContent(labels.updating);
  },
};

/** The server's price differs from the one added, and a new line was clamped to stock (§5 'adjusted to stock'). */
export const PriceChangedAndAdjusted: Story = {
  args: { item: line(offerOf('sandalias-couro-mare'), 2, 1, { price_changed: true, quantity_adjusted: true }) },
  play: async ({ canvasElement, globals }) => {
    const labels = cartLineLabels(localeOf({ globals }));
    await expect(within(canvasElement).getByText(labels.priceChanged)).toBeVisible();
    await expect(within(canvasElement).getByText(labels.quantityAdjusted)).toBeVisible();
  },
};

/** No picture, no brand, the seller's kind unknown: a placeholder, and the seller named plainly. */
export const NoImageNoBrand: Story = {
  args: { item: line(offerOf('calcas-ganga-slim'), 1, 1, { image: null, seller: 'Lisboa Moda' }), vendorType: undefined },
  play: async ({ args, canvasElement, globals }) => {
    const labels = cartLineLabels(localeOf({ globals }));
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(within(canvasElement).getByText(labels.soldBy('Lisboa Moda'))).toBeVisible();
    await expect(within(canvasElement).getByRole('article', { name: args.item.name })).toBeVisible();
  },
};

/** The longest French name on a phone: two lines, then an ellipsis; stepper and price still fit. */
export const LongestFrenchOnPhone: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { item: line(offerOf('conjunto-treino-mare'), 1, 1), width: 343 },
  play: async ({ canvasElement }) => {
    const { name, line: article } = parts(canvasElement, line(offerOf('conjunto-treino-mare'), 1, 1), 'fr');
    await expect(article).toHaveAccessibleName(LONGEST_FRENCH_NAME);
    const link = within(article).getByRole('link', { name });
    // Cut after two lines of 20px.
    await expect(link.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    const box = article.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(article).getByText(/64,50/).getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  },
};
