import { z } from 'zod';
import { Slug, Uuid } from './common';
import { SegmentParam } from './queries';

/** §3 route parameters. */
export const RouteParams = {
  uuid: Uuid,
  slug: Slug,
  segment: SegmentParam.optional(),
  token: z.string().min(1),
  transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'The transaction id is invalid.'),
  cartUuid: Uuid,
  segmentSlug: Slug,
  categorySlug: Slug,
} as const;

/** §7 catalogue listing paths. */
export const CategoryProductsParams = z.object({ categorySlug: Slug, sub: Slug.optional() });
export type CategoryProductsParams = z.infer<typeof CategoryProductsParams>;
export const BrandProductsParams = z.object({ brand: Slug, sub: Slug.optional() });
export type BrandProductsParams = z.infer<typeof BrandProductsParams>;
export const SegmentProductsParams = z.object({ segment: SegmentParam });
export type SegmentProductsParams = z.infer<typeof SegmentProductsParams>;
export const CampaignProductsParams = z.object({ campaign: z.union([Uuid, Slug]) });
export type CampaignProductsParams = z.infer<typeof CampaignProductsParams>;
export const ProductParams = z.object({ slug: Slug });
export type ProductParams = z.infer<typeof ProductParams>;
export const CategoryParams = z.object({ slug: Slug });
export type CategoryParams = z.infer<typeof CategoryParams>;
export const CampaignParams = z.object({ uuid: Uuid });
export type CampaignParams = z.infer<typeof CampaignParams>;
