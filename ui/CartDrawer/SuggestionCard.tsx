import type { ProductCardData } from '../../contract';
import { Image } from '../Image';
import { formatPrice } from '../Price/formatPrice';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SuggestionCard.css';

export interface SuggestionCardLabels {
  /** Read before the struck-through list price. */
  previousPrice: string;
}

export interface SuggestionCardProps {
  /** The product in the page's language (`productCardData`). */
  product: ProductCardData;
  languageTag: string;
  /** The product page in the current locale, built by the caller. */
  href: string;
  labels: SuggestionCardLabels;
  onSelect?: (product: ProductCardData) => void;
}

const IMAGE_WIDTH = 240;
const IMAGE_HEIGHT = 320;

/** A small product card for the cart drawer's suggestions: picture, brand, name and price, all one link. */
export function SuggestionCard({ product, languageTag, href, labels, onSelect }: SuggestionCardProps) {
  const { name, offer } = product;
  const image = product.images[0];
  const reduced = offer !== null && offer.pvp > offer.price_product;
  return (
    <a className={styles.root} href={href} onClick={() => onSelect?.(product)}>
      <span className={styles.media}>{image && <Image src={image.file_path} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} sizes="160px" layout="fill" />}</span>
      <span className={styles.text}>
        {product.brand && <span className={styles.brand}>{product.brand.name}</span>}
        <span className={styles.name}>
          {name}
        </span>
        {offer && (
          <span className={styles.prices}>
            <span className={styles.price({ reduced })}>{formatPrice(offer.price_product, languageTag)}</span>
            {reduced && (
              <del className={styles.listPrice}>
                <VisuallyHidden>{labels.previousPrice} </VisuallyHidden>
                {formatPrice(offer.pvp, languageTag)}
              </del>
            )}
          </span>
        )}
      </span>
    </a>
  );
}
