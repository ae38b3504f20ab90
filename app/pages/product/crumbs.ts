import type { Translate } from '../../i18n/translate';
import type { Locale, Product } from '../../../contract';
import { href } from '../../routes/href';

/** Home › category (when the product has one) › the product. */
export function productCrumbs(t: Translate, product: Product, locale: Locale): { label: string; href?: string }[] {
  const crumbs: { label: string; href?: string }[] = [{ label: t('pages.product.breadcrumbHome'), href: href('home', {}, locale) }];
  if (product.category) {
    crumbs.push({
      label: product.category.translations.find((tr) => tr.locale === locale)?.name || product.category.name,
      href: href('catalogCategory', { slug: product.category.slug }, locale),
    });
  }
  crumbs.push({ label: product.translations[locale]?.name || product.name });
  return crumbs;
}
