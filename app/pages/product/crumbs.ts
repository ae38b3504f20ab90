import type { Translate } from '../../i18n/translate';
import type { Locale, ProductPageData } from '../../../contract';
import type { Crumb } from '../../../ui/Breadcrumbs';
import { categoryCrumbs } from '../listing/crumbs';

/** Home › segment › category (as far as the product has them) › the product. */
export function productCrumbs(t: Translate, product: Pick<ProductPageData, 'category' | 'name' | 'translations'>, locale: Locale): Crumb[] {
  return [
    ...categoryCrumbs(t, product.category, locale),
    { label: product.translations[locale]?.name || product.name },
  ];
}
