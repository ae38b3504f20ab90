import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json, productList, sampleProducts } from '../test/fakeApi';
import { render } from '../test/render';

describe('the account entry as the server renders it', () => {
  it('is the guest state (no auth on the server): a link to /account named Account, no signed-in mark; the toasts region is there', async () => {
    const page = await render('/en', { apiUrl: 'http://api.test', fetch: fakeApiFetch(() => json(productList(sampleProducts(2)))).fetch });
    expect(page.html).toMatch(/<a[^>]*href="\/en\/account"[^>]*aria-label="Account"/);
    expect(page.html).not.toContain('data-part="account-badge"');
    expect(page.html).not.toContain('Signing in will be available soon');
    expect(page.html).toContain('aria-label="Notifications (F8)"');
  });
});
