import { useState } from 'react';
import type { Locale, Offer, ProductCard as ProductCardData, Variant } from '../../contract';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { localisedText } from '../ProductCard';
import { ProductGallery, type ProductGalleryLabels } from '../ProductGallery';
import { ProductSummary, type ProductSummaryLabels } from '../ProductSummary';
import { VariantSelector, variantStock, type VariantSelectorLabels } from '../VariantSelector';
import * as styles from './QuickViewDialog.css';

export interface QuickViewDialogLabels {
  close: string;
  viewProduct: string;
  gallery: ProductGalleryLabels;
  variants: VariantSelectorLabels;
  summary: ProductSummaryLabels;
  /** The add-to-cart button (shown only with `onAddToCart`). */
  addToCart?: string;
  /** Said instead when the chosen variant has no stock. */
  soldOut?: string;
}

export interface QuickViewDialogProps {
  /** The product whose eye was pressed (a card is enough; a full product fits too); null when closed. */
  product: (ProductCardData & { average_rating?: number | null }) | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
  languageTag: string;
  /** The product page in the current locale, built by the caller. */
  productHref: string;
  labels: QuickViewDialogLabels;
  now?: () => number;
  /** Reports each variant choice (the product page can start from it). */
  onVariantSelect?: (variant: Variant) => void;
  /** Adds the chosen variant's first offer to the cart (the card's quick path to the cart). */
  onAddToCart?: (variant: Variant, offer: Offer) => void;
  /** The add is in flight: the button is busy. */
  adding?: boolean;
}

/** The first variant with stock, else the first. */
function firstChoice(variants: readonly Variant[]): Variant | null {
  return variants.find((variant) => variantStock(variant) > 0) ?? variants[0] ?? null;
}

/**
 * §2 quick view (the product card's eye): gallery, price, variant choice and a link to the product
 * page, in the house dialog (modal, titled by the product's name, focus trapped and returned).
 */
export function QuickViewDialog({ product, open, onOpenChange, locale, languageTag, productHref, labels, now, onVariantSelect, onAddToCart, adding }: QuickViewDialogProps) {
  return (
    <Dialog.Root open={open && product !== null} onOpenChange={onOpenChange}>
      {product && (
        <QuickViewContent
          key={product.uuid}
          product={product}
          locale={locale}
          languageTag={languageTag}
          productHref={productHref}
          labels={labels}
          now={now}
          onVariantSelect={onVariantSelect}
          onAddToCart={onAddToCart}
          adding={adding}
        />
      )}
    </Dialog.Root>
  );
}

type ContentProps = Omit<QuickViewDialogProps, 'open' | 'onOpenChange' | 'product'> & { product: NonNullable<QuickViewDialogProps['product']> };

function QuickViewContent({ product, locale, languageTag, productHref, labels, now, onVariantSelect, onAddToCart, adding = false }: ContentProps) {
  const [variant, setVariant] = useState(() => firstChoice(product.variants));
  const { name } = localisedText(product, locale);
  const offer = variant?.offers[0] ?? null;
  // The chosen variant's pictures (its colour), else the product's; a new colour starts from its first.
  const images = variant?.images?.length ? variant.images : product.images;

  return (
    <Dialog.Content
      title={name}
      closeLabel={labels.close}
      size="large"
      footer={
        <div className={styles.footer}>
          {onAddToCart && variant && offer && (
            <Button
              variant="primary"
              fullWidth
              icon="cart"
              disabled={variantStock(variant) <= 0}
              aria-busy={adding || undefined}
              onClick={() => {
                if (!adding) onAddToCart(variant, offer);
              }}
            >
              {variantStock(variant) <= 0 ? (labels.soldOut ?? labels.addToCart) : labels.addToCart}
            </Button>
          )}
          <Button href={productHref} variant={onAddToCart ? 'secondary' : 'primary'} fullWidth>
            {labels.viewProduct}
          </Button>
        </div>
      }
    >
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ProductGallery
            key={images.map((image) => image.file_path).join(' ')}
            images={images}
            video={product.video}
            labels={labels.gallery}
            compact
          />
        </div>
        <div className={styles.details}>
          <ProductSummary
            product={product}
            locale={locale}
            languageTag={languageTag}
            offer={offer}
            labels={labels.summary}
            headingLevel={2}
            showName={false}
            showDescription={false}
            now={now}
          />
          <VariantSelector
            variants={product.variants}
            selectedUuid={variant?.uuid ?? null}
            labels={labels.variants}
            onSelect={(chosen) => {
              setVariant(chosen);
              onVariantSelect?.(chosen);
            }}
          />
        </div>
      </div>
    </Dialog.Content>
  );
}
