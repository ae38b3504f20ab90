import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Offer, Product } from '../../contract';
import { FIXTURE_NOW_MS, LONGEST_FRENCH_NAME, brandWithoutLogo, isoFromFixtureNow, productCountdown, productLongFrenchLabel, products } from '../../mocks/fixtures';
import { productSummaryLabels } from '../../.storybook/catalogLabels';
import { languageTagFor, type Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { ProductSummary } from './ProductSummary';

const detail = products[0] as Product;
const countdownProduct = products.find((product) => product.slug === productCountdown.slug) as Product;
const longFrench = products.find((product) => product.slug === productLongFrenchLabel.slug) as Product;
const offerOf = (product: Product) => product.variants[0]?.offers[0] as Offer;
const fixtureNow = () => FIXTURE_NOW_MS;
const normalise = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Product/ProductSummary',
  component: ProductSummary,
  args: {
    product: detail,
    locale: 'pt',
    languageTag: 'pt-PT',
    offer: offerOf(detail),
    brandHref: `/catalog/brand/${detail.brand?.slug ?? ''}`,
    labels: productSummaryLabels('pt'),
    now: fixtureNow,
  },
  argTypes: { product: { control: false }, labels: { control: false }, offer: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <ProductSummary {...args} locale={locale} languageTag={languageTagFor(locale)} labels={productSummaryLabels(locale)} />;
  },
  decorators: [(Story, { parameters }) => (parameters.layout === 'fullscreen' ? Story() : <div style={{ width: 480 }}>{Story()}</div>)],
} satisfies Meta<typeof ProductSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brand link, name as the page's heading, rating 4.5 of 5, the reduced price with pvp, percent and 30-day price. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = productSummaryLabels(locale);
    await expect(canvas.getByRole('link', { name: 'Maré' })).toHaveAttribute('href', '/catalog/brand/mare');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(detail.translations[locale]?.name ?? detail.name);
    await expect(canvas.getByRole('img', { name: labels.rating(new Intl.NumberFormat(languageTagFor(locale)).format(4.5)) })).toBeVisible();
    // §2: round((59.99 - 39.99) / 59.99 * 100) = 33.
    await expect(canvas.getByText(labels.discount(33))).toBeVisible();
    await expect(canvas.getByRole('deletion')).toHaveTextContent(labels.previousPrice);
    await expect(canvas.getByText(/30/)).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    const description = canvas.getByRole('region', { name: labels.description });
    await expect(within(description).getByText(detail.translations[locale]?.description ?? detail.description)).toBeVisible();
  },
};

/** §2: the countdown shows while discountEndsAt is in the future (frozen at the fixtures' clock). */
export const DiscountCountdown: Story = {
  args: { product: countdownProduct, offer: offerOf(countdownProduct) },
  play: async ({ canvas, globals }) => {
    const labels = productSummaryLabels(localeOf({ globals }));
    await expect(canvas.getByRole('timer', { name: labels.endsIn })).toBeVisible();
    // round((69.90 - 34.95) / 69.90 * 100) = 50.
    await expect(canvas.getByText(labels.discount(50))).toBeVisible();
  },
};

/** The end has passed: no countdown. */
export const DiscountEnded: Story = {
  args: { product: { ...countdownProduct, discountEndsAt: isoFromFixtureNow(-1000) }, offer: offerOf(countdownProduct) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Full price: no struck price, no percent and so no 30-day price either. */
export const FullPrice: Story = {
  args: { offer: { ...offerOf(detail), pvp: offerOf(detail).price_product } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('deletion')).toBeNull();
    await expect(normalise(canvas.getByText(/€/).textContent)).toBe('39,99 €');
  },
};

/** Not rated yet; no brand link when the caller gives none; a brand without logo shows its name. */
export const NoRating: Story = {
  args: { product: { ...detail, average_rating: null, brand: brandWithoutLogo }, brandHref: undefined },
  play: async ({ canvas, globals }) => {
    const labels = productSummaryLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.noRating)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Atelier Norte')).toBeVisible();
  },
};

/** §9 scale 1 to 5: five filled stars at the top. */
export const TopRating: Story = {
  args: { product: { ...detail, average_rating: 5 } },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = productSummaryLabels(localeOf({ globals }));
    await expect(canvas.getByRole('img', { name: labels.rating('5') })).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg[class*="filled_true"]')).toHaveLength(5);
  },
};

/** The chosen variant has no offer: the price block is left out. */
export const Empty: Story = {
  args: { offer: null, showDescription: false },
  play: async ({ canvas, globals }) => {
    const labels = productSummaryLabels(localeOf({ globals }));
    await expect(canvas.queryByText(/€/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: labels.description })).toBeNull();
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr' },
  args: { product: { ...longFrench, discountEndsAt: productCountdown.discountEndsAt }, offer: offerOf(longFrench) },
  play: async ({ canvas }) => {
    const labels = productSummaryLabels('fr');
    await expect(canvas.getByRole('heading', { level: 1, name: LONGEST_FRENCH_NAME })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: labels.endsIn })).toHaveTextContent('2 j et 05:30:00');
    await expect(canvas.getByText(labels.discount(18))).toBeVisible();
  },
};

export const MobileViewport: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  args: { product: countdownProduct, offer: offerOf(countdownProduct) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};

export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
