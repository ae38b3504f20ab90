export { fetchContentPageFx, contentPagePath } from './api';
export {
  $contentPage,
  $contentPageError,
  $contentPageNotFound,
  $contentPagePending,
  contentPageOpened,
  CONTENT_PAGE_SLUGS,
  FAILED_TO_FETCH_CONTENT_PAGE,
} from './model';
export type { ContentPageOpened } from './model';
