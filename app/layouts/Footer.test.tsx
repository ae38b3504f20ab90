import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json, productList, sampleProducts } from '../test/fakeApi';
import { render, visibleText } from '../test/render';

const API = 'http://api.test';
const catalogue = () => fakeApiFetch(() => json(productList(sampleProducts(24))));

function footerOf(html: string): string {
  const match = /<footer[\s\S]*?<\/footer>/.exec(html);
  expect(match).not.toBeNull();
  return match![0];
}

describe('the footer (§2)', () => {
  it('links help, shop and company pages in the page language, with payments and copyright', async () => {
    const page = await render('/en', { apiUrl: API, fetch: catalogue().fetch });
    const footer = footerOf(page.html);
    expect(footer).toContain('aria-label="Footer links"');
    for (const target of [
      '/en/faq',
      '/en/contact',
      '/en/campaigns',
      '/en/catalog/category/mulher',
      '/en/catalog/category/homem',
      '/en/catalog/category/crianca',
      '/en/about',
      '/en/legal-information/terms-of-service',
      '/en/legal-information/privacy-policy',
    ]) {
      expect(footer).toContain(`href="${target}"`);
    }
    const text = visibleText(footer);
    for (const label of ['Help', 'Shop', 'Company', 'Frequently asked questions', 'Contact', 'Campaigns', 'Women', 'About us', 'Terms and conditions', 'Privacy policy']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Outlet Marketplace');
    expect(text).toContain('Secure payments with MB WAY and Multibanco');
    expect(text).toMatch(/© \d{4} Outlet Marketplace\. All rights reserved\./);
  });

  it('shows what Portuguese law asks of a shop on every page: the complaints book, the company and the RAL entities', async () => {
    const page = await render('/', { apiUrl: API, fetch: catalogue().fetch });
    const footer = footerOf(page.html);
    expect(footer).toContain('href="https://www.livroreclamacoes.pt/Inicio/"');
    const text = visibleText(footer);
    expect(text).toContain('Livro de Reclamações');
    expect(text).toMatch(/Outlet Marketplace, Lda\. · NIPC 509999999 · Capital social 50\s000,00\s€ · Sede: Avenida da Liberdade 110, 1250-146 Lisboa, Portugal/);
    expect(text).toContain('Lei n.º 144/2015');
    for (const target of ['https://www.centroarbitragemlisboa.pt', 'https://www.cniacc.pt', 'https://www.consumidor.gov.pt', '/legal-information/shipping-policy', '/legal-information/returns-policy', '/legal-information/cookie-policy']) {
      expect(footer).toContain(`href="${target}"`);
    }
  });

  it('the footer language links work without JavaScript and mark the current language', async () => {
    const page = await render('/fr', { apiUrl: API, fetch: catalogue().fetch });
    const footer = footerOf(page.html);
    expect(footer).toContain('href="/set-language/pt?next=%2F"');
    expect(footer).toContain('href="/set-language/es?next=%2Fes"');
    expect(footer).toMatch(/aria-current="true"[^>]*>[\s\S]*?Français|Français[\s\S]*?aria-current/);
  });

  it('is written in its place in the page, after the products, as complete HTML a browser without JavaScript shows', async () => {
    const page = await render('/en', { apiUrl: API, fetch: catalogue().fetch });
    const root = page.html.slice(page.html.indexOf('<div id="root">'));
    // The footer (like the grid above it) hydrates later in the browser, inside a Suspense boundary; the
    // server still writes it in order, never as a hidden segment a script moves into place.
    expect(root.indexOf('<footer')).toBeGreaterThan(root.indexOf('Dress 24'));
    expect(root).not.toMatch(/<template id="B:|<div hidden id="S:/);
  });
});
