import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW_MS, LONGEST_FRENCH_NAME, productCards, cardDataOf } from '../../mocks/fixtures';
import { homeText, productPageText, productRailLabels } from '../../.storybook/catalogLabels';
import { languageTagFor, productCardLabels, type Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import type { ProductCard as ApiProductCard } from '../../contract';
import { ProductRail, type ProductRailProps } from './ProductRail';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const TITLE = 'Novidades';

type RailStoryProps = Omit<ProductRailProps, 'products'> & { products: readonly ApiProductCard[]; locale: Locale };

/** The rail as a page draws it: the API's products as the page's model keeps them (`productCardData`), in the story's language. */
function RailInLocale({ products, locale, ...props }: RailStoryProps) {
  return <ProductRail {...props} products={products.map((product) => cardDataOf(product, locale))} />;
}

const meta = {
  title: 'Home/ProductRail',
  component: RailInLocale,
  args: {
    title: TITLE,
    products: productCards,
    productHref: (product) => `/product/${product.slug}`,
    locale: 'pt',
    languageTag: 'pt-PT',
    labels: productRailLabels('pt'),
    cardLabels: productCardLabels('pt'),
    seeAllHref: '/catalog/segment/moda-mulher?sort=newest',
    now: () => FIXTURE_NOW_MS,
    onWishlistToggle: fn(),
    onQuickView: fn(),
  },
  argTypes: { products: { control: false }, labels: { control: false }, cardLabels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <RailInLocale {...args} locale={locale} languageTag={languageTagFor(locale)} labels={productRailLabels(locale)} cardLabels={productCardLabels(locale)} />;
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof RailInLocale>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One row of cards that scrolls sideways; back is disabled at the start, forward moves by a view. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const labels = productRailLabels(localeOf({ globals }));
    const section = canvas.getByRole('region', { name: TITLE });
    const list = within(section).getByRole('list', { name: TITLE });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(productCards.length);
    const tops = cards.map((card) => card.getBoundingClientRect().top);
    await expect(tops.every((top) => top === tops[0])).toBe(true);
    await expect(within(section).getByRole('link', { name: labels.seeAll })).toHaveAttribute('href', '/catalog/segment/moda-mulher?sort=newest');
    const back = within(section).getByRole('button', { name: labels.previous });
    const forward = within(section).getByRole('button', { name: labels.next });
    await waitFor(() => expect(back).toBeDisabled());
    await expect(forward).toBeEnabled();
    await userEvent.click(forward);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(back).toBeEnabled());
    await userEvent.click(back);
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await waitFor(() => expect(back).toBeDisabled());
  },
};

/** Loading: skeleton cards in the row, the section busy. */
export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton="product-card"]')).toHaveLength(4);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas, globals }) => {
    const labels = productRailLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.empty)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: labels.seeAll })).toBeNull();
  },
};

/** §8: 'Failed to fetch products' or the server's message; the rail stays empty. */
export const ErrorState: Story = {
  name: 'Error',
  args: { products: [], errorMessage: 'Failed to fetch products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch products');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Few products that all fit: both scroll buttons are disabled. */
export const FitsInView: Story = {
  args: { products: productCards.slice(0, 3) },
  play: async ({ canvas, globals }) => {
    const labels = productRailLabels(localeOf({ globals }));
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.previous })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: labels.next })).toBeDisabled();
  },
};

/** Cards in a rail keep their callbacks. */
export const CardCallbacks: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getAllByRole('article')[0];
    if (!card) return;
    await userEvent.hover(card);
    await userEvent.click(within(card).getByRole('button', { name: productCardLabels('pt').quickView }));
    await expect(args.onQuickView).toHaveBeenCalledWith(cardDataOf(productCards[0]!, 'pt'));
  },
};

/**
 * The rail passes each card its heart: a saved product shows it filled (a tap removes it), and the
 * product whose toggle is in flight has a busy heart that ignores taps.
 */
export const WishlistHearts: Story = {
  args: {
    products: productCards.slice(0, 3),
    wishlisted: new Set([productCards[0]!.uuid, productCards[1]!.uuid]),
    wishlistLocked: new Set([productCards[1]!.uuid]),
  },
  play: async ({ canvas, args, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    const [saved, inFlight, other] = canvas.getAllByRole('article');
    const savedHeart = within(saved!).getByRole('button', { name: labels.removeFromWishlist });
    await expect(savedHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(savedHeart).not.toHaveAttribute('aria-busy');
    await userEvent.click(savedHeart);
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(cardDataOf(productCards[0]!, localeOf({ globals })));
    const busyHeart = within(inFlight!).getByRole('button', { name: labels.removeFromWishlist });
    await expect(busyHeart).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busyHeart);
    await expect(args.onWishlistToggle).toHaveBeenCalledTimes(1);
    await expect(within(other!).getByRole('button', { name: labels.addToWishlist })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** About two cards in view on a phone, the rest a swipe away: no back and forward buttons there. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, globals }) => {
    const [first, second, third] = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect(second?.right).toBeLessThanOrEqual(375);
    await expect(third?.left).toBeGreaterThan(300);
    const labels = productRailLabels(localeOf({ globals }));
    await expect(canvas.queryByRole('button', { name: labels.next })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.previous })).toBeNull();
  },
};

/** The product page's related rail on a phone: its long title and 'see all' share one row, the title on two lines at most. */
export const LongTitleOnAPhone: Story = {
  globals: viewport('mobile'),
  args: { title: productPageText('pt', 'related'), seeAllHref: '/catalog/category/vestidos' },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { name: args.title });
    const box = heading.getBoundingClientRect();
    const seeAll = canvas.getByRole('link', { name: productRailLabels('pt').seeAll }).getBoundingClientRect();
    await expect(seeAll.top).toBeLessThan(box.bottom);
    await expect(seeAll.left).toBeGreaterThanOrEqual(box.right);
    await expect(seeAll.right).toBeLessThanOrEqual(375);
    await expect(box.height).toBeLessThanOrEqual(2.1 * parseFloat(getComputedStyle(heading).lineHeight));
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('desktop') },
  args: { title: homeText('fr', 'brandsTitle'), products: productCards.slice(5, 9) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: LONGEST_FRENCH_NAME })).toBeVisible();
    await expect(canvas.getByRole('link', { name: productRailLabels('fr').seeAll })).toBeVisible();
  },
};
