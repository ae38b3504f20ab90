import type { Discount } from '../../../../contract';
import type { DiscountRepository } from '../../discounts/repository';

/** How many coupons a reply lists at most. */
const MAX_COUPONS = 5;

/** The live coupons the caller may see (§2: valid and active only; VIP ones to their customer), as the coupons page lists them. */
export async function liveCoupons(discounts: DiscountRepository, userId: number | null): Promise<Discount[]> {
  return (await discounts.listVisible(userId)).filter((discount) => discount.is_valid && discount.is_active).slice(0, MAX_COUPONS);
}
