import type { Translate } from '../../i18n/translate';
import { RETURN_WINDOW_DAYS } from '../../../contract/after-sales-constants';
import { offerDeliveryEstimate } from '../../../contract/constants';
import { deliveryEstimateText } from '../../shell/deliveryLabels';
import type { BuyBarLabels } from '../../../ui/BuyBar';
import type { OfferListLabels } from '../../../ui/OfferList';
import type { ProductGalleryLabels } from '../../../ui/ProductGallery';
import type { ProductRailLabels } from '../../../ui/ProductRail';
import type { ProductSummaryLabels } from '../../../ui/ProductSummary';
import type { VariantSelectorLabels } from '../../../ui/VariantSelector';
import type { QuickViewDialogLabels } from '../../../ui/QuickViewDialog';

export function galleryLabels(t: Translate, name: string): ProductGalleryLabels {
  return {
    gallery: t('product.gallery'),
    showImage: (index, count) => t('product.showImage', { index, count }),
    imageAlt: (index, count) => t('product.imageAlt', { name, index, count }),
    showVideo: t('product.showVideo'),
    video: t('product.video'),
    previousImage: t('product.previousImage'),
    nextImage: t('product.nextImage'),
    noImage: t('product.noImage'),
  };
}

export function summaryLabels(t: Translate): ProductSummaryLabels {
  return {
    rating: (rating) => t('product.rating', { rating }),
    noRating: t('product.noRating'),
    discount: (percent) => t('product.discount', { percent }),
    lowestPrice30Days: (price) => t('product.lowestPrice30Days', { price }),
    previousPrice: t('product.previousPrice'),
    endsIn: t('product.endsIn'),
    description: t('product.description'),
  };
}

export function offerListLabels(t: Translate): OfferListLabels {
  return {
    officialStore: t('product.officialStore'),
    marketplaceSeller: t('product.marketplaceSeller'),
    title: t('product.offers'),
    noOffers: t('product.noOffers'),
    loading: t('product.loadingOffers'),
    discount: (percent) => t('product.discount', { percent }),
    lowestPrice30Days: (price) => t('product.lowestPrice30Days', { price }),
    previousPrice: t('product.previousPrice'),
    inStock: t('product.inStock'),
    fewLeft: (count) => t('product.fewLeft', { count }),
    outOfStock: t('product.outOfStock'),
    delivery: (offer) => deliveryEstimateText(t, offerDeliveryEstimate(offer)),
    returns: t('product.returnWindow', { days: RETURN_WINDOW_DAYS }),
    addToCart: (seller) => t('product.addToCartFrom', { seller }),
    addToCartShort: t('product.addToCart'),
    soldOutFrom: (seller) => t('product.soldOutFrom', { seller }),
  };
}

export function buyBarLabels(t: Translate): BuyBarLabels {
  return { region: t('product.buyBar'), addToCart: t('product.addToCart'), outOfStock: t('product.outOfStock'), previousPrice: t('product.previousPrice') };
}

export function variantSelectorLabels(t: Translate): VariantSelectorLabels {
  return { attribute: (name) => t(`catalog.attributes.${name}`, { defaultValue: name }), unavailable: t('product.unavailable') };
}

export function railLabels(t: Translate): ProductRailLabels {
  return { previous: t('home.railPrevious'), next: t('home.railNext'), seeAll: t('home.railSeeAll'), empty: t('home.railEmpty'), loading: t('catalog.listing.loading') };
}

/** The quick view's texts for the product called `name` (the card's eye). */
export function quickViewLabels(t: Translate, name: string): QuickViewDialogLabels {
  return {
    close: t('product.close'),
    viewProduct: t('product.viewProduct'),
    gallery: galleryLabels(t, name),
    variants: variantSelectorLabels(t),
    summary: summaryLabels(t),
    addToCart: t('product.addToCart'),
    soldOut: t('product.outOfStock'),
  };
}
