import { useId } from 'react';
import type { CartItem, Locale } from '../../contract';
import { Button } from '../Button';
import { CartLineSkeleton, CartSellerGroups, type CartSellerGroup, type CartSellerGroupsLabels } from '../CartLine';
import { EmptyState } from '../EmptyState';
import { FreeShippingBar, type FreeShippingBarLabels } from '../FreeShippingBar';
import { Heading } from '../Heading';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CartSummary.css';
import { CartTotals, type CartDiscountLine, type CartTotalsLabels } from './CartTotals';

export interface CartSummaryLabels {
  /** The page title: 'Carrinho'. */
  title: string;
  /** Units in the cart, beside the title: '3 artigos'. */
  itemCount: (count: number) => string;
  clear: string;
  loading: string;
  emptyTitle: string;
  emptyText: string;
  continueShopping: string;
  /** The order summary's title: 'Resumo da encomenda'. */
  summaryTitle: string;
  checkout: string;
  groups: CartSellerGroupsLabels;
  totals: CartTotalsLabels;
  freeShipping: FreeShippingBarLabels;
}

export interface CartSummaryProps {
  locale: Locale;
  languageTag: string;
  labels: CartSummaryLabels;
  /** §2 items grouped by seller, derived by the cart model. */
  groups: readonly CartSellerGroup[];
  itemCount: number;
  subtotal: number;
  total: number;
  discount?: CartDiscountLine | null;
  freeShipping: { progress: number; remaining: number; reached: boolean };
  /** §9 longest upper bound of the groups' estimates in days (4 when none). */
  overallEstimateDays: number;
  updatingOfferIds?: readonly number[];
  /** Skeleton lines while the cart has no items yet. */
  loading?: boolean;
  itemHref: (item: CartItem) => string;
  checkoutHref?: string;
  onCheckout?: () => void;
  /** Where 'continue shopping' goes (a link), or what it does (without href). */
  continueShoppingHref?: string;
  onContinueShopping?: () => void;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** Shows the clear-cart button: the app confirms, then clears. */
  onClearRequest?: () => void;
  /** Shows the coupons button (the app opens the discounts drawer). */
  onCouponsOpen?: () => void;
}

const SKELETON_LINES = 3;

/** The /cart/{uuid} page body: the lines by seller, and an order summary beside them (below on a phone). */
export function CartSummary(props: CartSummaryProps) {
  const { labels, groups, itemCount, loading = false, onClearRequest } = props;
  const titleId = useId();
  const hasItems = groups.some((group) => group.items.length > 0);
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <header className={styles.header}>
        <Heading level={1} size="xlarge" id={titleId}>
          {labels.title}
        </Heading>
        {hasItems && <span className={styles.count}>{labels.itemCount(itemCount)}</span>}
        {hasItems && onClearRequest && (
          <span className={styles.clear}>
            <Button variant="ghost" size="small" icon="trash" onClick={onClearRequest}>
              {labels.clear}
            </Button>
          </span>
        )}
      </header>
      {hasItems ? <Filled {...props} /> : loading ? <Loading label={labels.loading} /> : <Empty {...props} />}
    </section>
  );
}

function Filled(props: CartSummaryProps) {
  const { groups, locale, languageTag, labels, freeShipping, itemHref, updatingOfferIds, onQuantityChange, onRemove } = props;
  const summaryId = useId();
  return (
    <div className={styles.columns}>
      <div className={styles.lines}>
        <FreeShippingBar {...freeShipping} languageTag={languageTag} labels={labels.freeShipping} />
        <CartSellerGroups
          groups={groups}
          locale={locale}
          languageTag={languageTag}
          labels={labels.groups}
          itemHref={itemHref}
          updatingOfferIds={updatingOfferIds}
          headingLevel={2}
          onQuantityChange={onQuantityChange}
          onRemove={onRemove}
        />
      </div>
      <aside className={styles.summary} aria-labelledby={summaryId}>
        <Heading level={2} size="medium" id={summaryId}>
          {labels.summaryTitle}
        </Heading>
        <CartTotals
          subtotal={props.subtotal}
          total={props.total}
          discount={props.discount}
          overallEstimateDays={props.overallEstimateDays}
          languageTag={languageTag}
          labels={labels.totals}
          onCouponsOpen={props.onCouponsOpen}
        />
        <div className={styles.actions}>
          <Button variant="primary" size="large" href={props.checkoutHref} onClick={props.onCheckout} fullWidth>
            {labels.checkout}
          </Button>
          {(props.continueShoppingHref || props.onContinueShopping) && (
            <Button variant="ghost" href={props.continueShoppingHref} onClick={props.onContinueShopping} fullWidth>
              {labels.continueShopping}
            </Button>
          )}
        </div>
      </aside>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.columns}>
      <div className={styles.skeletons}>
        {Array.from({ length: SKELETON_LINES }, (_, index) => (
          <CartLineSkeleton key={index} />
        ))}
      </div>
      <div className={styles.summarySkeleton} aria-hidden="true">
        <span className={styles.skeletonTitle} />
        <span className={styles.skeletonRow} />
        <span className={styles.skeletonRow} />
        <span className={styles.skeletonButton} />
      </div>
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
    </div>
  );
}

function Empty({ labels, continueShoppingHref, onContinueShopping }: CartSummaryProps) {
  return (
    <EmptyState
      icon="cart"
      title={labels.emptyTitle}
      text={labels.emptyText}
      action={{ label: labels.continueShopping, href: continueShoppingHref, onClick: onContinueShopping }}
    />
  );
}
