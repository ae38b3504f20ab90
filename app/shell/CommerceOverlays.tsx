import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { $relatedProducts, relatedProductsWanted } from '../../features/product/related';
import {
  $appliedCode,
  $applyingCode,
  $discounts,
  $discountsStatus,
  $isDrawerOpen,
  $isRemoving,
  codeCopied,
  couponApplyClicked,
  couponRemoveClicked,
  drawerClosed,
  drawerOpened,
} from '../../features/discounts';
import { CartDrawer } from '../../ui/CartDrawer';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DiscountsDrawer } from '../../ui/DiscountsDrawer';
import { href } from '../routes/href';
import { buildCartDrawerLabels, buildClearCartConfirmLabels, buildDiscountsDrawerLabels, couponDisplayOf } from './commerceLabels';
import { $clearCartConfirmOpen, clearCartAnswered } from './clearCartQuestion';
import './clearCartWiring';
// §4/§9: the open cart drawer holds the cart's checkout channel; an order it announces shows the order toast and
// moves to the success page (features/checkout's completion), which the drawer therefore brings along.
import '../../features/checkout';
import { useCartBindings } from './useCartBindings';
import { useRenderClock } from './useRenderClock';

/** At most this many 'Sugestões para você' beside the cart. */
const SUGGESTIONS = 4;

/**
 * The cart's overlays (§2), loaded when one first opens: the cart drawer (also the panel that opens
 * after an add), the clear-cart question and the discounts drawer, bound to features/cart and
 * features/discounts. Suggestions are the related products of the page's product, when there is one.
 */
export default function CommerceOverlays() {
  const { t } = useTranslation();
  const cart = useCartBindings();
  const now = useRenderClock();
  const [related, relatedWanted, confirmOpen, answer] = useUnit([$relatedProducts, relatedProductsWanted, $clearCartConfirmOpen, clearCartAnswered]);
  const discounts = useUnit({
    open: $isDrawerOpen,
    status: $discountsStatus,
    list: $discounts,
    appliedCode: $appliedCode,
    applyingCode: $applyingCode,
    removing: $isRemoving,
    opened: drawerOpened,
    closed: drawerClosed,
    apply: couponApplyClicked,
    remove: couponRemoveClicked,
    copy: codeCopied,
  });
  const labels = useMemo(() => ({ cart: buildCartDrawerLabels(t), confirm: buildClearCartConfirmLabels(t), discounts: buildDiscountsDrawerLabels(t) }), [t]);
  const { locale, languageTag } = cart.props;
  // The suggestions are the shown product's related products: an open cart asks for them (once per product) if
  // the page's rail has not yet.
  const cartOpen = cart.view.isOpen;
  useEffect(() => {
    if (cartOpen) relatedWanted(locale);
  }, [cartOpen, locale, relatedWanted]);
  const inCart = new Set(cart.view.items.map((item) => item.product_slug));
  const suggestions = related.filter((product) => !inCart.has(product.slug)).slice(0, SUGGESTIONS);
  const coupons = discounts.list.map((discount) => couponDisplayOf(discount, { t, locale, languageTag, now: now(), cartTotal: cart.view.subtotal }));

  return (
    <>
      <CartDrawer
        {...cart.props}
        open={cart.view.isOpen}
        onOpenChange={(open) => (open ? cart.view.open() : cart.view.close())}
        labels={labels.cart}
        cartHref={cart.cartHref}
        onContinueShopping={() => cart.view.close()}
        suggestions={{ products: suggestions, href: (product) => href('product', { slug: product.slug }, locale), onSelect: () => cart.view.close() }}
      />
      <ConfirmDialog open={confirmOpen} labels={labels.confirm} destructive onConfirm={() => answer(true)} onCancel={() => answer(false)} />
      <DiscountsDrawer
        open={discounts.open}
        onOpenChange={(open) => (open ? discounts.opened() : discounts.closed())}
        status={discounts.status === 'ready' ? 'ready' : discounts.status === 'error' ? 'error' : 'loading'}
        coupons={coupons}
        appliedCode={discounts.appliedCode !== null && discounts.appliedCode === cart.effectiveCouponCode ? discounts.appliedCode : null}
        applyingCode={discounts.applyingCode}
        removing={discounts.removing}
        labels={labels.discounts}
        onApply={(code) => discounts.apply(code)}
        onRemove={() => discounts.remove()}
        onCopy={(code) => discounts.copy(code)}
        onRetry={() => discounts.opened()}
        onContinueShopping={() => discounts.closed()}
      />
    </>
  );
}
