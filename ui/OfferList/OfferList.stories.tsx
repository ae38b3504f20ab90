import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Offer } from '../../contract';
import { productBasic, productLastUnits, productOutOfStock, productSevenSellers } from '../../mocks/fixtures';
import { offerListLabels } from '../../.storybook/catalogLabels';
import { cartSellerGroupsLabels } from '../../.storybook/cartLabels';
import { languageTagFor, type Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { OfferList } from './OfferList';

const offersOf = (product: { variants: { offers: Offer[] }[] }) => product.variants[0]?.offers ?? [];
const sevenOffers = offersOf(productSevenSellers);
const discounted = offersOf(productBasic);
const normalise = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Product/OfferList',
  component: OfferList,
  args: { offers: discounted, languageTag: 'pt-PT', labels: offerListLabels('pt'), onAddToCart: fn() },
  argTypes: { offers: { control: false }, labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <OfferList {...args} languageTag={languageTagFor(locale)} labels={offerListLabels(locale)} />;
  },
  decorators: [(Story, { parameters }) => (parameters.layout === 'fullscreen' ? Story() : <div style={{ width: 560 }}>{Story()}</div>)],
} satisfies Meta<typeof OfferList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The official store's reduced offer: price, struck pvp, discount percent, lowest 30-day price, stock, delivery. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    const section = canvas.getByRole('region', { name: labels.title });
    const [offer] = within(section).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === section);
    if (!offer) return;
    await expect(within(offer).getByText(labels.officialStore)).toBeVisible();
    // §2: round((59.99 - 39.99) / 59.99 * 100) = 33.
    await expect(within(offer).getByText(labels.discount(33))).toBeVisible();
    await expect(normalise(within(offer).getByRole('deletion').textContent)).toBe(`${labels.previousPrice} 59,99 €`);
    // EU price indication: a reduction always shows the lowest price of the previous 30 days.
    await expect(within(offer).getByText(normalise(labels.lowestPrice30Days('59,99 €')), { normalizer: normalise })).toBeVisible();
    await expect(within(offer).getByText(labels.inStock)).toBeVisible();
    // The same promise, in the same words, as the cart's seller group.
    await expect(within(offer).getByText(cartSellerGroupsLabels(localeOf({ globals })).deliveryEstimate('2-4'))).toBeVisible();
    // The return window every order has, next to the delivery promise.
    await expect(within(offer).getByText(labels.returns)).toBeVisible();
    const add = within(offer).getByRole('button', { name: labels.addToCart(labels.officialStore) });
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith(discounted[0]);
  },
};

/** Seven sellers: each badge, each delivery estimate, and seven buttons told apart by seller. */
export const SevenSellers: Story = {
  args: { offers: sevenOffers },
  play: async ({ canvas, args, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    const buttons = canvas.getAllByRole('button', { name: new RegExp(labels.addToCartShort) });
    await expect(buttons).toHaveLength(7);
    // §2: OFFICIAL_STORE and 1P are the official store; the five others are marketplace sellers.
    await expect(canvas.getAllByText(labels.marketplaceSeller)).toHaveLength(5);
    await expect(canvas.getAllByText(labels.officialStore)).toHaveLength(2);
    await expect(canvas.getByText(cartSellerGroupsLabels(localeOf({ globals })).deliveryEstimate('2-10'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.addToCart('Coimbra Outlet') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(sevenOffers[6]);
  },
};

/** Zero stock: 'Esgotado' beside the stock and on the disabled button, never 'Adicionar ao carrinho'. */
export const ZeroStock: Story = {
  args: { offers: offersOf(productOutOfStock) },
  play: async ({ canvas, args, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    await expect(canvas.getAllByText(labels.outOfStock)).toHaveLength(2);
    const add = canvas.getByRole('button', { name: labels.soldOutFrom(labels.officialStore) });
    await expect(add).toBeDisabled();
    await expect(add).toHaveTextContent(labels.outOfStock);
    await expect(canvas.queryByText(labels.addToCartShort)).toBeNull();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    // Full price: no reduction, so neither a struck price nor a 30-day price.
    await expect(canvas.queryByRole('deletion')).toBeNull();
  },
};

/** A few units left: the count is said. */
export const FewLeft: Story = {
  args: { offers: offersOf(productLastUnits) },
  play: async ({ canvas, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.fewLeft(3))).toBeVisible();
  },
};

/** Units held in carts and checkouts are not for sale: 8 − 3 sold − 2 in carts − 3 in checkouts = 0. */
export const HeldStockSoldOut: Story = {
  args: { offers: [{ ...(discounted[0] as Offer), initial_stock: 8, sold_stock: 3, stock_in_cart: 2, stock_in_checkout: 3 }] },
  play: async ({ canvas, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    await expect(canvas.getAllByText(labels.outOfStock)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: labels.soldOutFrom(labels.officialStore) })).toBeDisabled();
  },
};

/** While the add request is in flight the button is busy and ignores clicks. */
export const AddPending: Story = {
  args: { pendingOfferUuid: discounted[0]?.uuid ?? null },
  play: async ({ canvas, args, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    const add = canvas.getByRole('button', { name: labels.addToCart(labels.officialStore) });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Before the cart is wired: the offers without buttons. */
export const WithoutCart: Story = {
  args: { onAddToCart: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    await expect(canvas.getByRole('region', { name: labels.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvas, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.noOffers)).toBeVisible();
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr' },
  args: { offers: sevenOffers.slice(0, 3) },
  play: async ({ canvas, canvasElement }) => {
    const labels = offerListLabels('fr');
    const add = canvas.getByRole('button', { name: labels.addToCart('Lisboa Moda') });
    await expect(add).toBeVisible();
    await expect(add.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    await expect(canvas.getAllByText(labels.marketplaceSeller)).toHaveLength(2);
  },
};

/** Below 768px the button goes under the offer, full width. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  args: { offers: sevenOffers.slice(0, 3) },
  play: async ({ canvas, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    const add = canvas.getByRole('button', { name: labels.addToCart(labels.officialStore) }).getBoundingClientRect();
    const badge = canvas.getAllByText(labels.officialStore)[0]?.getBoundingClientRect();
    await expect(add.top).toBeGreaterThan(badge?.bottom ?? 0);
    await expect(add.right).toBeLessThanOrEqual(375);
  },
};

/** From 768px the button sits beside the offer. */
export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  args: { offers: sevenOffers.slice(0, 3) },
  play: async ({ canvas, globals }) => {
    const labels = offerListLabels(localeOf({ globals }));
    const add = canvas.getByRole('button', { name: labels.addToCart(labels.officialStore) }).getBoundingClientRect();
    const badge = canvas.getAllByText(labels.officialStore)[0]?.getBoundingClientRect();
    await expect(add.left).toBeGreaterThan(badge?.right ?? 0);
  },
};
