/**
 * MSW handlers of the coupon list (§7 GET v1/discounts → `{data}`), answering like the API, and the
 * states the Discounts drawer's stories need. In a story:
 * `beforeEach({ msw }) { msw.use(discountListError()) }`.
 */
import { HttpResponse, delay, http } from 'msw';
import { COMMERCE_API_PATHS } from '../contract';
import type { Discount, DiscountListResponse, MessageBody } from '../contract';
import { discounts } from './fixtures';

export const DISCOUNT_MOCK_PATHS = { discounts: `*${COMMERCE_API_PATHS.discounts}` } as const;

/** The coupon list: every fixture coupon by default (the storefront lists only the valid and active ones). */
export const discountList = (list: Discount[] = discounts) =>
  http.get(DISCOUNT_MOCK_PATHS.discounts, () => HttpResponse.json<DiscountListResponse>({ data: list }));

/** The default handlers of this file, for `handlers`. */
export const discountHandlers = () => [discountList()];

/** No coupons: the drawer's empty state. */
export const discountListEmpty = () => discountList([]);

/** The list fails (500 by default): the storefront shows an empty list and 'Erro ao carregar cupões'. */
export const discountListError = (status = 500, message = 'Server Error') =>
  http.get(DISCOUNT_MOCK_PATHS.discounts, () => HttpResponse.json<MessageBody>({ message }, { status }));

/** §7 an answer without `data`: the storefront reads it as an empty list. */
export const discountListWithoutData = () => http.get(DISCOUNT_MOCK_PATHS.discounts, () => HttpResponse.json({}));

/** Never answers: the drawer's loading skeleton. */
export const discountListLoading = () =>
  http.get(DISCOUNT_MOCK_PATHS.discounts, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/** Answers `list` after `ms` milliseconds (a slow network). */
export const discountListSlow = (ms: number, list: Discount[] = discounts) =>
  http.get(DISCOUNT_MOCK_PATHS.discounts, async () => {
    await delay(ms);
    return HttpResponse.json<DiscountListResponse>({ data: list });
  });
