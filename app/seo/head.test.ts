import { describe, expect, it } from 'vitest';
import { renderHead, samePathEverywhere } from './head';
import type { PageHead } from './head';

const base: PageHead = {
  title: 'Vestido | Outlet Marketplace',
  description: 'Um vestido',
  locale: 'en',
  paths: { pt: '/product/vestido', en: '/product/dress', es: '/product/vestido-es', fr: '/product/robe' },
  origin: 'https://shop.test',
  index: true,
  follow: true,
  siteName: 'Outlet Marketplace',
  ogType: 'product',
  image: 'https://shop.test/media/1.jpg',
};

describe('SEO head', () => {
  it('has the title, description and a canonical to the page in its own language', () => {
    const head = renderHead(base, 'n');
    expect(head).toContain('<title>Vestido | Outlet Marketplace</title>');
    expect(head).toContain('<meta name="description" content="Um vestido">');
    expect(head).toContain('<link rel="canonical" href="https://shop.test/en/product/dress">');
    expect(head).not.toContain('name="robots"');
  });

  it('lists hreflang alternates of the four languages, each with its own slug, plus x-default (pt)', () => {
    const head = renderHead(base, 'n');
    expect(head).toContain('hreflang="pt-PT" href="https://shop.test/product/vestido"');
    expect(head).toContain('hreflang="en-US" href="https://shop.test/en/product/dress"');
    expect(head).toContain('hreflang="es-ES" href="https://shop.test/es/product/vestido-es"');
    expect(head).toContain('hreflang="fr-FR" href="https://shop.test/fr/product/robe"');
    expect(head).toContain('hreflang="x-default" href="https://shop.test/product/vestido"');
  });

  it('carries Open Graph: type, title, description, url, locale with alternates, image', () => {
    const head = renderHead(base, 'n');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:title" content="Vestido | Outlet Marketplace">');
    expect(head).toContain('<meta property="og:url" content="https://shop.test/en/product/dress">');
    expect(head).toContain('<meta property="og:locale" content="en_US">');
    expect(head).toContain('<meta property="og:locale:alternate" content="fr_FR">');
    expect(head).toContain('<meta property="og:image" content="https://shop.test/media/1.jpg">');
  });

  it('a page not to index says noindex,follow, keeps its canonical and lists no alternates', () => {
    const head = renderHead({ ...base, paths: samePathEverywhere('/catalog/brand/x'), index: false }, 'n');
    expect(head).toContain('<meta name="robots" content="noindex,follow">');
    expect(head).toContain('<link rel="canonical" href="https://shop.test/en/catalog/brand/x">');
    expect(head).not.toContain('hreflang');
  });

  it('escapes text from the API and writes JSON-LD that cannot close its script', () => {
    const head = renderHead({ ...base, title: 'A "b" <c>', jsonLd: [{ name: '</script><script>x' }] }, 'abc');
    expect(head).toContain('<title>A &quot;b&quot; &lt;c&gt;</title>');
    expect(head).toContain('<script nonce="abc" type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ex"}</script>');
  });
});
