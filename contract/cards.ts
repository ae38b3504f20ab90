/**
 * The card-shaped product and brand tile the pages keep and serialize, and how API answers become them.
 * No schema here: the browser's first load maps API answers to cards without zod (see constants.ts).
 */
import type { HomePageBrand } from './brand';
import type { Offer, ProductCard } from './catalog';
import type { PageVariant } from './product-page';
import type { Locale } from './locale';
import type { CmsMenu } from './menu';

/** What a product card prices and badges with: its first offer (§2), nothing a card does not show. */
export type ProductCardOffer = Pick<Offer, 'pvp' | 'price_product' | 'lowest_price_30_days' | 'initial_stock'> & Partial<Pick<Offer, 'price_campaign'>>;

/**
 * §2 a product card's data, in one language: only what the card shows (and what the page needs to link
 * and subscribe it — uuid, slug). Rails and listings keep and serialize this shape, not the API's card
 * (about a tenth of its size: every variant, offer, delivery method and translation stays with the API).
 */
export interface ProductCardData {
  uuid: string;
  /** The slug of the page's language: the card's link and its live channel (`product_{slug}`). */
  slug: string;
  name: string;
  description: string;
  brand: { name: string; logo: string | null } | null;
  tags: string[];
  /** The picture and the one shown on hover (the card shows two at most). */
  images: { file_path: string }[];
  video: string | null;
  discountEndsAt: string | null;
  /** The first offer of the first variant (§2 price and badges). */
  offer: ProductCardOffer | null;
  /** §2: distinct sellers across every variant's offers. */
  sellers: number;
}

/** What a card is made from: an API card, or a product page's product (its variants as the page keeps them). */
export type CardSource = Omit<ProductCard, 'variants'> & { variants: readonly PageVariant[] };

/** How many pictures a card shows: the first, and the hover one. */
const CARD_IMAGES = 2;

/** What a card is shown for: a listing filtered by colour shows each product in the first colour asked for that it has. */
export interface CardContext {
  colours?: readonly string[];
}

/** The pictures of the product's first variant in one of `colours`, else the product's own. */
function cardImages(product: CardSource, colours: readonly string[] | undefined): ProductCard['images'] {
  if (colours?.length) {
    for (const colour of colours) {
      const variant = product.variants.find(
        (candidate) => candidate.images?.length && candidate.attribute_values.some((value) => value.attribute === 'color' && value.slug === colour),
      );
      if (variant?.images) return variant.images;
    }
  }
  return product.images;
}

/** The facts of a card that a live update (§7 `UpdateProduct`) may change: everything but its text. */
export function productCardFacts(product: CardSource, context: CardContext = {}): Omit<ProductCardData, 'uuid' | 'slug' | 'name' | 'description' | 'brand'> {
  const offer = product.variants[0]?.offers[0];
  return {
    tags: product.tags.map((tag) => (typeof tag === 'string' ? tag : tag.name)),
    images: cardImages(product, context.colours).slice(0, CARD_IMAGES).map(({ file_path }) => ({ file_path })),
    video: product.video,
    discountEndsAt: product.discountEndsAt,
    offer: offer
      ? {
          pvp: offer.pvp,
          price_product: offer.price_product,
          price_campaign: offer.price_campaign,
          lowest_price_30_days: offer.lowest_price_30_days,
          initial_stock: offer.initial_stock,
        }
      : null,
    sellers: new Set(product.variants.flatMap((variant) => variant.offers.map((item) => item.seller_id))).size,
  };
}

/** An API product card as a card shows it in `locale` (texts and slug in that language, else the product's own). */
export function productCardData(product: CardSource, locale: Locale, context: CardContext = {}): ProductCardData {
  const translation = product.translations[locale];
  const brand = product.brand;
  return {
    uuid: product.uuid,
    slug: translation?.slug || product.slug,
    name: translation?.name || product.name,
    description: translation?.description || product.description,
    brand: brand ? { name: brand.translations.find((t) => t.locale === locale)?.name || brand.name, logo: brand.logo } : null,
    ...productCardFacts(product, context),
  };
}

/** A brand as a brand strip shows it, in one language: what the home and segment pages keep and serialize. */
export interface BrandTile {
  uuid: string;
  /** The name in the page's language, else its own. */
  name: string;
  slug: string;
  logo: string | null;
}

/** A §7 brand as a strip shows it in `locale` (the name column's translation, else the brand's name). */
export function brandTileOf(brand: HomePageBrand, locale: Locale): BrandTile {
  const name = brand.translations.find((tr) => tr.locale === locale && tr.column === 'name')?.text || brand.name;
  return { uuid: brand.uuid, name, slug: brand.slug, logo: brand.logo };
}

/**
 * A top menu as the header's row and the menu sheet's tabs show it, in one language: what every page keeps and
 * serializes of the menu. Its panel — submenus and mega menus — is fetched in the browser the first time a
 * shopper reaches for it (features/menu `menuPanelsRequested`).
 */
export interface TopMenu {
  /** The name in the page's language. */
  name: string;
  slug: string;
  /** Its own page (a segment's listing, the campaigns): the link a page without JavaScript and a crawler follow. */
  href: string | null;
  /** The badge in the page's language. */
  badge: string | null;
  is_featured: boolean;
  /** Whether it has submenus: a panel to open; without, it is a plain link. */
  hasSubmenus: boolean;
}

/** A §7 menu already in one language (features/menu `menusIn`) as its top entry. */
export function topMenuOf(menu: CmsMenu): TopMenu {
  return { name: menu.name, slug: menu.slug, href: menu.href, badge: menu.badge, is_featured: menu.is_featured, hasSubmenus: menu.submenus.length > 0 };
}
