import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security';
import { tagManagerHead } from './tagManager';

const tags = { gtmId: 'GTM-TEST1', gtagId: null };
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the head with a tag manager (§7, Consent Mode v2)', () => {
  it('nothing at all without GTM_ID', () => {
    expect(tagManagerHead(null, { analytics: true, marketing: true }, 'n0nce')).toBe('');
  });

  it('a visitor who has not chosen: the consent default (all denied) with the nonce, and no script from anywhere else', () => {
    const head = tagManagerHead(tags, null, 'n0nce');
    expect(head).toMatch(/^<script nonce="n0nce">window\.dataLayer=window\.dataLayer\|\|\[\];function gtag\(\)\{dataLayer\.push\(arguments\)\}gtag\('consent','default',\{/);
    expect(head).toContain('"analytics_storage":"denied"');
    expect(head).toContain('"wait_for_update":500');
    expect(head).not.toContain('"granted"');
    expect(head).not.toContain('src=');
  });

  it('a visitor who rejected all: the default and a denied update, still no script', () => {
    const head = tagManagerHead(tags, { analytics: false, marketing: false }, 'n0nce');
    expect(head).toContain("gtag('consent','update',");
    expect(head).not.toContain('src=');
  });

  it('a visitor who allowed analytics: the update after the default, then the tag manager with the nonce', () => {
    const head = tagManagerHead(tags, { analytics: true, marketing: false }, 'n0nce');
    expect(head.indexOf("gtag('consent','default'")).toBeLessThan(head.indexOf("gtag('consent','update'"));
    expect(head).toContain('"analytics_storage":"granted"');
    expect(head).toContain('"ad_storage":"denied"');
    expect(head).toContain('<script async nonce="n0nce" src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST1"></script>');
  });
});

describe('the CSP names the tag manager only when GTM_ID is set', () => {
  it('unset: no third party in scripts, images or connections', () => {
    const policy = contentSecurityPolicy('n0nce', { apiOrigin: 'http://localhost:8000' });
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('google-analytics');
  });

  it('set: the tag manager may serve scripts, and it and Google Analytics may receive hits', () => {
    const policy = contentSecurityPolicy('n0nce', { apiOrigin: 'http://localhost:8000', tagManager: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' 'strict-dynamic' https://www.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toContain('https://www.googletagmanager.com https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://www.googletagmanager.com');
  });
});
