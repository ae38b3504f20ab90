import { useId } from 'react';
import type { PaginationMeta, ProductCardData, ViewMode } from '../../contract';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { ProductCard, ProductCardSkeleton, type ProductCardLabels } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ProductListing.css';
import { pageWindow } from './pages';

export const PRODUCT_LISTING_STATUSES = ['ready', 'loading', 'error'] as const;
export type ProductListingStatus = (typeof PRODUCT_LISTING_STATUSES)[number];

/** Every text of the listing, from the caller's catalogue (`catalog.listing.*`). */
export interface ProductListingLabels {
  /** The name of the product list. */
  products: string;
  loading: string;
  emptyTitle: string;
  emptyHint: string;
  errorTitle: string;
  retry: string;
  loadMore: string;
  /** The products shown, by their place in the whole list: 'Showing 25–48 of 70 products' on page 2. */
  showing: (from: number, to: number, total: number) => string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (page: number) => string;
}

export interface ProductListingProps {
  /** Every product loaded so far (page > 1 appends: the caller keeps them). */
  products: readonly ProductCardData[];
  /** 'loading' with products shown is a next page on its way: skeletons follow the cards. */
  status: ProductListingStatus;
  /** The server's message or a §8 text, shown with the error title. */
  errorMessage?: string;
  /** §4: article (default) or model, with fewer columns and larger pictures. */
  view?: ViewMode;
  /** The Laravel pagination of the last page loaded (its `to`: the place of its last product); null before the first answer. */
  meta: (Pick<PaginationMeta, 'current_page' | 'last_page' | 'total'> & Partial<Pick<PaginationMeta, 'to'>>) | null;
  /** The listing URL of a page (the current filters kept), built by the caller; the links work without JavaScript. */
  pageHref: (page: number) => string;
  /** The product page of a card in the current locale. */
  productHref: (product: ProductCardData) => string;
  languageTag: string;
  labels: ProductListingLabels;
  cardLabels: ProductCardLabels;
  /** Skeletons drawn while a page loads. */
  skeletonCount?: number;
  /** Cards above the fold load their first picture at once. */
  priorityCount?: number;
  now?: () => number;
  wishlisted?: ReadonlySet<string>;
  /** §2: products whose wishlist request is in flight. */
  wishlistLocked?: ReadonlySet<string>;
  /** An empty result offers a way out (clear the filters, back to the segment). */
  emptyAction?: { label: string; href: string; onClick?: () => void };
  onLoadMore?: () => void;
  onRetry?: () => void;
  onWishlistToggle?: (product: ProductCardData) => void;
  onQuickView?: (product: ProductCardData) => void;
}

const DEFAULT_SKELETONS = 8;
const DEFAULT_PRIORITY = 4;

/** A product listing: the grid of cards, its loading, empty and error states, load-more and page links. */
export function ProductListing({
  products,
  status,
  errorMessage,
  view = 'article',
  meta,
  pageHref,
  productHref,
  languageTag,
  labels,
  cardLabels,
  skeletonCount = DEFAULT_SKELETONS,
  priorityCount = DEFAULT_PRIORITY,
  now,
  wishlisted,
  wishlistLocked,
  emptyAction,
  onLoadMore,
  onRetry,
  onWishlistToggle,
  onQuickView,
}: ProductListingProps) {
  const errorId = useId();
  const productsId = useId();
  const loading = status === 'loading';
  const empty = status === 'ready' && products.length === 0;
  const hasMore = meta !== null && meta.current_page < meta.last_page;
  /** The place in the whole list of the last product shown (every page loaded so far ends there). */
  const shownTo = meta?.to ?? products.length;
  const density = view === 'model' ? 'roomy' : 'standard';

  return (
    <div className={styles.root}>
      {(products.length > 0 || loading) && (
        // The cards' section has a heading of its own, read but not drawn: the page's outline goes h1, then
        // this h2, then each card's h3 — also on phones, where the filters' h2 is in a closed drawer.
        <h2 className={styles.productsHeading} id={productsId}>
          {labels.products}
        </h2>
      )}
      {(products.length > 0 || loading) && (
        <ProductGrid aria-labelledby={productsId} aria-busy={loading} density={density}>
          {products.map((product, index) => (
            <ProductCard
              key={product.uuid}
              product={product}
              languageTag={languageTag}
              href={productHref(product)}
              labels={cardLabels}
              priority={index < priorityCount}
              now={now}
              isWishlisted={wishlisted?.has(product.uuid) ?? false}
              wishlistLocked={wishlistLocked?.has(product.uuid) ?? false}
              onWishlistToggle={onWishlistToggle}
              onQuickView={onQuickView}
            />
          ))}
          {loading && Array.from({ length: skeletonCount }, (_, index) => <ProductCardSkeleton key={`skeleton-${index}`} />)}
        </ProductGrid>
      )}
      {loading && (
        <p role="status">
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
        </p>
      )}

      {empty && (
        <section className={styles.state} aria-labelledby={errorId}>
          <Icon name="search" size="large" />
          <Heading level={2} size="medium" id={errorId}>
            {labels.emptyTitle}
          </Heading>
          <Text tone="muted">{labels.emptyHint}</Text>
          {emptyAction && (
            <Button
              variant="secondary"
              href={emptyAction.href}
              onClick={
                emptyAction.onClick
                  ? (event) => {
                      event.preventDefault();
                      emptyAction.onClick?.();
                    }
                  : undefined
              }
            >
              {emptyAction.label}
            </Button>
          )}
        </section>
      )}

      {status === 'error' && (
        <section className={styles.errorState} role="alert" aria-labelledby={errorId}>
          <Heading level={2} size="medium" id={errorId}>
            {labels.errorTitle}
          </Heading>
          {errorMessage && <Text tone="critical">{errorMessage}</Text>}
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {labels.retry}
            </Button>
          )}
        </section>
      )}

      {meta !== null && products.length > 0 && (
        <div className={styles.more}>
          <p className={styles.progress}>{labels.showing(shownTo - products.length + 1, shownTo, meta.total)}</p>
          {hasMore && onLoadMore && status !== 'error' && (
            <Button variant="secondary" onClick={loading ? undefined : onLoadMore} aria-busy={loading || undefined} aria-disabled={loading || undefined}>
              {labels.loadMore}
            </Button>
          )}
        </div>
      )}

      {meta !== null && meta.last_page > 1 && <Pagination meta={meta} pageHref={pageHref} labels={labels} />}
    </div>
  );
}

interface PaginationProps {
  meta: Pick<PaginationMeta, 'current_page' | 'last_page'>;
  pageHref: (page: number) => string;
  labels: ProductListingLabels;
}

/** Page links from the Laravel meta, so every page is reachable without JavaScript and by crawlers. */
function Pagination({ meta, pageHref, labels }: PaginationProps) {
  const current = meta.current_page;
  return (
    <nav className={styles.pagination} aria-label={labels.pagination}>
      <ul className={styles.pages}>
        {current > 1 && (
          <li>
            <a className={styles.pageLink} href={pageHref(current - 1)} rel="prev" aria-label={labels.previousPage}>
              <Icon name="chevron" direction="left" size="small" />
            </a>
          </li>
        )}
        {pageWindow(current, meta.last_page).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className={styles.pageLink}
                href={pageHref(item.page)}
                aria-label={labels.page(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {current < meta.last_page && (
          <li>
            <a className={styles.pageLink} href={pageHref(current + 1)} rel="next" aria-label={labels.nextPage}>
              <Icon name="chevron" size="small" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
