import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ProductCardData } from '../../contract';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { ProductCard, ProductCardSkeleton, type ProductCardLabels } from '../ProductCard';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ProductRail.css';

export interface ProductRailLabels {
  previous: string;
  next: string;
  seeAll: string;
  empty: string;
  loading: string;
}

export interface ProductRailProps {
  title: string;
  products: readonly ProductCardData[];
  productHref: (product: ProductCardData) => string;
  languageTag: string;
  labels: ProductRailLabels;
  cardLabels: ProductCardLabels;
  /** The full listing behind the rail, built by the caller. */
  seeAllHref?: string;
  loading?: boolean;
  /** §8: the server's message or 'Failed to fetch products'; the rail stays empty. */
  errorMessage?: string | null;
  headingLevel?: 2 | 3;
  now?: () => number;
  wishlisted?: ReadonlySet<string>;
  /** Products whose wishlist request is in flight: their heart is locked (§2). */
  wishlistLocked?: ReadonlySet<string>;
  onWishlistToggle?: (product: ProductCardData) => void;
  onQuickView?: (product: ProductCardData) => void;
}

const SKELETONS = 4;
/** A scroll button moves by most of a view, keeping one card in sight for context. */
const PAGE_FRACTION = 0.9;
/** Sub-pixel rounding at the ends of the track. */
const EDGE_TOLERANCE = 2;

/** A titled row of product cards that scrolls sideways, with back/forward buttons and a 'see all' link. */
export function ProductRail({
  title,
  products,
  productHref,
  languageTag,
  labels,
  cardLabels,
  seeAllHref,
  loading = false,
  errorMessage = null,
  headingLevel = 2,
  now,
  wishlisted,
  wishlistLocked,
  onWishlistToggle,
  onQuickView,
}: ProductRailProps) {
  const titleId = useId();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({
      start: element.scrollLeft <= EDGE_TOLERANCE,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - EDGE_TOLERANCE,
    });
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, products.length, loading]);

  function scroll(direction: 1 | -1) {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * PAGE_FRACTION });
  }

  const showList = loading || products.length > 0;
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="large" id={titleId}>
          {title}
        </Heading>
        <div className={styles.controls}>
          {seeAllHref && products.length > 0 && (
            <a className={styles.seeAll} href={seeAllHref} aria-describedby={titleId}>
              {labels.seeAll}
            </a>
          )}
          {showList && (
            <>
              <button type="button" className={styles.scrollButton} aria-label={labels.previous} aria-controls={trackId} disabled={edges.start} onClick={() => scroll(-1)}>
                <Icon name="chevron" direction="left" />
              </button>
              <button type="button" className={styles.scrollButton} aria-label={labels.next} aria-controls={trackId} disabled={edges.end} onClick={() => scroll(1)}>
                <Icon name="chevron" />
              </button>
            </>
          )}
        </div>
      </div>
      {errorMessage ? (
        <p className={styles.message} role="alert">
          {errorMessage}
        </p>
      ) : showList ? (
        <ul ref={track} id={trackId} className={styles.track} aria-labelledby={titleId} onScroll={measure}>
          {products.map((product) => (
            <li key={product.uuid} className={styles.item}>
              <ProductCard
                product={product}
                languageTag={languageTag}
                href={productHref(product)}
                labels={cardLabels}
                now={now}
                isWishlisted={wishlisted?.has(product.uuid) ?? false}
                wishlistLocked={wishlistLocked?.has(product.uuid) ?? false}
                onWishlistToggle={onWishlistToggle}
                onQuickView={onQuickView}
              />
            </li>
          ))}
          {loading &&
            Array.from({ length: SKELETONS }, (_, index) => (
              <li key={`skeleton-${index}`} className={styles.item}>
                <ProductCardSkeleton />
              </li>
            ))}
        </ul>
      ) : (
        <p className={styles.message}>{labels.empty}</p>
      )}
      {loading && <VisuallyHidden>{labels.loading}</VisuallyHidden>}
    </section>
  );
}
