import { z } from 'zod';
import { IsoDateTime, Slug } from './common';
import { Locale } from './locale';

/** §2 content pages: /faq, /about, /contact and /legal-information/{slug}. */
export const CONTENT_PAGE_KINDS = ['faq', 'about', 'contact', 'legal'] as const;
export const ContentPageKind = z.enum(CONTENT_PAGE_KINDS);
export type ContentPageKind = z.infer<typeof ContentPageKind>;

/** A link a section offers after its text: a site path (unprefixed; the storefront adds the locale), an https address or `mailto:`. */
export const ContentLink = z.object({ label: z.string(), href: z.string() });
export type ContentLink = z.infer<typeof ContentLink>;

/**
 * One block of a page: a heading (a question on the FAQ) and its text — paragraphs apart by a blank line,
 * a paragraph of `- ` lines a list. The text stays plain (the assistant quotes it); links come apart.
 * `group` gathers FAQ questions under a topic.
 */
export const ContentSection = z.object({
  heading: z.string().nullable(),
  body: z.string(),
  group: z.string().optional(),
  links: z.array(ContentLink).optional(),
});
export type ContentSection = z.infer<typeof ContentSection>;

export const ContentPage = z.object({
  slug: Slug,
  kind: ContentPageKind,
  locale: Locale,
  title: z.string(),
  summary: z.string(),
  sections: z.array(ContentSection),
  updated_at: IsoDateTime,
  /** The page's title in every locale it exists in (for the language switcher and hreflang). */
  translations: z.array(z.object({ locale: Locale, title: z.string() })),
});
export type ContentPage = z.infer<typeof ContentPage>;

/** GET /cms/v1/pages/{slug}?locale= */
export const ContentPageQuery = z.object({ locale: Locale.default('pt') });
export type ContentPageQuery = z.infer<typeof ContentPageQuery>;
export const ContentPageResponse = z.object({ data: ContentPage });
export type ContentPageResponse = z.infer<typeof ContentPageResponse>;
