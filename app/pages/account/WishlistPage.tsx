import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { LANGUAGE_TAGS } from '../../../contract/constants';
import { $wishlistCount, $wishlistError, $wishlistLoading, $wishlistProducts, wishlistCardOf, wishlistRequested } from '../../../features/wishlist';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Heading } from '../../../ui/Heading';
import { ProductCard, ProductCardSkeleton, ProductGrid } from '../../../ui/ProductCard';
import { Text } from '../../../ui/Text';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { useRenderClock } from '../../shell/useRenderClock';
import { useWishlistCards } from '../../shell/useWishlistCards';
import { LiveCards, useLiveCards } from '../../shell/LiveCards';
import { cardLabels } from '../labels';
import * as styles from './AccountPages.css';

/** Placeholders while the list loads the first time. */
const SKELETON_CARDS = 4;

/**
 * /account/wishlist (§2, §4 Wishlist): the saved products as cards whose pressed heart removes them
 * (the card leaves at once, locked until the API answers); reloaded on each visit so another tab's
 * changes show; an honest empty state; a failed load says so with a retry.
 */
export default function WishlistPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useRenderClock();
  const [products, count, loading, error, requested] = useUnit([$wishlistProducts, $wishlistCount, $wishlistLoading, $wishlistError, wishlistRequested]);
  const wishlist = useWishlistCards();
  const cards = useMemo(() => products.map((product) => wishlistCardOf(product, locale)), [products, locale]);
  const liveCards = useLiveCards(cards, locale);
  const labels = useMemo(() => cardLabels(t), [t]);
  useEffect(() => {
    requested();
  }, [requested]);

  const title = t('account.nav.wishlist');
  return (
    <div className={styles.page}>
      <Heading level={1} id="wishlist-heading">
        {title}
      </Heading>
      {products.length > 0 && <Text tone="muted">{t('account.wishlist.count', { count })}</Text>}
      {error === 'load' && products.length === 0 ? (
        <div role="alert" className={styles.page}>
          <Text tone="critical">{t('wishlist.errors.load')}</Text>
          <div>
            <Button variant="secondary" onClick={() => requested()}>
              {t('account.wishlist.retry')}
            </Button>
          </div>
        </div>
      ) : products.length === 0 && loading ? (
        <ProductGrid aria-labelledby="wishlist-heading" aria-busy>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </ProductGrid>
      ) : products.length === 0 ? (
        <EmptyState
          icon="heart"
          title={t('account.empty.wishlist.title')}
          text={t('account.empty.wishlist.text')}
          action={{ label: t('account.empty.wishlist.action'), href: href('home', {}, locale) }}
        />
      ) : (
        <LiveCards binding={liveCards}>
          <ProductGrid aria-labelledby="wishlist-heading">
            {liveCards.products.map((product) => (
              <ProductCard
                key={product.uuid}
                product={product}
                languageTag={LANGUAGE_TAGS[locale]}
                href={href('product', { slug: product.slug }, locale)}
                labels={labels}
                now={now}
                headingLevel={2}
                {...wishlist.cardProps(product)}
              />
            ))}
          </ProductGrid>
        </LiveCards>
      )}
    </div>
  );
}
