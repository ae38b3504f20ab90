import { Button } from '../Button';
import { Price } from '../Price';
import { BUY_BAR_ATTRIBUTE } from '../theme/bottomBar';
import * as styles from './BuyBar.css';

export interface BuyBarLabels {
  /** The bar's landmark name ('Comprar'). */
  region: string;
  /** The button's visible text ('Adicionar ao carrinho'). */
  addToCart: string;
  /** A sold-out offer's disabled button ('Esgotado'). */
  outOfStock: string;
  previousPrice: string;
}

export interface BuyBarProps {
  name: string;
  /** The offer the bar buys: the first of the chosen variant, as the offer list orders them. */
  offer: { price: number; listPrice: number | null; soldOut: boolean } | null;
  languageTag: string;
  labels: BuyBarLabels;
  /** True while that offer's add-to-cart request is in flight. */
  pending?: boolean;
  /** Wired by the cart; without it the bar shows no button. */
  onAddToCart?: () => void;
}

/**
 * The phone's buy bar: the product's name, its price and the add-to-cart button, kept on screen while the
 * page scrolls (the first screen of a phone is the gallery; the offers come under it). It buys the same
 * offer as the first button of the offer list, so the two never disagree; its button is named by its
 * text alone, told apart from the offers' buttons (which name their seller).
 */
export function BuyBar({ name, offer, languageTag, labels, pending = false, onAddToCart }: BuyBarProps) {
  if (!offer) return null;
  return (
    <>
      <div className={styles.space} aria-hidden="true" />
      <section className={styles.root} aria-label={labels.region} {...{ [BUY_BAR_ATTRIBUTE]: '' }}>
        <div className={styles.summary}>
          <p className={styles.name}>{name}</p>
          <Price
            amount={offer.price}
            listPrice={offer.listPrice}
            languageTag={languageTag}
            listPriceLabel={labels.previousPrice}
            size="standard"
          />
        </div>
        {onAddToCart && (
          <Button
            variant={offer.soldOut ? 'secondary' : 'primary'}
            icon="cart"
            disabled={offer.soldOut}
            aria-busy={pending || undefined}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending && !offer.soldOut) onAddToCart();
            }}
          >
            {offer.soldOut ? labels.outOfStock : labels.addToCart}
          </Button>
        )}
      </section>
    </>
  );
}
