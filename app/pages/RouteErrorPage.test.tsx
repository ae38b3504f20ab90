import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json } from '../test/fakeApi';
import { render, visibleText } from '../test/render';

const API = 'http://api.test';

describe('the error page (§2)', () => {
  it('a 404 shows the code, its own title and subtitle, the path, both buttons, the suggestion cards and the contact block', async () => {
    const page = await render('/fr/nulle-part', { apiUrl: API, fetch: fakeApiFetch(() => json({})).fetch });
    expect(page.status).toBe(404);
    const text = visibleText(page.html);
    expect(text).toContain('404');
    expect(text).toContain('/fr/nulle-part');
    expect(page.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    for (const target of ['/fr', '/fr/campaigns', '/fr/catalog/category/mulher', '/fr/catalog/category/homem', '/fr/catalog/category/crianca', '/fr/account/orders', '/fr/contact', '/fr/faq']) {
      expect(page.html).toContain(`href="${target}"`);
    }
  });

  it('a 404 and other errors carry different titles in the page language', async () => {
    const notFound = await render('/en/nowhere', { apiUrl: API, fetch: fakeApiFetch(() => json({})).fetch });
    expect(visibleText(notFound.html)).toContain('Page not found');
    expect(visibleText(notFound.html)).toContain('The page you are looking for does not exist');
  });
});
