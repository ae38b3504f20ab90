import { z } from 'zod';
import { IsoDateTime, Slug } from './common';
import { Locale } from './locale';

/** §2 content pages: /faq, /about, /contact and /legal-information/{slug}. */
export const CONTENT_PAGE_KINDS = ['faq', 'about', 'contact', 'legal'] as const;
export const ContentPageKind = z.enum(CONTENT_PAGE_KINDS);
export type ContentPageKind = z.infer<typeof ContentPageKind>;

/** One block of a page: a heading (a question on the FAQ) and its text. */
export const ContentSection = z.object({ heading: z.string().nullable(), body: z.string() });
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
