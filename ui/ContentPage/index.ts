export { ContentPage, CONTENT_KINDS, CONTENT_STATUSES } from './ContentPage';
export type { ContentPageProps, ContentPageLabels, ContentSection, ContentLink, ContentKind, ContentStatus } from './ContentPage';
