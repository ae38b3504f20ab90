import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FIXTURE_NOW_MS,
  LONGEST_FRENCH_NAME,
  brandWithoutLogo,
  isoFromFixtureNow,
  productCards,
  productCountdown,
  productLastUnits,
  productBasic,
  productLongFrenchLabel,
  productOutOfStock,
  productSevenSellers,
  productWithVideo,
  cardDataOf,
} from '../../mocks/fixtures';
import type { ProductCard as ApiProductCard } from '../../contract';
import { LOCALES, languageTagFor, productCardLabels, type Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { ProductGrid } from '../ProductGrid';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

/** The fixtures' clock: countdowns are frozen at FIXTURE_NOW so their pictures never change. */
const fixtureNow = () => FIXTURE_NOW_MS;
const HOUR = 3_600_000;

/** A product at full price, plenty of stock, one seller, a brand logo and two pictures. */
const plainProduct = productCards.find((product) => product.slug === 't-shirt-algodao-organico') ?? productLastUnits;
const NAME = plainProduct.name;
const HREF = `/product/${plainProduct.slug}`;
/** The running discount of productCountdown, one hour after its end. */
const expiredDiscountProduct = { ...productCountdown, discountEndsAt: isoFromFixtureNow(-HOUR) };
const brandWithoutLogoProduct = { ...plainProduct, brand: brandWithoutLogo };
/** Intl puts a no-break space before the euro sign; people read it as a space. */
const normalise = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

type CardStoryProps = Omit<ProductCardProps, 'product'> & { product: ApiProductCard; locale: Locale };

/** The card as a page draws it: the API's product, as the page's model keeps it (`productCardData`) in the story's language. */
function CardInLocale({ product, locale, ...props }: CardStoryProps) {
  return <ProductCard {...props} product={cardDataOf(product, locale)} />;
}

const meta = {
  title: 'Catalogue/ProductCard',
  component: CardInLocale,
  args: {
    product: plainProduct,
    locale: 'pt',
    languageTag: 'pt-PT',
    href: HREF,
    labels: productCardLabels('pt'),
    now: fixtureNow,
    headingLevel: 3,
    isWishlisted: false,
    wishlistLocked: false,
    onWishlistToggle: fn(),
    onQuickView: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    product: { control: false },
    labels: { control: false },
  },
  // The texts follow the locale toolbar, built from the app's catalogues.
  render: (args, context) => {
    const locale = localeOf(context);
    const labels = productCardLabels(locale, { campaignPrice: context.parameters.campaignPage === true });
    return <CardInLocale {...args} locale={locale} languageTag={languageTagFor(locale)} labels={labels} />;
  },
  // One card at the width of a desktop grid column; the viewport stories show the whole grid instead.
  decorators: [(Story, { parameters }) => (parameters.layout === 'fullscreen' ? Story() : <div style={{ width: 280 }}>{Story()}</div>)],
} satisfies Meta<typeof CardInLocale>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    const card = canvas.getByRole('article', { name: NAME });
    await expect(within(card).getByRole('heading', { level: 3, name: NAME })).toBeVisible();
    // §2: image, name and buy-now button all lead to the product page.
    const links = within(card).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([HREF, HREF, HREF]);
    await expect(within(card).getByRole('link', { name: labels.buyNow })).toBeVisible();
    await expect(within(card).getByRole('img', { name: NAME })).toBeVisible();
    await expect(within(card).getByRole('img', { name: 'Lumen' })).toBeVisible();
    await expect(normalise(within(card).getByText(/€/).textContent)).toBe('14,99 €');
    await expect(within(card).getByText(labels.sellers(1))).toBeVisible();
    await expect(within(card).queryByRole('list')).toBeNull();
    await expect(within(card).queryByRole('timer')).toBeNull();

    // Without a pointer on it, the actions stay out of the way.
    await expect(within(card).getByRole('button', { name: labels.addToWishlist })).not.toBeVisible();
  },
};

/**
 * A pointer on the card: the second picture swaps in (it joins the card then: a page's HTML holds one picture
 * per card) and the heart and eye appear; each calls back with the product.
 */
export const Hovered: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    const card = canvas.getByRole('article');
    await expect(canvasElement.querySelector('img[alt=""]')).toBeNull();
    await userEvent.hover(card);
    await waitFor(() => expect(canvasElement.querySelector('img[alt=""]')).toBeVisible());
    const heart = within(card).getByRole('button', { name: labels.addToWishlist });
    await waitFor(() => expect(heart).toBeVisible());
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    // The callbacks get the card's data, as the page's model keeps it.
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(cardDataOf(plainProduct, localeOf({ globals })));
    await userEvent.click(within(card).getByRole('button', { name: labels.quickView }));
    await expect(args.onQuickView).toHaveBeenCalledWith(cardDataOf(plainProduct, localeOf({ globals })));
  },
};

/** Without a pointer on it, the actions stay out of the way; keyboard focus brings them back. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    const heart = canvas.getByRole('button', { name: labels.addToWishlist });
    await expect(heart).not.toBeVisible();
    // The picture link is skipped (tabindex -1): the actions come first, then the name and buy-now links.
    await userEvent.tab();
    await expect(heart).toHaveFocus();
    await waitFor(() => expect(heart).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.quickView })).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvas.getByRole('heading')).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: labels.buyNow })).toHaveFocus();
  },
};

export const Loading: Story = {
  render: () => <ProductCardSkeleton />,
  play: async ({ canvasElement, canvas }) => {
    // Decorative blocks only: nothing for assistive technology to read until the product arrives.
    await expect(canvasElement.querySelector('[data-skeleton="product-card"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const DiscountedWithCountdown: Story = {
  args: { product: productCountdown, href: `/product/${productCountdown.slug}` },
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    // §2: round((69.90 - 34.95) / 69.90 * 100) = 50.
    await expect(canvas.getByText(labels.discount(50))).toBeVisible();
    // The struck price says what it is to a screen reader.
    await expect(normalise(canvas.getByRole('deletion').textContent)).toBe(`${labels.previousPrice} 69,90 €`);
    await expect(canvas.getByText(labels.lowestPrice30Days('69,90 €'), { normalizer: normalise })).toBeVisible();
    const timer = canvas.getByRole('timer', { name: labels.endsIn });
    await expect(timer).toHaveTextContent('2 dias e 05:30:00');
  },
};

/** A campaign price: the card shows what the cart will charge, its cut from the list price, and says it is the campaign's. */
const campaignPriced: ApiProductCard = {
  ...plainProduct,
  variants: plainProduct.variants.map((variant, index) =>
    index === 0 ? { ...variant, offers: variant.offers.map((offer) => ({ ...offer, price_campaign: Math.round(offer.pvp * 60) / 100 })) } : variant,
  ),
};
/** On a campaign page the card also names the campaign's price ('Preço de campanha'). */
export const CampaignPrice: Story = {
  args: { product: campaignPriced },
  parameters: { campaignPage: true },
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }), { campaignPrice: true });
    const offer = campaignPriced.variants[0]!.offers[0]!;
    await expect(canvas.getByText(labels.campaignPrice!)).toBeVisible();
    await expect(canvas.getByText(labels.discount(40))).toBeVisible();
    const price = new Intl.NumberFormat(languageTagFor(localeOf({ globals })), { style: 'currency', currency: 'EUR' }).format(offer.price_campaign!);
    await expect(canvas.getByText(normalise(price), { normalizer: normalise })).toBeVisible();
    await expect(canvas.getByRole('deletion')).toBeVisible();
  },
};

/** Elsewhere (home, listings, search) the −% badge and the struck list price say it; no campaign badge. */
export const CampaignPriceElsewhere: Story = {
  args: { product: campaignPriced },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const campaignLabel = productCardLabels(locale, { campaignPrice: true }).campaignPrice!;
    await expect(canvas.getByText(productCardLabels(locale).discount(40))).toBeVisible();
    await expect(canvas.getByRole('deletion')).toBeVisible();
    await expect(canvas.queryByText(campaignLabel)).toBeNull();
  },
};

/** The end has passed: no countdown (the price itself is the shop's to change). */
export const CountdownExpired: Story = {
  args: { product: expiredDiscountProduct, href: `/product/${productCountdown.slug}` },
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByText(labels.endsIn)).toBeNull();
  },
};

export const LastUnits: Story = {
  args: { product: productLastUnits },
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getByText(labels.lastUnits)).toBeVisible();
  },
};

/** §2: 'Last units' needs between 1 and 5 units; none left shows no badge. */
export const ZeroStock: Story = {
  args: { product: productOutOfStock },
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    await expect(canvas.queryByText(labels.lastUnits)).toBeNull();
  },
};

/** Distinct sellers across all variants' offers. */
export const SevenSellers: Story = {
  args: { product: productSevenSellers },
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.sellers(7))).toBeVisible();
  },
};

export const WithVideo: Story = {
  args: { product: productWithVideo },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    if (!video) return;
    await expect(video).toHaveAttribute('aria-label', labels.video);
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video).toHaveAttribute('poster', productWithVideo.images[0]?.file_path);
    // Nothing plays until a pointer rests on the picture.
    await expect(video.paused).toBe(true);
    const picture = canvas.getByRole('img', { name: productWithVideo.name });
    await userEvent.hover(picture);
    await userEvent.unhover(picture);
    await expect(video.paused).toBe(true);
  },
};

export const BrandWithoutLogo: Story = {
  args: { product: brandWithoutLogoProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Atelier Norte')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Atelier Norte' })).toBeNull();
  },
};

/** A saved product: the heart is filled, pressed, stays in sight and offers removal. */
export const Wishlisted: Story = {
  args: { isWishlisted: true },
  play: async ({ canvas, args, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    const heart = canvas.getByRole('button', { name: labels.removeFromWishlist });
    await expect(heart).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onWishlistToggle).toHaveBeenCalledOnce();
  },
};

/** §2: while the toggle's request is in flight, it is busy and ignores clicks. */
export const WishlistLocked: Story = {
  args: { isWishlisted: true, wishlistLocked: true },
  play: async ({ canvas, args, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    const heart = canvas.getByRole('button', { name: labels.removeFromWishlist });
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(heart);
    await expect(args.onWishlistToggle).not.toHaveBeenCalled();
  },
};

/** The longest texts in French: name clamped to two lines, badges wrap, buttons stay inside. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr' },
  args: { product: { ...productLongFrenchLabel, discountEndsAt: productCountdown.discountEndsAt } },
  play: async ({ canvas, canvasElement }) => {
    const labels = productCardLabels('fr');
    const heading = canvas.getByRole('heading', { name: LONGEST_FRENCH_NAME });
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(48);
    // round((79 - 64.50) / 79 * 100) = 18.
    await expect(canvas.getByText(labels.discount(18))).toBeVisible();
    await expect(canvas.getByRole('timer', { name: labels.endsIn })).toHaveTextContent('2 j et 05:30:00');
    await expect(normalise(canvas.getByRole('deletion').textContent)).toBe(`${labels.previousPrice} 79,00 €`);
    const card = canvas.getByRole('article').getBoundingClientRect();
    const buy = canvas.getByRole('link', { name: labels.buyNow }).getBoundingClientRect();
    await expect(buy.right).toBeLessThanOrEqual(card.right);
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe('fr');
  },
};

/** The same product in the four languages: translated name, catalogue sentences and number format. */
export const AllLocales: Story = {
  args: { product: productBasic, href: `/product/${productBasic.slug}` },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 240px)', gap: 16 }}>
      {LOCALES.map((locale) => (
        <div key={locale} lang={locale}>
          <CardInLocale {...args} locale={locale} languageTag={languageTagFor(locale)} labels={productCardLabels(locale)} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected: Record<Locale, { name: string; price: string }> = {
      pt: { name: 'Vestido de linho', price: '39,99 €' },
      en: { name: 'Linen dress', price: '€39.99' },
      es: { name: 'Vestido de lino', price: '39,99 €' },
      fr: { name: 'Robe en lin', price: '39,99 €' },
    };
    for (const locale of LOCALES) {
      const labels = productCardLabels(locale);
      const card = canvas.getByRole('article', { name: expected[locale].name });
      await expect(within(card).getByRole('link', { name: labels.buyNow })).toBeVisible();
      // §2: round((59.99 - 39.99) / 59.99 * 100) = 33.
      await expect(within(card).getByText(labels.discount(33))).toBeVisible();
      await expect(within(card).getByText(expected[locale].price, { normalizer: normalise })).toBeVisible();
      await expect(within(card).getByText(labels.sellers(1))).toBeVisible();
    }
  },
};

/** The live channel replaces the product: the card shows the new data at once. */
export const LiveUpdate: Story = {
  render: (args, context) => <LiveUpdateHarness {...args} locale={localeOf(context)} />,
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Receive update' }));
    await expect(canvas.getByText(labels.discount(50))).toBeVisible();
    await expect(canvas.getByRole('timer', { name: labels.endsIn })).toBeVisible();
  },
};

function LiveUpdateHarness(props: CardStoryProps) {
  const [product, setProduct] = useState<ApiProductCard>(plainProduct);
  return (
    <div>
      <CardInLocale {...props} product={product} languageTag={languageTagFor(props.locale)} labels={productCardLabels(props.locale)} />
      <button type="button" onClick={() => setProduct({ ...productCountdown, uuid: plainProduct.uuid })}>
        Receive update
      </button>
    </div>
  );
}

const gridProducts = productCards.slice(0, 6);

function Grid(args: CardStoryProps) {
  return (
    <ProductGrid aria-label="Produtos">
      {gridProducts.map((product, index) => (
        <CardInLocale key={product.uuid} {...args} product={product} priority={index < 2} />
      ))}
    </ProductGrid>
  );
}

/** Below 768px: two columns; the actions are always visible on touch screens. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  render: (args, context) => {
    const locale = localeOf(context);
    return <Grid {...args} locale={locale} languageTag={languageTagFor(locale)} labels={productCardLabels(locale)} />;
  },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const items = [...canvas.getByRole('list', { name: 'Produtos' }).children];
    await expect(items).toHaveLength(6);
    const [first, second, third] = items.map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect(third?.top).toBeGreaterThan(first?.top ?? 0);
  },
};

/** From 1024px: four columns. */
export const DesktopViewport: Story = {
  ...MobileViewport,
  globals: viewport('desktop'),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1280);
    const tops = [...canvas.getByRole('list', { name: 'Produtos' }).children].map((item) => item.getBoundingClientRect().top);
    await expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
    await expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
  },
};

/**
 * A rail's card on a 360 px phone (136 px wide): the buy button keeps its whole label inside, without the icon
 * that pushed it out (both were clipped), in every language.
 */
export const NarrowOnASmallPhone: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ width: 136 }}>
        <CardInLocale {...args} locale={locale} languageTag={languageTagFor(locale)} labels={productCardLabels(locale)} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const labels = productCardLabels(localeOf({ globals }));
    const buy = canvas.getByRole('link', { name: labels.buyNow });
    await expect(buy.scrollWidth).toBeLessThanOrEqual(buy.clientWidth);
    await expect(buy.querySelector('svg')).not.toBeVisible();
    const card = canvas.getByRole('article').getBoundingClientRect();
    await expect(buy.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
  },
};
