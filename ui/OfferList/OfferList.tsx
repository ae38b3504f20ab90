import { useId } from 'react';
import type { PageOffer as Offer } from '../../contract';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { OfferPrice, type OfferPriceLabels } from '../ProductCard';
import { VisuallyHidden } from '../VisuallyHidden';
import { VendorBadge, isOfficialVendor, type VendorBadgeLabels } from '../VendorBadge';
import { stockHint } from './offerFacts';
import * as styles from './OfferList.css';

/** Every text of the offers, from the caller's catalogue (`product.*`). */
export interface OfferListLabels extends VendorBadgeLabels, OfferPriceLabels {
  title: string;
  noOffers: string;
  loading: string;
  inStock: string;
  fewLeft: (count: number) => string;
  outOfStock: string;
  /** The offer's delivery promise, said as the cart says it ('Entrega em 2-4 dias úteis'). */
  delivery: (offer: Offer) => string;
  /** The return window every order has, said on each offer ('Devolução até 14 dias após a entrega'). */
  returns: string;
  /** The add-to-cart button's name, naming the seller so seven buttons are told apart. */
  addToCart: (seller: string) => string;
  /** The visible text of the add-to-cart button. */
  addToCartShort: string;
  /** A sold-out offer's disabled button, naming the seller like addToCart. */
  soldOutFrom: (seller: string) => string;
}

export interface OfferListProps {
  /** The offers of the chosen variant, from every seller, in the order to show. */
  offers: readonly Offer[];
  languageTag: string;
  labels: OfferListLabels;
  /** True while the product loads: placeholders instead of offers. */
  loading?: boolean;
  /** The offer whose add-to-cart request is in flight. */
  pendingOfferUuid?: string | null;
  headingLevel?: 2 | 3;
  /** Wired by the cart; without it no button shows. */
  onAddToCart?: (offer: Offer) => void;
}

/**
 * Offers from every seller (§2, §3): the vendor badge, price / pvp / discount percent, the lowest
 * price of the previous 30 days whenever a reduction shows (EU price indication), stock hint,
 * delivery estimate and an add-to-cart button — disabled and saying 'Esgotado' at zero stock.
 */
export function OfferList({ offers, languageTag, labels, loading = false, pendingOfferUuid = null, headingLevel = 2, onAddToCart }: OfferListProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading level={headingLevel} size="medium" id={titleId}>
        {labels.title}
      </Heading>
      {loading ? (
        <div className={styles.list}>
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
          {[0, 1].map((index) => (
            <div key={index} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      ) : offers.length === 0 ? (
        <p className={styles.message}>{labels.noOffers}</p>
      ) : (
        <ul className={styles.list}>
          {offers.map((offer) => (
            <OfferRow key={offer.uuid} offer={offer} languageTag={languageTag} labels={labels} pending={offer.uuid === pendingOfferUuid} onAddToCart={onAddToCart} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface OfferRowProps {
  offer: Offer;
  languageTag: string;
  labels: OfferListLabels;
  pending: boolean;
  onAddToCart?: (offer: Offer) => void;
}

function OfferRow({ offer, languageTag, labels, pending, onAddToCart }: OfferRowProps) {
  const stock = stockHint(offer);
  const soldOut = stock.kind === 'out';
  // The official store has one name wherever it sells (its badge), whatever its warehouse is called.
  const seller = isOfficialVendor(offer.vendor.vendorType) ? labels.officialStore : offer.vendor.vendor_name;
  return (
    <li className={styles.offer} data-offer={offer.uuid}>
      <div className={styles.details}>
        <VendorBadge name={seller} vendorType={offer.vendor.vendorType} labels={labels} />
        <OfferPrice offer={offer} languageTag={languageTag} labels={labels} />
        <ul className={styles.facts}>
          <li className={`${styles.fact} ${styles.stock}`} data-stock={stock.kind}>
            {stock.kind === 'out' ? labels.outOfStock : stock.kind === 'few' ? labels.fewLeft(stock.count) : labels.inStock}
          </li>
          <li className={styles.fact}>
            <Icon name="truck" size="small" />
            {labels.delivery(offer)}
          </li>
          <li className={styles.fact}>
            <Icon name="refresh" size="small" />
            {labels.returns}
          </li>
        </ul>
      </div>
      {onAddToCart && (
        <div className={styles.action}>
          <Button
            variant={soldOut ? 'secondary' : 'primary'}
            icon="cart"
            fullWidth
            disabled={soldOut}
            aria-label={soldOut ? labels.soldOutFrom(seller) : labels.addToCart(seller)}
            aria-busy={pending || undefined}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending && !soldOut) onAddToCart(offer);
            }}
          >
            {soldOut ? labels.outOfStock : labels.addToCartShort}
          </Button>
        </div>
      )}
    </li>
  );
}
