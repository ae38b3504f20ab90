import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale, ProductCard as ProductCardData } from '../../contract';
import {
  FIXTURE_NOW_MS,
  LONGEST_FRENCH_NAME,
  productBasic,
  productCountdown,
  productLongFrenchLabel,
  productOutOfStock,
  productSevenSellers,
  productWithVideo,
  cardDataOf,
} from '../../mocks/fixtures';
import { quickViewLabels } from '../../.storybook/catalogLabels';
import { languageTagFor, productCardLabels } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { ProductCard } from '../ProductCard';
import { QuickViewDialog, type QuickViewDialogProps } from './QuickViewDialog';

const fixtureNow = () => FIXTURE_NOW_MS;
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const nameIn = (product: ProductCardData, locale: Locale) => product.translations[locale]?.name || product.name;
const page = () => within(document.body);

interface HarnessProps extends Pick<QuickViewDialogProps, 'onVariantSelect' | 'onOpenChange' | 'onAddToCart'> {
  product: ProductCardData;
  locale: Locale;
}

/** A product card whose eye opens the quick view, as a listing wires it. */
function Harness({ product, locale, onVariantSelect, onOpenChange, onAddToCart }: HarnessProps) {
  const [shown, setShown] = useState<ProductCardData | null>(null);
  const href = `/product/${product.translations[locale]?.slug ?? product.slug}`;
  return (
    <div style={{ width: 280 }}>
      <ProductCard
        product={cardDataOf(product, locale)}
        languageTag={languageTagFor(locale)}
        href={href}
        labels={productCardLabels(locale)}
        now={fixtureNow}
        // The app's model reads the whole product for the dialog; here it is at hand.
        onQuickView={() => setShown(product)}
      />
      <QuickViewDialog
        product={shown}
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
          onOpenChange(open);
        }}
        locale={locale}
        languageTag={languageTagFor(locale)}
        productHref={href}
        labels={quickViewLabels(locale, nameIn(product, locale))}
        now={fixtureNow}
        onVariantSelect={onVariantSelect}
        onAddToCart={onAddToCart}
      />
    </div>
  );
}

const meta = {
  title: 'Catalogue/QuickViewDialog',
  component: Harness,
  args: { product: productBasic, locale: 'pt', onVariantSelect: fn(), onOpenChange: fn() },
  argTypes: { product: { control: false } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const eye = (locale: Locale) => page().getByRole('button', { name: productCardLabels(locale).quickView });

async function openQuickView(locale: Locale, product: ProductCardData) {
  await userEvent.hover(page().getByRole('article'));
  await userEvent.click(eye(locale));
  return expectModalDialog(nameIn(product, locale));
}

/**
 * The eye opens a modal dialog named after the product: the dialog family's behaviour (focus in and
 * trapped, Escape closes, focus back on the eye), then gallery, price, variants and the product link.
 */
export const Default: Story = {
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productBasic, locale));
    await userEvent.hover(page().getByRole('article'));
    await dialogBehaviourSuite({ trigger: eye(locale), name: nameIn(productBasic, locale) });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    const dialog = await openQuickView(locale, productBasic);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('tablist', { name: labels.gallery.gallery })).toBeVisible();
    await expect(inDialog.getByRole('img', { name: labels.gallery.imageAlt(1, 2) })).toBeVisible();
    // §2: round((59.99 - 39.99) / 59.99 * 100) = 33.
    await expect(inDialog.getByText(labels.summary.discount(33))).toBeVisible();
    await expect(inDialog.getByRole('deletion')).toBeVisible();
    const sizes = inDialog.getByRole('group', { name: `${labels.variants.attribute('size')}: S` });
    await userEvent.click(within(sizes).getByRole('radio', { name: 'L' }));
    await expect(args.onVariantSelect).toHaveBeenCalledWith(productBasic.variants[2]);
    await expect(inDialog.getByRole('group', { name: `${labels.variants.attribute('size')}: L` })).toBeVisible();
    const link = inDialog.getByRole('link', { name: labels.viewProduct });
    await expect(link).toHaveAttribute('href', `/product/${productBasic.translations[locale]?.slug}`);
    await userEvent.click(inDialog.getByRole('button', { name: labels.close }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(eye(locale)).toHaveFocus();
    // Open again for the picture.
    await openQuickView(locale, productBasic);
  },
};

/** A running discount: the countdown shows in the quick view too. */
export const DiscountCountdown: Story = {
  args: { product: productCountdown },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productCountdown, locale));
    const dialog = await openQuickView(locale, productCountdown);
    await expect(within(dialog).getByRole('timer', { name: labels.summary.endsIn })).toBeVisible();
  },
};

/** With the cart wired, the quick view adds the chosen variant's first offer. */
export const AddToCart: Story = {
  args: { onAddToCart: fn() },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productBasic, locale));
    const dialog = await openQuickView(locale, productBasic);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.addToCart }));
    const chosen = productBasic.variants.find((v) => v.offers.some((o) => o.initial_stock > 0)) ?? productBasic.variants[0];
    await expect(args.onAddToCart).toHaveBeenCalledWith(chosen, chosen?.offers[0]);
  },
};

/** Sold out: with the cart wired, the add button is disabled and says so. */
export const AddToCartSoldOut: Story = {
  args: { product: productOutOfStock, onAddToCart: fn() },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productOutOfStock, locale));
    const dialog = await openQuickView(locale, productOutOfStock);
    await expect(within(dialog).getByRole('button', { name: labels.soldOut })).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Zero stock: its only size is marked unavailable; the link to the product stays. */
export const ZeroStock: Story = {
  args: { product: productOutOfStock },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productOutOfStock, locale));
    const dialog = await openQuickView(locale, productOutOfStock);
    await expect(within(dialog).getByRole('radio', { name: `M ${labels.variants.unavailable}` })).toBeChecked();
    await expect(within(dialog).getByRole('link', { name: labels.viewProduct })).toBeVisible();
  },
};

/** Seven sellers: the price is the chosen variant's first offer's. */
export const SevenSellers: Story = {
  args: { product: productSevenSellers },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productSevenSellers, locale));
    const dialog = await openQuickView(locale, productSevenSellers);
    // round((129 - 89) / 129 * 100) = 31.
    await expect(within(dialog).getByText(labels.summary.discount(31))).toBeVisible();
  },
};

export const WithVideo: Story = {
  args: { product: productWithVideo },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productWithVideo, locale));
    const dialog = await openQuickView(locale, productWithVideo);
    await expect(within(dialog).getByRole('tab', { name: labels.gallery.showVideo })).toBeVisible();
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('desktop') },
  args: { product: productLongFrenchLabel },
  play: async () => {
    const dialog = await openQuickView('fr', productLongFrenchLabel);
    await expect(dialog).toHaveAccessibleName(LONGEST_FRENCH_NAME);
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * On a phone the picture sits above the details, small and without thumbnails (its arrows and a swipe turn it), so
 * the price and the sizes show above the buttons without scrolling.
 */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  args: { onAddToCart: fn() },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productBasic, locale));
    const dialog = await openQuickView(locale, productBasic);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    const inDialog = within(dialog);
    await expect(inDialog.queryByRole('tablist')).toBeNull();
    const picture = inDialog.getByRole('img', { name: labels.gallery.imageAlt(1, 2) }).getBoundingClientRect();
    await expect(inDialog.getByRole('button', { name: labels.gallery.nextImage })).toBeVisible();
    const sizes = inDialog.getByRole('group', { name: new RegExp(labels.variants.attribute('size')) }).getBoundingClientRect();
    // The buttons' bar starts where the scrolling details end.
    const buttons = inDialog.getByRole('button', { name: labels.addToCart }).parentElement!.getBoundingClientRect();
    await expect(sizes.top).toBeGreaterThan(picture.bottom);
    await expect(sizes.bottom).toBeLessThanOrEqual(buttons.top);
  },
};

/** From 768px the picture and the details sit side by side. */
export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = quickViewLabels(locale, nameIn(productBasic, locale));
    const dialog = await openQuickView(locale, productBasic);
    const gallery = within(dialog).getByRole('tablist', { name: labels.gallery.gallery }).getBoundingClientRect();
    const sizes = within(dialog).getByRole('group', { name: new RegExp(labels.variants.attribute('size')) }).getBoundingClientRect();
    await expect(sizes.left).toBeGreaterThan(gallery.right);
  },
};
