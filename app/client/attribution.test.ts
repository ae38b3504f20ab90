import { fork } from 'effector';
import { $consentChoice } from '../../features/consent';
import type { ConsentChoice } from '../../features/consent';
import { describe, expect, it } from 'vitest';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../../features/api-client';
import { $attribution, ATTRIBUTION_STORAGE_KEY } from '../../features/attribution';
import { cookieString, startAttribution } from './attribution';
import type { AttributionEnvironment } from './attribution';

const quiet = { debug: () => undefined, error: () => undefined };
const ATTRIBUTION_ID = '0d9f3a52-8c44-4b8e-a0c1-4a52f0f0b001';

function memoryStorage() {
  const entries = new Map<string, string>();
  return { entries, getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value), removeItem: (key: string) => void entries.delete(key) };
}

/** A browser at `href` whose API answers every track; records requests, cookies and address changes. */
function browser(href: string, options: { cookies?: string; referrer?: string; sessionStorage?: boolean; consent?: ConsentChoice | null } = {}) {
  const tracked: Record<string, unknown>[] = [];
  const cookies: string[] = [];
  const addresses: string[] = [];
  let navigate: (url: string) => void = () => undefined;
  const session = memoryStorage();
  const local = memoryStorage();
  const env: AttributionEnvironment = {
    sessionStorage: options.sessionStorage === false ? null : session,
    localStorage: local,
    readCookies: () => options.cookies ?? '',
    writeCookie: (cookie) => void cookies.push(cookie),
    href: () => href,
    replaceAddress: (pathAndQuery) => void addresses.push(pathAndQuery),
    referrer: options.referrer ?? '',
    onNavigation: (listener) => {
      navigate = listener;
      return () => undefined;
    },
  };
  const fetch = (async (url: string, init: RequestInit) => {
    if (String(url).endsWith('/v1/utm/track')) tracked.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return new Response(JSON.stringify({ success: true, attribution_id: ATTRIBUTION_ID, session_id: 'utm_s1' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  const scope = fork({ values: [[$apiBaseUrl, 'http://api.test'], [$apiLogger, quiet], [$apiFetch, fetch], [$consentChoice, options.consent ?? null]] });
  return { scope, env, tracked, cookies, addresses, session, local, navigate: (url: string) => navigate(url) };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('attribution in the browser (§4 Attribution, §9)', () => {
  it('tracks a landing with UTM parameters, then removes them from the address bar', async () => {
    const page = browser('https://loja.example/segment/beleza?utm_source=NewsLetter&utm_medium=email&page=2');
    await startAttribution(page.scope, page.env);
    await settle(0);
    expect(page.tracked).toEqual([
      expect.objectContaining({ utm_source: 'newsletter', utm_medium: 'email', page: '/segment/beleza', tracking_id: expect.stringMatching(/^nuxt_user_\d+_[a-z0-9]+$/) }),
    ]);
    expect(page.addresses).toEqual(['/segment/beleza?page=2']);
    expect(page.scope.getState($attribution)?.attributionId).toBe(ATTRIBUTION_ID);
  });

  it('with marketing consent, creates the tracking id cookie for 30 days, Secure, SameSite Lax, and keeps the state in session storage', async () => {
    const page = browser('https://loja.example/?utm_source=google', { consent: { analytics: false, marketing: true } });
    await startAttribution(page.scope, page.env);
    await settle(0);
    expect(page.cookies).toHaveLength(1);
    expect(page.cookies[0]).toMatch(/^utm_tracking_id=nuxt_user_\d+_[a-z0-9]+; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/);
    expect(page.session.entries.has(ATTRIBUTION_STORAGE_KEY)).toBe(true);
    expect(page.local.entries.has(ATTRIBUTION_STORAGE_KEY)).toBe(false);
  });

  it('reuses an existing tracking id cookie and falls back to local storage without session storage', async () => {
    const page = browser('https://loja.example/?utm_source=google', {
      cookies: 'i18n_locale=en; utm_tracking_id=nuxt_user_1795000000000_abc123',
      sessionStorage: false,
      consent: { analytics: true, marketing: true },
    });
    await startAttribution(page.scope, page.env);
    await settle(0);
    expect(page.cookies).toEqual([]);
    expect(page.tracked[0]).toMatchObject({ tracking_id: 'nuxt_user_1795000000000_abc123' });
    expect(page.local.entries.has(ATTRIBUTION_STORAGE_KEY)).toBe(true);
  });

  it('without marketing consent writes no cookie: the landing is tracked under an id kept in session storage only', async () => {
    const page = browser('https://loja.example/?utm_source=google');
    await startAttribution(page.scope, page.env);
    await settle(0);
    expect(page.cookies).toEqual([]);
    expect(page.tracked[0]!.tracking_id).toMatch(/^nuxt_user_\d+_[a-z0-9]+$/);
    expect(page.session.entries.get('utm.trackingId')).toBe(page.tracked[0]!.tracking_id);
  });

  it('re-tracks a UTM change on a later navigation after 100 ms, and ignores navigations without one', async () => {
    const page = browser('https://loja.example/?utm_source=google');
    await startAttribution(page.scope, page.env);
    await settle(0);
    page.navigate('https://loja.example/campaigns');
    page.navigate('https://loja.example/campaigns?utm_source=instagram&utm_campaign=verao');
    await settle(50);
    expect(page.tracked).toHaveLength(1);
    await settle(120);
    expect(page.tracked).toHaveLength(2);
    expect(page.tracked[1]).toMatchObject({ utm_source: 'instagram', utm_campaign: 'verao', page: '/campaigns' });
  });

  it('skips values outside letters, digits, - and _ without tracking', async () => {
    const page = browser('https://loja.example/?utm_source=%F0%9F%98%80');
    await startAttribution(page.scope, page.env);
    await settle(0);
    expect(page.tracked).toEqual([]);
  });

  it('writes cookie attributes in document.cookie form', () => {
    expect(cookieString('a', 'b c', { maxAge: 10, path: '/', sameSite: 'Lax', secure: false })).toBe('a=b%20c; Max-Age=10; Path=/; SameSite=Lax');
  });
});
