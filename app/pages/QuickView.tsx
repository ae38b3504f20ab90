import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '../../contract/constants';
import type { ProductCard } from '../../contract';
import { $quickViewProduct, quickViewClosed } from '../../features/product';
import { QuickViewDialog } from '../../ui/QuickViewDialog';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { useRenderClock } from '../shell/useRenderClock';
import { cartProductOf } from '../shell/cartProduct';
import { itemAdded } from '../../features/cart';
import { quickViewLabels } from './product/labels';

/**
 * §2 the card's eye: the quick view of a product — the card at once, the full product (rating,
 * every variant) once the model has fetched it — with a link to the product page.
 */
export function QuickView({ card, onClose }: { card: ProductCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useRenderClock();
  const [full, closed, addItem] = useUnit([$quickViewProduct, quickViewClosed, itemAdded]);
  const product = full && card && full.uuid === card.uuid ? full : card;
  const name = product ? product.translations[locale]?.name || product.name : '';
  const labels = useMemo(() => quickViewLabels(t, name), [t, name]);
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
      productHref={product ? href('product', { slug: product.slug }, locale) : '#'}
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
