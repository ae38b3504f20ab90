import type { ContentPageKind, ContentSection } from '../../../contract';

export type PageText = { title: string; summary: string; sections: ContentSection[] };

/** Every content page, its kind and its slug; the same slug in every locale. */
export const PAGE_KINDS = {
  faq: 'faq',
  about: 'about',
  contact: 'contact',
  'terms-of-service': 'legal',
  'privacy-policy': 'legal',
  'cookie-policy': 'legal',
  'shipping-policy': 'legal',
  'returns-policy': 'legal',
  'ambassador-terms': 'legal',
} as const satisfies Record<string, ContentPageKind>;

export type PageSlug = keyof typeof PAGE_KINDS;

/** One language's text of every page. */
export type SiteTexts = Record<PageSlug, PageText>;
