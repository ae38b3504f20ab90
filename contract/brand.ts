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

export { brandTileOf } from './cards';
export type { BrandTile } from './cards';
