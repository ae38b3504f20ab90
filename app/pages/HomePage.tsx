import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '../../contract';
import { $products, $productsError, $productsPending } from '../../features/catalog';
import { Heading } from '../../ui/Heading';
import { ProductCard, ProductCardSkeleton, ProductGrid } from '../../ui/ProductCard';
import { Stack } from '../../ui/Stack';
import { Text } from '../../ui/Text';
import { DEFAULT_PER_PAGE } from '../../contract';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { useRenderClock } from '../shell/useRenderClock';
import { cardLabels } from './labels';

/** Above-the-fold images load eagerly; the rest lazily. */
const PRIORITY_IMAGES = 4;

export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [products, error, pending] = useUnit([$products, $productsError, $productsPending]);
  const now = useRenderClock();
  const labels = useMemo(() => cardLabels(t), [t]);

  return (
    <Stack gap="large" as="section" aria-labelledby="home-heading">
      <Heading level={1} id="home-heading">
        {t('home.heading')}
      </Heading>
      {error !== null ? (
        <div role="alert">
          <Text tone="critical">{t('catalog.failedToFetchProducts')}</Text>
        </div>
      ) : products.length === 0 && pending ? (
        <ProductGrid aria-labelledby="home-heading" aria-busy>
          {Array.from({ length: DEFAULT_PER_PAGE }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </ProductGrid>
      ) : products.length === 0 ? (
        <Text tone="muted">{t('catalog.empty')}</Text>
      ) : (
        <ProductGrid aria-labelledby="home-heading">
          {products.map((product, index) => (
            <ProductCard
              key={product.uuid}
              product={product}
              locale={locale}
              languageTag={LANGUAGE_TAGS[locale]}
              href={href('product', { slug: product.slug }, locale)}
              labels={labels}
              priority={index < PRIORITY_IMAGES}
              now={now}
              headingLevel={2}
            />
          ))}
        </ProductGrid>
      )}
    </Stack>
  );
}
