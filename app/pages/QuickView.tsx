import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { LANGUAGE_TAGS } from '../../contract/constants';
import type { ProductCardData } from '../../contract';
import { $quickViewError, $quickViewProduct, quickViewClosed } from '../../features/product';
import { QuickViewDialog } from '../../ui/QuickViewDialog';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { useRenderClock } from '../shell/useRenderClock';
import { cartProductOf } from '../shell/cartProduct';
import { itemAdded } from '../../features/cart';
import { quickViewLabels } from './product/labels';

/**
 * §2 the card's eye: the quick view of a product — gallery, every variant, rating — with a link to the
 * product page. A card carries only what it shows, so the dialog opens once the model has the product;
 * if it cannot be read, the eye leads to the product page instead.
 */
export function QuickView({ card, onClose }: { card: ProductCardData | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useRenderClock();
  const [full, error, closed, addItem] = useUnit([$quickViewProduct, $quickViewError, quickViewClosed, itemAdded]);
  const product = full && card && full.uuid === card.uuid ? full : null;
  const name = card?.name ?? '';
  const labels = useMemo(() => quickViewLabels(t, name), [t, name]);
  const cardHref = card ? href('product', { slug: card.slug }, locale) : null;
  useEffect(() => {
    if (error !== null && cardHref) window.location.assign(cardHref);
  }, [error, cardHref]);
  return (
    <QuickViewDialog
      product={product}
      open={card !== null}
      onOpenChange={(open) => {
        if (open) return;
        closed();
        onClose();
      }}
      locale={locale}
      languageTag={LANGUAGE_TAGS[locale]}
      productHref={product ? href('product', { slug: product.slug }, locale) : (cardHref ?? '#')}
      labels={labels}
      now={now}
      // The card's quick path to the cart: the chosen variant's first offer; the cart panel opens once
      // the API accepted it, so the quick view steps aside.
      onAddToCart={
        product
          ? (variant, offer) => {
              addItem(cartProductOf(product, variant, offer, locale));
              closed();
              onClose();
            }
          : undefined
      }
    />
  );
}
