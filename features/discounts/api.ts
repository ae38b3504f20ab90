import { createEffect } from 'effector';
import type { z } from 'zod';
import { COMMERCE_API_PATHS, DiscountListResponse } from '../../contract';
import type { ApiError, Discount } from '../../contract';
import { apiRequestFx } from '../api-client';

/** §7: a body without `data` (or with `data: null`) reads as an empty list; the coupons themselves are checked with the contract. */
const DiscountListAnswer = DiscountListResponse.extend({ data: DiscountListResponse.shape.data.nullish() });
type DiscountListAnswer = z.infer<typeof DiscountListAnswer>;

/** §7 GET v1/discounts: `data` is the list of coupons. */
export const fetchDiscountsFx = createEffect<void, Discount[], ApiError>(
  async () => ((await apiRequestFx({ path: COMMERCE_API_PATHS.discounts, schema: DiscountListAnswer })) as DiscountListAnswer).data ?? [],
);
