import type { Translate } from '../../i18n/translate';
import { LOCALES } from '../../../contract/constants';
import type { Locale, ProductPageData } from '../../../contract';
import { $product, $reviewsPreview } from '../../../features/product';
import { localizePath } from '../../i18n/locale';
import type { MetaContext, RouteMeta } from '../../routes/types';
import { breadcrumbJsonLd, productJsonLd } from '../../seo/jsonLd';
import { productCrumbs } from './crumbs';

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** The product's slug in a language (§2 per-locale product URLs), falling back to pt, then its own. */
export function productSlug(product: Pick<ProductPageData, 'slug' | 'slugs'> | null, locale: Locale): string | null {
  if (!product) return null;
  return product.slugs[locale] || product.slugs.pt || product.slug;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** Title, description, per-language paths, Open Graph image and JSON-LD (Product, breadcrumbs). */
export function productMeta(t: Translate, { scope, locale, origin }: MetaContext): RouteMeta {
  const product = scope.getState($product);
  if (!product) return { title: '', description: '' };
  const name = product.translations[locale]?.name || product.name;
  const description = product.translations[locale]?.description || product.description;
  const paths = Object.fromEntries(LOCALES.map((l) => [l, `/product/${productSlug(product, l)}`])) as Record<Locale, string>;
  const url = origin + localizePath(paths[locale], locale);
  const image = [...product.images].sort((a, b) => a.order - b.order)[0]?.file_path ?? null;
  const crumbs = productCrumbs(t, product, locale).map((crumb) => ({ name: crumb.label, url: crumb.href ? origin + crumb.href : url }));
  return {
    title: name,
    description: clip(description) || t('pages.product.description', { name }),
    paths,
    image: product.seo.og_image ?? image,
    ogType: 'product',
    index: !/noindex/i.test(product.seo.robots),
    jsonLd: [productJsonLd({ product, locale, url, now: Date.now(), reviews: scope.getState($reviewsPreview) }), breadcrumbJsonLd(crumbs)],
  };
}
