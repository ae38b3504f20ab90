import type { Offer } from '../../contract';
import { Badge } from '../Badge';
import { Price, type PriceSize } from '../Price';
import { discountPercent, sellingPrice } from './facts';

/** The texts around an offer's price, from the caller's catalogue (`product.*`). */
export interface OfferPriceLabels {
  previousPrice: string;
  lowestPrice30Days: (formattedPrice: string) => string;
  discount: (percent: number) => string;
}

export interface OfferPriceProps {
  offer: Pick<Offer, 'pvp' | 'price_product' | 'lowest_price_30_days'> & Partial<Pick<Offer, 'price_campaign'>>;
  languageTag: string;
  labels: OfferPriceLabels;
  size?: PriceSize;
  /** The discount's badge at the end of the prices' line (a card shows it over its picture instead). */
  discountBadge?: boolean;
}

/**
 * An offer's price as the product page shows it, in its summary and on each seller's offer: the selling price,
 * the list price struck through and the discount's badge at the end of that line, then the lowest price of the
 * previous 30 days while it is reduced. A product card draws it too, without the badge.
 */
export function OfferPrice({ offer, languageTag, labels, size, discountBadge = true }: OfferPriceProps) {
  const percent = discountBadge ? discountPercent(offer) : null;
  return (
    <Price
      amount={sellingPrice(offer)}
      listPrice={offer.pvp}
      languageTag={languageTag}
      listPriceLabel={labels.previousPrice}
      lowestPrice30Days={offer.lowest_price_30_days}
      lowestPriceLabel={labels.lowestPrice30Days}
      size={size}
      badge={percent !== null && <Badge tone="discount">{labels.discount(percent)}</Badge>}
    />
  );
}
