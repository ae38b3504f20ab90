import { createEffect } from 'effector';
import { isSegmentSlug } from '../../contract/constants';
import type { SegmentSlug } from '../../contract';

/** §3 client-stored keys: the selected segment (its pt slug, e.g. `moda-mulher`) in localStorage. */
export const SELECTED_SEGMENT_STORAGE_KEY = 'selected-segment';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored segment; null on the server, without storage or for a value that is not a segment. */
export const readStoredSegmentFx = createEffect((): SegmentSlug | null => {
  const stored = browserStorage()?.getItem(SELECTED_SEGMENT_STORAGE_KEY);
  return isSegmentSlug(stored) ? stored : null;
});

/** Keeps the selection; a cleared selection removes the key. */
export const writeStoredSegmentFx = createEffect((segment: SegmentSlug | null): void => {
  const storage = browserStorage();
  if (segment === null) storage?.removeItem(SELECTED_SEGMENT_STORAGE_KEY);
  else storage?.setItem(SELECTED_SEGMENT_STORAGE_KEY, segment);
});
