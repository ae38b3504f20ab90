import { createEffect } from 'effector';
import { COMMERCE_API_PATHS } from '../../contract/constants';
import type { ApiError, Discount, DiscountListResponse } from '../../contract';
import { apiRequestFx } from '../api-client';
import type { LazySchema } from '../api-client';

/** §7: a body without `data` (or with `data: null`) reads as an empty list; the coupons themselves are checked with the contract. */
const DiscountListAnswer: LazySchema<DiscountListAnswer> = async () => {
  const { DiscountListResponse } = await import('../../contract/discount');
  return DiscountListResponse.extend({ data: DiscountListResponse.shape.data.nullish() });
};
type DiscountListAnswer = { data?: DiscountListResponse['data'] | null };

/** §7 GET v1/discounts: `data` is the list of coupons. */
export const fetchDiscountsFx = createEffect<void, Discount[], ApiError>(
  async () => ((await apiRequestFx({ path: COMMERCE_API_PATHS.discounts, schema: DiscountListAnswer })) as DiscountListAnswer).data ?? [],
);
