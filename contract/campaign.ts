import { z } from 'zod';
import { IsoDateTime, Slug, Url, Uuid } from './common';
import { ColumnTranslation } from './brand';

/** §2 /campaigns and /campaigns/{uuid}; products come from /v1/campaigns/products/{campaign}. */
export const Campaign = z
  .object({
    uuid: Uuid,
    name: z.string(),
    slug: Slug.optional(),
    description: z.string().nullable(),
    banner: Url.nullable(),
    start_date: IsoDateTime.nullable(),
    end_date: IsoDateTime.nullable(),
    is_active: z.boolean(),
    /**
     * The offer a banner states ("up to −40 %"): the largest discount among the campaign's products,
     * round((pvp − price) / pvp × 100) with the campaign price where an offer has one (§2 rounding);
     * null when none of them is reduced.
     */
    max_discount_percentage: z.number().int().min(1).max(100).nullable(),
    translations: z.array(ColumnTranslation),
  })
  .refine((c) => c.start_date === null || c.end_date === null || Date.parse(c.start_date) <= Date.parse(c.end_date), {
    path: ['end_date'],
    message: 'The end date must be after the start date.',
  });
export type Campaign = z.infer<typeof Campaign>;

export const CampaignListResponse = z.object({ data: z.array(Campaign) });
export type CampaignListResponse = z.infer<typeof CampaignListResponse>;
export const CampaignResponse = z.object({ data: Campaign });
export type CampaignResponse = z.infer<typeof CampaignResponse>;
