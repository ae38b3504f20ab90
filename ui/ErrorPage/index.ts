export { ErrorPage, ERROR_PAGE_CATEGORY_SLUGS, NOT_FOUND_STATUS } from './ErrorPage';
export type { ErrorPageProps, ErrorPageLabels, ErrorPageLinks } from './ErrorPage';
