import type { Query } from '../../db/client';
import type { ContentPage } from './retrieval';

/** The content pages the API seeded (FAQ, about, contact, legal), every locale, for the retriever. */
export async function loadContentPages(query: Query): Promise<ContentPage[]> {
  return query<ContentPage>('select slug, locale, title, summary, sections from content_pages order by slug, locale');
}
