import type { Translate } from '../i18n/translate';

/**
 * An offer's or a seller group's delivery estimate, as the cart and the product page say it. Apart from
 * ./commerceLabels.ts so the product page's first load does not carry the cart's and coupons' labels.
 */
export function deliveryEstimateText(t: Translate, estimate: string): string {
  return t('cartView.deliveryEstimate', { estimate });
}
