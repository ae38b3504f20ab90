import { createStore, sample } from 'effector';
import type { Scope } from 'effector';
import { $error, fetchListingFx, listingOpened } from '../../../features/listing';

/** The HTTP status the last listing call answered (0 when the API could not be reached). */
export const $listingApiStatus = createStore<number>(200, { serialize: 'ignore' });

sample({ clock: listingOpened, fn: () => 200, target: $listingApiStatus });
sample({ clock: fetchListingFx.done, fn: () => 200, target: $listingApiStatus });
sample({ clock: fetchListingFx.failData, fn: (error) => error.status, target: $listingApiStatus });

/**
 * A listing answers 404 when the API says its brand, category, segment or campaign does not exist,
 * 503 when the catalogue failed (unreachable, 5xx, or an answer that broke the contract), and 200
 * otherwise — a refused query (422) keeps the page with the server's message.
 */
export function listingStatus(scope: Scope): number {
  const apiStatus = scope.getState($listingApiStatus);
  if (apiStatus === 404) return 404;
  if (scope.getState($error) === null) return 200;
  return apiStatus === 0 || apiStatus >= 500 || apiStatus < 300 ? 503 : 200;
}
