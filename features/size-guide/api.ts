import { createEffect } from 'effector';
import { sizeGuidePath, type SizeGuideKind } from '../../contract/size-guide-constants';
import type { ApiError, Locale, SizeGuide, SizeGuideResponse } from '../../contract';
import { apiRequestFx } from '../api-client';

export interface SizeGuideRequest {
  kind: SizeGuideKind;
  locale: Locale;
}

/** GET /v1/size-guides/{kind}?locale= — a category family's size table with how to measure. */
export const fetchSizeGuideFx = createEffect<SizeGuideRequest, SizeGuide, ApiError>(async ({ kind, locale }) => {
  const answer = (await apiRequestFx({ path: sizeGuidePath(kind), query: { locale }, schema: () => import('../../contract/size-guide').then((contract) => contract.SizeGuideResponse) })) as SizeGuideResponse;
  return answer.data;
});
