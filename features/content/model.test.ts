import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ContentPage } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { $contentPage, $contentPageError, $contentPageNotFound, contentPageOpened, fetchContentPageFx } from './index';

const faq: ContentPage = {
  slug: 'faq',
  kind: 'faq',
  locale: 'fr',
  title: 'Questions fréquentes',
  summary: '',
  sections: [{ heading: 'Livraison ?', body: '2 à 4 jours.' }],
  updated_at: '2026-01-01T00:00:00+00:00',
  translations: [{ locale: 'pt', title: 'Perguntas frequentes' }],
};

describe('content pages', () => {
  it('opening a content page fetches /cms/v1/pages/{slug} in the page language', async () => {
    const urls: string[] = [];
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, (async (url: string) => (urls.push(url), new Response(JSON.stringify({ data: faq }), { status: 200 }))) as unknown as typeof fetch],
        [$apiLogger, { debug: () => undefined, error: () => undefined }],
      ],
    });
    await allSettled(contentPageOpened, { scope, params: { slug: 'faq', locale: 'fr' } });
    expect(urls).toEqual(['http://api.test/cms/v1/pages/faq?locale=fr']);
    expect(scope.getState($contentPage)).toEqual(faq);
    expect(fork({ values: serialize(scope) }).getState($contentPage)).toEqual(faq);
  });

  it('an unknown page (404) is reported as not found with the server message', async () => {
    const scope = fork({
      values: [[$contentPage, faq]],
      handlers: [[fetchContentPageFx, () => Promise.reject({ message: 'Not Found', status: 404, data: { message: 'The page was not found.' } })]],
    });
    await allSettled(contentPageOpened, { scope, params: { slug: 'nada', locale: 'pt' } });
    expect(scope.getState($contentPageNotFound)).toBe(true);
    expect(scope.getState($contentPageError)).toBe('The page was not found.');
    expect(scope.getState($contentPage)).toBeNull();
  });

  it("a failure without a server message shows 'Failed to fetch page'", async () => {
    const scope = fork({ handlers: [[fetchContentPageFx, () => Promise.reject({ message: 'fetch failed', status: 0, data: null })]] });
    await allSettled(contentPageOpened, { scope, params: { slug: 'about', locale: 'pt' } });
    expect(scope.getState($contentPageError)).toBe('Failed to fetch page');
    expect(scope.getState($contentPageNotFound)).toBe(false);
  });
});
