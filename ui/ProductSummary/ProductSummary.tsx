import { useId } from 'react';
import type { Locale, Offer, Product } from '../../contract';
import { Countdown } from '../Countdown';
import { Heading } from '../Heading';
import { formatDecimal } from '../numbers';
import { RATING_MAX, RATING_MIN, Stars } from '../Rating/Stars';
import { OfferPrice, brandName, discountRunning, localisedText, type OfferPriceLabels } from '../ProductCard';
import { Text } from '../Text';
import * as styles from './ProductSummary.css';

export { RATING_MAX, RATING_MIN };

export interface ProductSummaryLabels extends OfferPriceLabels {
  /** The rating said in words, e.g. 'Avaliação: 4,5 de 5' (the number already formatted). */
  rating: (formattedRating: string) => string;
  noRating: string;
  endsIn: string;
  description: string;
}

export interface ProductSummaryProps {
  product: Pick<Product, 'name' | 'description' | 'translations' | 'brand' | 'discountEndsAt'> & { average_rating?: number | null };
  locale: Locale;
  languageTag: string;
  /** The offer whose price leads (the chosen variant's first offer); null hides the price. */
  /** Priced at its campaign price when it has one: what the cart charges. */
  offer: (Pick<Offer, 'price_product' | 'pvp' | 'lowest_price_30_days'> & Partial<Pick<Offer, 'price_campaign'>>) | null;
  /** The brand's listing, built by the caller. */
  brandHref?: string;
  labels: ProductSummaryLabels;
  /** 1 on the product page, 2 inside the quick view. */
  headingLevel?: 1 | 2;
  showDescription?: boolean;
  /** Off when a dialog's title already shows the name. */
  showName?: boolean;
  now?: () => number;
  onDiscountEnd?: () => void;
}

/** Brand, name, rating 1–5, the price block with its countdown while the discount runs, and the description. */
export function ProductSummary({
  product,
  locale,
  languageTag,
  offer,
  brandHref,
  labels,
  headingLevel = 1,
  showDescription = true,
  showName = true,
  now = Date.now,
  onDiscountEnd,
}: ProductSummaryProps) {
  const descriptionId = useId();
  const { name, description } = localisedText(product, locale);
  const brand = product.brand ? brandName(product.brand, locale) : null;
  const countdown = product.discountEndsAt !== null && discountRunning(product.discountEndsAt, now());

  return (
    <div className={styles.root}>
      {brand &&
        (brandHref ? (
          <a className={styles.brand} href={brandHref}>
            {brand}
          </a>
        ) : (
          <p className={styles.brand}>{brand}</p>
        ))}
      {showName && (
        <Heading level={headingLevel} size={headingLevel === 1 ? 'xlarge' : 'large'}>
          {name}
        </Heading>
      )}
      <Rating value={product.average_rating ?? null} languageTag={languageTag} labels={labels} />
      {offer && (
        <div className={styles.priceBlock}>
          <OfferPrice offer={offer} languageTag={languageTag} labels={labels} size="large" />
          {countdown && product.discountEndsAt && (
            <Countdown endsAt={product.discountEndsAt} label={labels.endsIn} languageTag={languageTag} now={now} onExpire={onDiscountEnd} />
          )}
        </div>
      )}
      {showDescription && description && (
        <section className={styles.description} aria-labelledby={descriptionId}>
          <Heading level={headingLevel === 1 ? 2 : 3} size="small" id={descriptionId}>
            {labels.description}
          </Heading>
          {description.split(/\n{2,}/).map((paragraph, index) => (
            <Text key={index} tone="muted">
              {paragraph}
            </Text>
          ))}
        </section>
      )}
    </div>
  );
}

interface RatingProps {
  value: number | null;
  languageTag: string;
  labels: ProductSummaryLabels;
}

function Rating({ value, languageTag, labels }: RatingProps) {
  if (value === null || value < RATING_MIN) {
    return <p className={styles.rating}>{labels.noRating}</p>;
  }
  const clamped = Math.min(value, RATING_MAX);
  const formatted = formatDecimal(clamped, languageTag, { minimum: 0, maximum: 1 });
  return (
    <p className={styles.rating}>
      <Stars value={clamped} label={labels.rating(formatted)} />
      <span aria-hidden="true">{formatted}</span>
    </p>
  );
}
