/**
 * The store-credit and saved-address calls' paths and limits, without zod: the storefront's models import
 * them from here so the browser's first load carries no schema (`contract/credit.ts` and
 * `contract/address.ts` hold the schemas).
 */
export const CREDIT_API_PATHS = {
  credits: '/v1/account/credits',
  grant: (userUuid: string) => `/v1/admin/customers/${userUuid}/credits`,
} as const;
export const CREDITS_PER_PAGE = 20;
export const CREDIT_KINDS = ['refund', 'commission', 'grant', 'order_spent', 'order_restored', 'expired'] as const;

export const ADDRESS_API_PATHS = {
  addresses: '/v1/account/addresses',
  address: (uuid: string) => `/v1/account/addresses/${uuid}`,
  defaultOf: (uuid: string) => `/v1/account/addresses/${uuid}/default`,
} as const;
/** How many addresses a customer may keep. */
export const MAX_ADDRESSES = 20;
/** The countries the shop ships to (one more entry, with its postal-code rule, opens another). */
export const SHIPPING_COUNTRIES = ['PT'] as const;
export const ADDRESS_DEFAULT_KINDS = ['shipping', 'billing'] as const;
