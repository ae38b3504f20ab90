import { z } from 'zod';
import { Href, Slug, Url } from './common';
import { Locale } from './locale';
import { SegmentSlug } from './segment';
export { WELCOME_MENU_SLUG } from './constants';

/** §9: up to 9 brands in the visual mega menu. */
export const MAX_MEGA_MENU_BRANDS = 9;
/** §9: the mobile menu sheet resets its submenu view 300 ms after closing; drag threshold 50 px; 85% height. */
export const MENU_RESET_DELAY_MS = 300;
export const MENU_SHEET_SWIPE_THRESHOLD_PX = 50;
export const MENU_SHEET_HEIGHT_PERCENT = 85;

export const MenuTranslation = z.object({
  locale: Locale,
  name: z.string(),
  description: z.string().nullable().optional(),
  badge: z.string().nullable().optional(),
});
export type MenuTranslation = z.infer<typeof MenuTranslation>;

/** A text shown in a mega menu, per locale; pt is required as the fallback (§9). */
export const LocalizedText = z.partialRecord(Locale, z.string()).refine((t) => t.pt !== undefined, {
  message: 'The pt text is required.',
});
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * §7 an icon by name, `prefix:name` as Iconify writes it (`storefront:ticket`): CMS menus and content name
 * icons, which load as JSON from the product's own icon endpoint (features/icons).
 */
export const IconName = z.string().max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9]+(?:-[a-z0-9]+)*$/, 'An icon is named prefix:name.');
export type IconName = z.infer<typeof IconName>;

export const MegaMenuLink = z.object({ label: LocalizedText, href: Href, icon: IconName.optional() });
export type MegaMenuLink = z.infer<typeof MegaMenuLink>;
/** A brand tile: logo when it has one, else the name (§2). */
export const MegaMenuBrand = z.object({ name: z.string(), slug: Slug, href: Href, logo: Url.nullable() });
export type MegaMenuBrand = z.infer<typeof MegaMenuBrand>;
export const MegaMenuCategory = z.object({ name: LocalizedText, slug: Slug, href: Href, image: Url.nullable().optional() });
export type MegaMenuCategory = z.infer<typeof MegaMenuCategory>;
export const PromoCard = z.object({
  title: LocalizedText,
  subtitle: LocalizedText.nullable(),
  image: Url,
  links: z.array(MegaMenuLink),
});
export type PromoCard = z.infer<typeof PromoCard>;
export const BrandSection = z.object({ title: LocalizedText, brands: z.array(MegaMenuBrand) });
export type BrandSection = z.infer<typeof BrandSection>;
export const GalleryCard = z.object({
  title: LocalizedText,
  description: LocalizedText.nullable(),
  image: Url,
  href: Href,
});
export type GalleryCard = z.infer<typeof GalleryCard>;

/** §2 mega menu layouts. */
export const MEGA_MENU_LAYOUTS = ['visual-mega-menu', 'promo-cards', 'brand-grid', 'brand-grid-2', 'cards-gallery'] as const;
export type MegaMenuLayout = (typeof MEGA_MENU_LAYOUTS)[number];

export const VisualMegaMenu = z.object({
  layout: z.literal('visual-mega-menu'),
  content: z.object({
    categories: z.array(MegaMenuCategory),
    brands: z.array(MegaMenuBrand).max(MAX_MEGA_MENU_BRANDS),
  }),
});
export const PromoCardsMegaMenu = z.object({
  layout: z.literal('promo-cards'),
  content: z.object({ cards: z.array(PromoCard) }),
});
export const BrandGridMegaMenu = z.object({
  layout: z.enum(['brand-grid', 'brand-grid-2']),
  content: z.object({ sections: z.array(BrandSection) }),
});
export const CardsGalleryMegaMenu = z.object({
  layout: z.literal('cards-gallery'),
  content: z.object({ cards: z.array(GalleryCard) }),
});
export const SupportedMegaMenu = z.discriminatedUnion('layout', [
  VisualMegaMenu,
  PromoCardsMegaMenu,
  BrandGridMegaMenu,
  CardsGalleryMegaMenu,
]);
export type SupportedMegaMenu = z.infer<typeof SupportedMegaMenu>;

/** Any other layout is kept, and shown as 'Layout não suportado: {layout}' (§2, §8). */
export const UnsupportedMegaMenu = z.object({
  layout: z.string().refine((layout) => !(MEGA_MENU_LAYOUTS as readonly string[]).includes(layout), {
    message: 'A known layout must match its content shape.',
  }),
  content: z.unknown(),
});
export type UnsupportedMegaMenu = z.infer<typeof UnsupportedMegaMenu>;

export const MegaMenu = z.union([SupportedMegaMenu, UnsupportedMegaMenu]);
export type MegaMenu = z.infer<typeof MegaMenu>;

export function isSupportedMegaMenu(menu: MegaMenu): menu is SupportedMegaMenu {
  return (MEGA_MENU_LAYOUTS as readonly string[]).includes(menu.layout);
}

const menuEntry = {
  name: z.string(),
  slug: Slug,
  href: Href.nullable(),
  badge: z.string().nullable(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  order: z.number().int(),
  translations: z.array(MenuTranslation),
};

/** §3 Submenu. */
export const Submenu = z.object({
  ...menuEntry,
  description: z.string().nullable().optional(),
  have_mega_menu: z.boolean(),
  mega_menu: MegaMenu.nullable(),
});
export type Submenu = z.infer<typeof Submenu>;

export const MENU_TYPES = ['segment', 'link'] as const;
export const MenuType = z.enum(MENU_TYPES);
export type MenuType = z.infer<typeof MenuType>;

/** §3 CMS menu. */
export const CmsMenu = z.object({
  ...menuEntry,
  type: MenuType,
  segment: SegmentSlug.nullable(),
  submenus: z.array(Submenu),
});
export type CmsMenu = z.infer<typeof CmsMenu>;

/** §7 GET /cms/v1/menu: success and the list of menus. */
export const MenuResponse = z.object({ success: z.boolean(), data: z.array(CmsMenu) });
export type MenuResponse = z.infer<typeof MenuResponse>;

export { topMenuOf } from './cards';
export type { TopMenu } from './cards';
