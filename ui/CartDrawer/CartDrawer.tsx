import { useId, useRef, type ReactNode } from 'react';
import type { CartItem, Locale, ProductCardData } from '../../contract';
import { cartBadgeText } from '../BottomBar';
import { Button } from '../Button';
import { CartLineSkeleton, CartSellerGroups, type CartSellerGroup, type CartSellerGroupsLabels } from '../CartLine';
import { CartTotals, type CartDiscountLine, type CartTotalsLabels } from '../CartSummary';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { FreeShippingBar, type FreeShippingBarLabels } from '../FreeShippingBar';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CartDrawer.css';
import { SuggestionCard, type SuggestionCardLabels } from './SuggestionCard';

/** §9 free shipping as the cart model derives it. */
export interface CartFreeShipping {
  /** Whole percent towards the threshold, capped at 100. */
  progress: number;
  /** EUR still missing. */
  remaining: number;
  reached: boolean;
}

export interface CartDrawerLabels {
  /** The drawer's visible title: 'Carrinho'. */
  title: string;
  /** Its accessible name with the count: 'Carrinho, 3 artigos'. */
  titleWithCount: (count: number) => string;
  /** Clear-cart button (the app asks for confirmation). */
  clear: string;
  close: string;
  loading: string;
  emptyTitle: string;
  emptyText: string;
  continueShopping: string;
  goToCart: string;
  checkout: string;
  /** §2 'Sugestões para você'. */
  suggestions: string;
  groups: CartSellerGroupsLabels;
  totals: CartTotalsLabels;
  freeShipping: FreeShippingBarLabels;
  suggestion: SuggestionCardLabels;
}

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
  languageTag: string;
  labels: CartDrawerLabels;
  /** §2 items grouped by seller, derived by the cart model. */
  groups: readonly CartSellerGroup[];
  /** Units in the cart (the header's count). */
  itemCount: number;
  subtotal: number;
  total: number;
  discount?: CartDiscountLine | null;
  freeShipping: CartFreeShipping;
  /** §9 longest upper bound of the groups' estimates in days (4 when none). */
  overallEstimateDays: number;
  /** Lines whose update is in flight, by offer id: their stepper and remove are locked. */
  updatingOfferIds?: readonly number[];
  /** The cart is loading: skeleton lines while it has no items yet. */
  loading?: boolean;
  /** The product page of a line. */
  itemHref: (item: CartItem) => string;
  /** The cart page (/cart/{uuid}). */
  cartHref: string;
  /** The checkout page; with `onCheckout` too, the link calls it first. */
  checkoutHref?: string;
  onCheckout?: () => void;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** The clear-cart button: the app confirms, then clears. */
  onClearRequest: () => void;
  onContinueShopping: () => void;
  /** Shows the coupons button (the app opens the discounts drawer). */
  onCouponsOpen?: () => void;
  /** §2 'Sugestões para você': a left panel on desktop screens (from 1024px) when there are any. */
  suggestions?: CartSuggestions;
}

export interface CartSuggestions {
  products: readonly ProductCardData[];
  /** The product page of a suggestion, built by the caller. */
  href: (product: ProductCardData) => string;
  onSelect?: (product: ProductCardData) => void;
  /** Draw each suggestion yourself instead of the compact card. */
  render?: (product: ProductCardData) => ReactNode;
}

const SKELETON_LINES = 3;

/** §2 cart drawer: a right overlay with the cart's lines by seller, free-shipping progress and totals. */
export function CartDrawer(props: CartDrawerProps) {
  const { open, onOpenChange, labels, itemCount, groups, loading = false, onClearRequest, suggestions } = props;
  const hasItems = groups.some((group) => group.items.length > 0);
  const hasSuggestions = suggestions !== undefined && suggestions.products.length > 0;
  const badge = cartBadgeText(itemCount);
  // The focus starts on the cart itself, not on the first button (which would be 'clear cart').
  const bodyRef = useRef<HTMLDivElement>(null);

  const title = (
    <>
      <VisuallyHidden>{itemCount > 0 ? labels.titleWithCount(itemCount) : labels.title}</VisuallyHidden>
      <span className={styles.title} aria-hidden="true">
        {labels.title}
        {badge && <span className={styles.count}>{badge}</span>}
      </span>
    </>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        side="right"
        size="medium"
        title={title}
        closeLabel={labels.close}
        bare
        initialFocusRef={bodyRef}
        headerEnd={
          hasItems ? (
            <Button variant="ghost" size="small" icon="trash" onClick={onClearRequest}>
              {labels.clear}
            </Button>
          ) : undefined
        }
      >
        <div className={styles.layout({ withSuggestions: hasSuggestions })}>
          {hasSuggestions && <Suggestions suggestions={suggestions} languageTag={props.languageTag} labels={labels} />}
          <div className={styles.main}>
            <div ref={bodyRef} className={styles.body} tabIndex={-1} aria-busy={loading || undefined}>
              {hasItems ? <Lines {...props} /> : loading ? <Loading label={labels.loading} /> : <Empty {...props} />}
            </div>
            {hasItems && <Footer {...props} />}
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Lines({ groups, locale, languageTag, labels, freeShipping, overallEstimateDays, itemHref, updatingOfferIds, onQuantityChange, onRemove }: CartDrawerProps) {
  return (
    <div className={styles.lines}>
      <FreeShippingBar {...freeShipping} languageTag={languageTag} labels={labels.freeShipping} />
      <CartSellerGroups
        groups={groups}
        locale={locale}
        languageTag={languageTag}
        labels={labels.groups}
        itemHref={itemHref}
        updatingOfferIds={updatingOfferIds}
        onQuantityChange={onQuantityChange}
        onRemove={onRemove}
      />
      <p className={styles.overallEstimate}>
        <Icon name="truck" size="small" />
        {labels.totals.overallEstimate(overallEstimateDays)}
      </p>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.skeletons}>
      {Array.from({ length: SKELETON_LINES }, (_, index) => (
        <CartLineSkeleton key={index} />
      ))}
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
    </div>
  );
}

function Empty({ labels, onContinueShopping }: CartDrawerProps) {
  return (
    <div className={styles.empty}>
      <EmptyState
        icon="cart"
        title={labels.emptyTitle}
        text={labels.emptyText}
        headingLevel={3}
        action={{ label: labels.continueShopping, onClick: onContinueShopping }}
      />
    </div>
  );
}

function Footer({ subtotal, total, discount, languageTag, labels, cartHref, checkoutHref, onCheckout, onCouponsOpen }: CartDrawerProps) {
  return (
    <footer className={styles.footer}>
      <CartTotals
        subtotal={subtotal}
        total={total}
        discount={discount}
        languageTag={languageTag}
        labels={labels.totals}
        onCouponsOpen={onCouponsOpen}
      />
      <div className={styles.actions}>
        <span className={styles.action}>
          <Button variant="secondary" href={cartHref} fullWidth>
            {labels.goToCart}
          </Button>
        </span>
        <span className={styles.action}>
          <Button variant="primary" href={checkoutHref} onClick={onCheckout} fullWidth>
            {labels.checkout}
          </Button>
        </span>
      </div>
    </footer>
  );
}

function Suggestions({ suggestions, languageTag, labels }: Pick<CartDrawerProps, 'languageTag' | 'labels'> & { suggestions: CartSuggestions }) {
  const headingId = useId();
  return (
    <aside className={styles.suggestions} aria-labelledby={headingId}>
      <Heading level={3} size="small" id={headingId}>
        {labels.suggestions}
      </Heading>
      <ul className={styles.suggestionList}>
        {suggestions.products.map((product) => (
          <li key={product.uuid}>
            {suggestions.render ? (
              suggestions.render(product)
            ) : (
              <SuggestionCard
                product={product}
                languageTag={languageTag}
                href={suggestions.href(product)}
                labels={labels.suggestion}
                onSelect={suggestions.onSelect}
              />
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
