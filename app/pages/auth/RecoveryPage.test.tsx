import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json } from '../../test/fakeApi';
import { render, visibleText } from '../../test/render';

const API = 'http://api.test';
const api = () => fakeApiFetch(() => json({ success: true, data: [] }));

describe('/recovery/{token} (§2 auth layout)', () => {
  it('renders the reset form with the link e-mail prefilled, in the auth layout, never indexed', async () => {
    const page = await render('/recovery/abc123?email=ana%40example.com', { apiUrl: API, fetch: api().fetch });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const text = visibleText(page.html);
    expect(text).toContain('Definir nova palavra-passe');
    expect(text).toContain('Nova palavra-passe');
    expect(text).toContain('Confirmar nova palavra-passe');
    expect(page.html).toMatch(/name="email"[^>]*value="ana@example.com"|value="ana@example.com"[^>]*name="email"/);
    expect(page.html).toMatch(/autoComplete="new-password"|autocomplete="new-password"/);
    // The minimal auth layout: brand and language, footer links; no shop header, search or bottom bar.
    expect(text).toContain('Outlet Marketplace');
    expect(page.html).not.toContain('Procure produtos, marcas e categorias');
    expect(page.html).toContain('href="/legal-information/privacy-policy"');
  });

  it('speaks the page language (/en)', async () => {
    const page = await render('/en/recovery/abc123', { apiUrl: API, fetch: api().fetch });
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain('Set a new password');
    expect(text).toContain('Save password');
    expect(page.html).toContain('<title>Account recovery');
  });
});
