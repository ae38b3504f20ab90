export { ContentPage, CONTENT_KINDS, CONTENT_STATUSES, CONTENT_BLOCK_KINDS } from './ContentPage';
export type { ContentPageProps, ContentPageLabels, ContentSection, ContentLink, ContentKind, ContentStatus, ContentBlock } from './ContentPage';
