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
