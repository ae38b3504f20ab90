import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json } from '../test/fakeApi';
import { render, visibleText } from '../test/render';

const API = 'http://api.test';
const quiet = { debug() {}, error() {} };
const page = (slug: string, kind: string) => ({
  data: {
    slug,
    kind,
    locale: 'en',
    title: kind === 'faq' ? 'Frequently asked questions' : 'Terms of service',
    summary: 'What you need to know.',
    sections: [{ heading: 'How long does delivery take?', body: 'Two to four days.' }],
    updated_at: '2026-11-01T10:00:00+00:00',
    translations: [{ locale: 'en', title: 'x' }],
  },
});

describe('content pages (§2 FAQ, about, contact, legal)', () => {
  it('the FAQ shows the CMS page of its language with its title in the head', async () => {
    const api = fakeApiFetch((url) => (url.pathname === '/cms/v1/pages/faq' ? json(page('faq', 'faq')) : json({ message: 'Not found.' }, 404)));
    const rendered = await render('/en/faq', { apiUrl: API, fetch: api.fetch });
    expect(rendered.status).toBe(200);
    expect(api.calls).toEqual(['/cms/v1/pages/faq?locale=en']);
    expect(visibleText(rendered.html)).toContain('How long does delivery take?');
    expect(rendered.html).toContain('<title>Frequently asked questions | Outlet Marketplace</title>');
  });

  it('a legal page reads its slug from the path; an unknown one answers 404', async () => {
    const api = fakeApiFetch((url) => (url.pathname === '/cms/v1/pages/terms-of-service' ? json(page('terms-of-service', 'legal')) : json({ message: 'Not found.' }, 404)));
    expect((await render('/en/legal-information/terms-of-service', { apiUrl: API, fetch: api.fetch })).status).toBe(200);
    expect((await render('/en/legal-information/nope', { apiUrl: API, fetch: api.fetch, logger: quiet })).status).toBe(404);
  });

  it('renders the CMS text as the page reads it: topics, lists and line breaks, links in the page’s language', async () => {
    const faq = { data: { ...page('faq', 'faq').data, sections: [
      { heading: 'How do I track my order?', body: 'In your account, under Orders.', group: 'Orders', links: [{ label: 'My orders', href: '/account/orders' }] },
      { heading: 'Which payment methods do you accept?', body: 'We accept:\n\n- MB WAY\n- Multibanco', group: 'Payments', links: [{ label: 'Complaints book', href: 'https://www.livroreclamacoes.pt/Inicio/' }] },
    ] } };
    const api = fakeApiFetch(() => json(faq));
    const rendered = await render('/en/faq', { apiUrl: API, fetch: api.fetch });
    expect(rendered.html).toContain('href="/en/account/orders"');
    expect(rendered.html).toContain('href="https://www.livroreclamacoes.pt/Inicio/"');
    expect(rendered.html).toMatch(/<li>MB WAY<\/li><li>Multibanco<\/li>/);
    expect(rendered.html).toMatch(/<a [^>]*href="#topic-2"[^>]*>Payments<\/a>/);
    expect(visibleText(rendered.html)).not.toContain('- MB WAY');
  });
});
