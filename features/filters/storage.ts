import { createEffect } from 'effector';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../contract/constants';

/**
 * §4 'Only per-page is persisted': the browser-storage (localStorage) key holding the chosen page
 * size, as a decimal integer in 1..100.
 */
export const PER_PAGE_STORAGE_KEY = 'catalog-per-page';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (privacy modes); the page then keeps the default size.
    return null;
  }
}

/** The page sizes the listing toolbar offers; the first is the §9 default. */
export const PER_PAGE_OPTIONS = [DEFAULT_PER_PAGE, 48, 96] as const;

export function isValidPerPage(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PER_PAGE;
}

/** Reads the stored page size; null on the server, without storage or for an unreadable value. */
export const readStoredPerPageFx = createEffect((): number | null => {
  const raw = browserStorage()?.getItem(PER_PAGE_STORAGE_KEY) ?? null;
  const value = raw === null ? NaN : Number(raw);
  return isValidPerPage(value) ? value : null;
});

export const writeStoredPerPageFx = createEffect((perPage: number): void => {
  browserStorage()?.setItem(PER_PAGE_STORAGE_KEY, String(perPage));
});
