import { createEvent, createStore, sample } from 'effector';
import type { ContentPage, Locale } from '../../contract';
import { failureText } from '../api-client';
import { fetchContentPageFx } from './api';

/** Shown when a content page cannot be fetched and the server gave no message. */
export const FAILED_TO_FETCH_CONTENT_PAGE = 'Failed to fetch page';

/** §2 content pages and the slug each one asks for; legal pages use their own slug (`terms-of-service`). */
export const CONTENT_PAGE_SLUGS = { faq: 'faq', about: 'about', contact: 'contact' } as const;

export interface ContentPageOpened {
  slug: string;
  locale: Locale;
}

export const $contentPage = createStore<ContentPage | null>(null);
export const $contentPageError = createStore<string | null>(null);
/** The API does not know the page (404): the route answers the 404 page. */
export const $contentPageNotFound = createStore(false);
export const $contentPagePending = fetchContentPageFx.pending;
const $latestRequest = createStore<ContentPageOpened | null>(null, { serialize: 'ignore' });

export const contentPageOpened = createEvent<ContentPageOpened>();

sample({ clock: contentPageOpened, fn: () => null, target: [$contentPage, $contentPageError] });
sample({ clock: contentPageOpened, fn: () => false, target: $contentPageNotFound });
sample({ clock: contentPageOpened, target: [$latestRequest, fetchContentPageFx] });

// Only the page last opened is shown.
sample({
  clock: fetchContentPageFx.done,
  source: $latestRequest,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { result }) => result,
  target: $contentPage,
});
const latestFailed = sample({
  clock: fetchContentPageFx.fail,
  source: $latestRequest,
  filter: (latest, { params }) => latest === params,
  fn: (_latest, { error }) => error,
});
// A failure keeps the server message or the fallback text; an unknown slug (404) is the 404 page.
sample({ clock: latestFailed, fn: (error) => failureText(error, FAILED_TO_FETCH_CONTENT_PAGE), target: $contentPageError });
sample({ clock: latestFailed, fn: (error) => error.status === 404, target: $contentPageNotFound });
