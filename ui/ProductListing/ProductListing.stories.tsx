import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_NOW_MS, LONGEST_FRENCH_NAME, paginate, productCards, cardDataOf } from '../../mocks/fixtures';
import { productListingLabels } from '../../.storybook/catalogLabels';
import { languageTagFor, productCardLabels, type Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import type { ProductCard as ApiProductCard } from '../../contract';
import { ProductListing, type ProductListingProps } from './ProductListing';

const PER_PAGE = 8;
const firstPage = paginate(productCards, { perPage: PER_PAGE, path: '/v1/products/segment/moda-mulher' });
const LISTING = '/catalog/segment/moda-mulher';
const pageHref = (page: number) => (page > 1 ? `${LISTING}?page=${page}` : LISTING);
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

type ListingStoryProps = Omit<ProductListingProps, 'products'> & { products: readonly ApiProductCard[]; locale: Locale };

/** The listing as a page draws it: the API's products as the listing model keeps them (`productCardData`), in the story's language. */
function ListingInLocale({ products, locale, ...props }: ListingStoryProps) {
  return <ProductListing {...props} products={products.map((product) => cardDataOf(product, locale))} />;
}

const meta = {
  title: 'Catalogue/ProductListing',
  component: ListingInLocale,
  args: {
    products: firstPage.data,
    status: 'ready',
    view: 'article',
    meta: firstPage.meta,
    pageHref,
    productHref: (product) => `/product/${product.slug}`,
    locale: 'pt',
    languageTag: 'pt-PT',
    labels: productListingLabels('pt'),
    cardLabels: productCardLabels('pt'),
    now: () => FIXTURE_NOW_MS,
    skeletonCount: 4,
    emptyAction: { label: 'Limpar tudo', href: LISTING },
    onLoadMore: fn(),
    onRetry: fn(),
    onWishlistToggle: fn(),
    onQuickView: fn(),
  },
  argTypes: { products: { control: false }, labels: { control: false }, cardLabels: { control: false }, meta: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <ListingInLocale
        {...args}
        locale={locale}
        languageTag={languageTagFor(locale)}
        labels={productListingLabels(locale)}
        cardLabels={productCardLabels(locale)}
      />
    );
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof ListingInLocale>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: four columns of cards, the progress, load-more and the page links. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    const list = canvas.getByRole('list', { name: labels.products });
    await expect(within(list).getAllByRole('article')).toHaveLength(PER_PAGE);
    const tops = [...list.children].map((item) => item.getBoundingClientRect().top);
    await expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
    await expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
    await expect(canvas.getByText(labels.showing(1, PER_PAGE, productCards.length))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    const pages = canvas.getByRole('navigation', { name: labels.pagination });
    await expect(within(pages).getByRole('link', { name: labels.page(1) })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('link', { name: labels.page(2) })).toHaveAttribute('href', `${LISTING}?page=2`);
    await expect(within(pages).getByRole('link', { name: labels.nextPage })).toHaveAttribute('href', `${LISTING}?page=2`);
    await expect(within(pages).queryByRole('link', { name: labels.previousPage })).toBeNull();
  },
};

/** §4 model view: fewer columns, larger pictures. */
export const ModelView: Story = {
  args: { view: 'model' },
  play: async ({ canvas, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    const list = canvas.getByRole('list', { name: labels.products });
    const tops = [...list.children].map((item) => item.getBoundingClientRect().top);
    await expect(tops.slice(0, 3).every((top) => top === tops[0])).toBe(true);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
  },
};

/** The first page on its way: skeletons only, the list busy, a status for screen readers. */
export const Loading: Story = {
  args: { products: [], status: 'loading', meta: null, skeletonCount: 8 },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    await expect(canvas.getByRole('list', { name: labels.products })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton="product-card"]')).toHaveLength(8);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.loading);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** §4: a page above 1 appends: the cards stay and skeletons follow them; load-more waits. */
export const LoadingMore: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    await expect(canvas.getAllByRole('article')).toHaveLength(PER_PAGE);
    await expect(canvasElement.querySelectorAll('[data-skeleton="product-card"]')).toHaveLength(4);
    const more = canvas.getByRole('button', { name: labels.loadMore });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The second page appended: every product so far, no more to load, the last page current. */
export const LastPageAppended: Story = {
  args: { meta: paginate(productCards, { perPage: PER_PAGE, page: 2 }).meta, products: productCards },
  play: async ({ canvas, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    await expect(canvas.getAllByRole('article')).toHaveLength(productCards.length);
    await expect(canvas.queryByRole('button', { name: labels.loadMore })).toBeNull();
    await expect(canvas.getByRole('link', { name: labels.page(2) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: labels.previousPage })).toHaveAttribute('href', LISTING);
    // Every product from the first on.
    await expect(canvas.getByText(labels.showing(1, productCards.length, productCards.length))).toBeVisible();
  },
};

/** The second page opened by itself (its address): the count says which products these are. */
export const SecondPage: Story = {
  args: { meta: paginate(productCards, { perPage: PER_PAGE, page: 2 }).meta, products: productCards.slice(PER_PAGE) },
  play: async ({ canvas, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.showing(PER_PAGE + 1, productCards.length, productCards.length))).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.page(2) })).toHaveAttribute('aria-current', 'page');
  },
};

/** Far into a long listing: first, last and the neighbours of the current page, with gaps. */
export const ManyPages: Story = {
  args: { meta: { current_page: 7, last_page: 42, total: 42 * PER_PAGE } },
  play: async ({ canvas, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    const pages = canvas.getByRole('navigation', { name: labels.pagination });
    const names = within(pages)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    await expect(names).toEqual([labels.previousPage, ...[1, 6, 7, 8, 42].map(labels.page), labels.nextPage]);
  },
};

/** No product matches: a message and a way out. */
export const Empty: Story = {
  args: { products: [], meta: paginate([]).meta },
  play: async ({ canvas, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    await expect(canvas.getByRole('heading', { name: labels.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(labels.emptyHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Limpar tudo' })).toHaveAttribute('href', LISTING);
    await expect(canvas.queryByRole('list', { name: labels.products })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** §8: the list stays empty and the server's message (or 'Failed to fetch products') is kept. */
export const ErrorState: Story = {
  name: 'Error',
  args: { products: [], status: 'error', meta: null, errorMessage: 'Failed to fetch products' },
  play: async ({ canvas, args, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: labels.errorTitle })).toBeVisible();
    await expect(alert).toHaveTextContent('Failed to fetch products');
    await userEvent.click(within(alert).getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A next page failed: what was loaded stays, the error follows it, load-more gives way to retry. */
export const ErrorOnNextPage: Story = {
  args: { status: 'error', errorMessage: 'Failed to fetch products' },
  play: async ({ canvas, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    await expect(canvas.getAllByRole('article')).toHaveLength(PER_PAGE);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch products');
    await expect(canvas.queryByRole('button', { name: labels.loadMore })).toBeNull();
  },
};

/** Cards report the wishlist and quick-view with their product. */
export const CardCallbacks: Story = {
  args: { wishlisted: new Set([productCards[1]?.uuid ?? '']) },
  play: async ({ canvas, args }) => {
    const labels = productCardLabels('pt');
    const card = canvas.getAllByRole('article')[1];
    if (!card) return;
    await userEvent.hover(card);
    await userEvent.click(within(card).getByRole('button', { name: labels.removeFromWishlist }));
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(cardDataOf(productCards[1]!, 'pt'));
    await userEvent.click(within(card).getByRole('button', { name: labels.quickView }));
    await expect(args.onQuickView).toHaveBeenCalledWith(cardDataOf(productCards[1]!, 'pt'));
  },
};

/** Below 768px: two columns (one in model view). */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    await expect(window.innerWidth).toBe(375);
    const [first, second, third] = [...canvas.getByRole('list', { name: labels.products }).children].map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect(third?.top).toBeGreaterThan(first?.top ?? 0);
    await expect(canvas.getByRole('navigation', { name: labels.pagination }).getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const MobileModelView: Story = {
  globals: viewport('mobile'),
  args: { view: 'model' },
  play: async ({ canvas, globals }) => {
    const labels = productListingLabels(localeOf({ globals }));
    const [first, second] = [...canvas.getByRole('list', { name: labels.products }).children].map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.top ?? 0);
  },
};

/** French, with the longest product name of the catalogue among the cards. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('desktop') },
  play: async ({ canvas }) => {
    const labels = productListingLabels('fr');
    await expect(canvas.getByRole('article', { name: LONGEST_FRENCH_NAME })).toBeVisible();
    await expect(canvas.getByText(labels.showing(1, PER_PAGE, productCards.length))).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.loadMore })).toBeVisible();
  },
};
