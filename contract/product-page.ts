/**
 * The product page's product: what the page keeps and serializes of the API's full product (§3), in one
 * language. The page reads its texts in that language, its slug in each (the language switcher's and
 * hreflang's addresses), and of each offer what it shows, adds to the cart and marks up as JSON-LD. What
 * only the API, the ERP and the checkout use stays with the API: the ERP id, the lead time, the variant
 * group, the delivery methods past the first (whose days make the page's estimate; the checkout reads
 * names and prices from its own call), the other languages' texts and the SEO fields the head does not
 * use. No schema here, like contract/cards.ts: the browser never validates it.
 */
import type { DeliveryMethod, NameTranslation, Offer, Product, ProductTranslation, Seo, Variant } from './catalog';
import type { Locale } from './locale';

/** An offer as the product page shows it, adds it to the cart and describes it in JSON-LD. */
export type PageOffer = Omit<Offer, 'erp_id' | 'lead_time_to_ship' | 'delivery_methods'> & {
  /** The first delivery method's days, when the offer has one (contract/constants `offerDeliveryEstimate`). */
  delivery_methods: Pick<DeliveryMethod, 'min_days' | 'max_days'>[];
};

/** A variant as the selector, the gallery and the cart read it; no pictures of its own when they are the product's. */
export type PageVariant = Omit<Variant, 'variant_group_code' | 'offers'> & { offers: PageOffer[] };

export interface ProductPageData extends Omit<Product, 'variants' | 'seo'> {
  /** Its texts in the page's language only (the brand's and the category's names likewise). */
  translations: Product['translations'];
  /** Its slug in every language: the language switcher's and hreflang's addresses, and the §2 redirect to the page language's slug. */
  slugs: Partial<Record<Locale, string>>;
  variants: PageVariant[];
  /** What the head reads: the sharing picture and whether the page may be indexed. */
  seo: Pick<Seo, 'og_image' | 'robots'>;
}

/** Only the entries in `locale` of a list of translations. */
const inLocale = (translations: readonly NameTranslation[], locale: Locale) => translations.filter((entry) => entry.locale === locale);

const samePictures = (a: readonly { file_path: string }[], b: readonly { file_path: string }[]) =>
  a.length === b.length && a.every((image, index) => image.file_path === b[index]?.file_path);

function pageOffer(offer: Offer | PageOffer): PageOffer {
  const { delivery_methods: methods, ...rest } = offer;
  delete (rest as Partial<Offer>).erp_id;
  delete (rest as Partial<Offer>).lead_time_to_ship;
  const first = methods[0];
  return { ...rest, delivery_methods: first ? [{ min_days: first.min_days, max_days: first.max_days }] : [] };
}

/** A variant without what the page does not read; pictures equal to the product's go (`imagesOf` shows the product's then). */
function pageVariant(variant: Variant | PageVariant, productImages: readonly { file_path: string }[]): PageVariant {
  const { offers, images, ...rest } = variant;
  delete (rest as Partial<Variant>).variant_group_code;
  return { ...rest, ...(images?.length && !samePictures(images, productImages) ? { images } : {}), offers: offers.map(pageOffer) };
}

/**
 * The API's full product as the product page keeps it in `locale`. Shaping a page product again changes
 * nothing, so a live update merged into one (its variants and brand in full) goes through the same call.
 */
export function productPageData(product: Product | ProductPageData, locale: Locale): ProductPageData {
  const { translations, brand, variants, seo, category, ...rest } = product;
  delete (rest as Partial<ProductPageData>).slugs;
  const text = translations[locale];
  const slugs =
    'slugs' in product
      ? product.slugs
      : Object.fromEntries((Object.entries(translations) as [Locale, ProductTranslation][]).flatMap(([language, entry]) => (entry.slug ? [[language, entry.slug]] : [])));
  return {
    ...rest,
    translations: text ? { [locale]: text } : {},
    slugs,
    brand: brand && { ...brand, translations: inLocale(brand.translations, locale) },
    variants: variants.map((variant) => pageVariant(variant, product.images)),
    seo: { og_image: seo.og_image, robots: seo.robots },
    category: category && { ...category, translations: inLocale(category.translations, locale) },
  };
}
