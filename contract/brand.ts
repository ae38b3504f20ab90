import { z } from 'zod';
import { Slug, Url, Uuid } from './common';
import { Category, Seo } from './catalog';
import { Locale } from './locale';

/** §3 `{locale, column, text}` translations of home-page brands and campaigns. */
export const ColumnTranslation = z.object({ locale: Locale, column: z.string(), text: z.string() });
export type ColumnTranslation = z.infer<typeof ColumnTranslation>;

/** §3 Home-page brand; `logo` is beyond §3 (the product card and mega menu show it, §2). */
export const HomePageBrand = z.object({
  uuid: Uuid,
  name: z.string(),
  description: z.string().nullable(),
  slug: Slug,
  is_active: z.boolean(),
  is_featured: z.boolean(),
  seo: Seo.nullable(),
  thumb: Url.nullable(),
  banner: Url.nullable(),
  logo: Url.nullable(),
  translations: z.array(ColumnTranslation),
});
export type HomePageBrand = z.infer<typeof HomePageBrand>;

/** §7 GET /v1/brands/home-page and /v1/brands/segment/{segment}. */
export const BrandListResponse = z.object({ data: z.array(HomePageBrand) });
export type BrandListResponse = z.infer<typeof BrandListResponse>;

/** §7 GET /v1/categories: a list; /v1/categories/{slug}: a single category. */
export const CategoryListResponse = z.object({ data: z.array(Category) });
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;
export const CategoryResponse = z.object({ data: Category });
export type CategoryResponse = z.infer<typeof CategoryResponse>;

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
