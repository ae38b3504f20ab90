import { fork } from 'effector';
import type { Scope, ValueMap } from 'effector';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Locale, User } from '../../../contract';
import { $apiBaseUrl, $apiFetch } from '../../../features/api-client';
import { $authReady, $user } from '../../../features/auth';
import { $affiliate, $affiliateState, $ambassador, $ambassadorState } from '../../../features/programmes';
import { AffiliateDashboard, AmbassadorProgramme } from '../../../contract';
import { createI18n, loadMessages } from '../../i18n/i18n';
import { splitLocale } from '../../i18n/locale';
import { buildRoutes, routerContext } from '../../routes/build';
import { ROUTES } from '../../routes/table';
import { AppProviders } from '../../shell/AppProviders';
import { fakeApiFetch, json } from '../../test/fakeApi';
import { render, visibleText } from '../../test/render';
import { robotsTxt } from '../../seo/robots';
import { FIXED_PUBLIC_PATHS } from '../../seo/sitemapSource';

const API = 'http://api.test';
const noApi = () => fakeApiFetch(() => json({ message: 'Not Found' }, 404));
const ana: User = {
  id: 7,
  uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  email: 'ana@example.com',
  name: 'Ana',
  lastname: 'Silva',
  customer: null,
  ambassador_code: 'ANA-AMB1',
  affiliate_code: null,
  locale: 'en',
  newsletter: true,
};

/** The page in the browser once restore has answered: `user` signed in, or a guest with null. */
/** Store values a test starts a page with (effector's own pairs). */
type StartValues = Extract<ValueMap, unknown[]>;

async function browserPage(path: string, user: User | null, state: StartValues = []): Promise<{ html: string; text: string }> {
  const scope: Scope = fork({
    values: [[$apiBaseUrl, API], [$apiFetch, noApi().fetch], [$authReady, true], [$user, user], ...state],
  });
  const locale: Locale = splitLocale(path).locale;
  const i18n = createI18n(locale, await loadMessages(locale));
  const router = createMemoryRouter(buildRoutes(ROUTES), { getContext: () => routerContext(scope), initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const html = renderToString(
    <AppProviders scope={scope} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { html, text: visibleText(html) };
}

const PRIVATE_PAGES = [
  '/account',
  '/account/orders',
  '/account/orders-mobile',
  '/account/credits',
  '/account/profile',
  '/account/support',
  '/account/wishlist',
  '/account/addresses',
  '/account/ambassador',
  '/account/preferences',
  '/user/account-optimized',
  '/affiliate/dashboard',
];

describe('server render of private pages (§2, architecture §3: rendered for the signed-in browser, noindex)', () => {
  it.each(PRIVATE_PAGES.flatMap((path) => [path, `/en${path}`]))('%s answers 200, noindex, with the neutral loading state and no page content', async (path) => {
    const page = await render(path, { apiUrl: API, fetch: noApi().fetch });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<meta name="robots" content="noindex/);
    expect(page.html).toContain('data-account-access="checking"');
    expect(page.html).toContain('aria-busy="true"');
    const text = visibleText(page.html);
    expect(text).toContain(path.startsWith('/en') ? 'Loading your account…' : 'A carregar a sua conta…');
    expect(text).not.toMatch(/Olá, |Hello, /);
  });

  it('the account layout carries the section navigation, the current section marked, in the page language', async () => {
    const page = await render('/fr/account/preferences', { apiUrl: API, fetch: noApi().fetch });
    expect(page.html).toMatch(/<nav[^>]*aria-label="Rubriques du compte"/);
    expect(page.html).toMatch(/href="\/fr\/account\/preferences"[^>]*aria-current="page"/);
    for (const path of ['/fr/account', '/fr/account/orders', '/fr/account/credits', '/fr/account/wishlist', '/fr/account/addresses', '/fr/account/support', '/fr/account/ambassador', '/fr/account/profile']) {
      expect(page.html).toContain(`href="${path}"`);
    }
    expect(page.html).toContain('<title>Préférences | Outlet Marketplace</title>');
  });

  it('robots.txt keeps /account, /affiliate and /user out in every language; the sitemap lists none of them', () => {
    const robots = robotsTxt('http://localhost:3000');
    for (const prefix of ['', '/en', '/es', '/fr']) {
      for (const path of ['/account', '/affiliate', '/user']) expect(robots).toContain(`Disallow: ${prefix}${path}\n`);
    }
    expect(FIXED_PUBLIC_PATHS.filter((path) => /account|affiliate|user/.test(path))).toEqual([]);
  });

  it('old /user/* paths land on the account pages (301, then 200)', async () => {
    for (const [old, target] of [
      ['/user/account', '/account'],
      ['/user/orders', '/account/orders'],
      ['/user/wishlist', '/account/wishlist'],
      ['/user/addresses', '/account/addresses'],
      ['/user/notifications', '/account/preferences'],
      ['/user/credits', '/account/credits'],
      ['/user/preferences', '/account/preferences'],
      ['/user/support', '/account/support'],
      ['/es/user/profile', '/es/account/profile'],
    ] as const) {
      const moved = await render(old, { apiUrl: API, fetch: noApi().fetch });
      expect(moved).toMatchObject({ status: 301, headers: { Location: target } });
      expect((await render(target, { apiUrl: API, fetch: noApi().fetch })).status).toBe(200);
    }
  });
});

describe('in the browser once restore answered', () => {
  it('a guest sees "sign in to see your account" with a button, and not the page', async () => {
    const { html, text } = await browserPage('/en/account/profile', null);
    expect(html).toContain('data-account-access="guest"');
    expect(text).toContain('Sign in to see your account');
    expect(html).toMatch(/<button[^>]*>Sign in<\/button>/);
    expect(text).not.toContain('Personal details');
    // No account around it: no sections to sign in to one by one, no greeting waiting for a name.
    expect(text).not.toContain('Addresses');
  });

  it('signed in: the greeting, the logout button and the page', async () => {
    const { html, text } = await browserPage('/en/account', ana);
    expect(text).toContain('Hello, Ana');
    expect(html).toMatch(/<button[^>]*>Sign out<\/button>/);
    expect(text).toContain('My account');
    // The overview links every other section.
    for (const path of ['/en/account/orders', '/en/account/credits', '/en/account/wishlist', '/en/account/addresses', '/en/account/support', '/en/account/ambassador', '/en/account/profile', '/en/account/preferences']) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it('/user/account-optimized shows the overview in the account layout, overview marked current', async () => {
    const { html, text } = await browserPage('/user/account-optimized', ana);
    expect(text).toContain('Olá, Ana');
    expect(text).toContain('Tudo o que precisa sobre as suas compras');
    expect(html).toMatch(/href="\/account"[^>]*aria-current="page"/);
  });

  it('the profile page holds the user details and the password form', async () => {
    const { html } = await browserPage('/account/profile', ana);
    expect(html).toMatch(/name="name"[^>]*value="Ana"/);
    expect(html).toMatch(/name="lastname"[^>]*value="Silva"/);
    expect(html).toMatch(/name="email"[^>]*value="ana@example.com"/);
    expect(html).toContain('name="password_confirmation"');
    expect(html).toContain('name="logout_other_sessions"');
  });

  it('the preferences page offers the four languages with the page language chosen, and the newsletter as saved', async () => {
    const { html } = await browserPage('/es/account/preferences', ana);
    for (const name of ['Português', 'English', 'Español', 'Français']) expect(html).toContain(name);
    expect(html).toMatch(/name="locale" checked="" value="es"/);
    expect(html).toMatch(/name="newsletter"[^>]*checked=""/);
  });

  it('an empty wishlist says so with a way forward', async () => {
    const { html, text } = await browserPage('/en/account/wishlist', ana);
    expect(text).toContain('Your wishlist is empty');
    expect(html).toContain('href="/en"');
  });

  it('the order pages show the status filter and the list loading, in the page language', async () => {
    for (const path of ['/en/account/orders', '/en/account/orders-mobile']) {
      const { text } = await browserPage(path, ana);
      expect(text).toContain('Awaiting payment');
      expect(text).toContain('Loading your orders…');
    }
  });

  it('the ambassador page offers to join with the terms, then shows the code, the share link and the numbers', async () => {
    const programme = AmbassadorProgramme.parse({
      joined: false,
      joined_at: null,
      code: null,
      share_url: null,
      terms_slug: 'ambassador-terms',
      friend_discount_percent: 10,
      commission_percent: 5,
      return_window_days: 14,
      stats: { clicks: 0, sign_ups: 0, first_orders: 0, pending_earnings: 0, matured_earnings: 0 },
      referrals: [],
    });
    const join = await browserPage('/en/account/ambassador', ana, [[$ambassador, programme], [$ambassadorState, 'ready']]);
    expect(join.text).toContain('Recommend and earn');
    expect(join.text).toContain('your friends get 10% off their first order and you earn 5% as store credit once the 14-day return window closes');
    expect(join.html).toContain('href="/en/legal-information/ambassador-terms"');
    const joined = { ...programme, joined: true, joined_at: '2026-11-01T10:00:00.000Z', code: 'ANA-7K3M', share_url: 'http://localhost:3000/?utm_source=ambassador&utm_medium=referral&utm_campaign=ana-7k3m' };
    const member = await browserPage('/en/account/ambassador', ana, [[$ambassador, { ...joined, stats: { ...joined.stats, clicks: 12, pending_earnings: 4.5 } }], [$ambassadorState, 'ready']]);
    expect(member.text).toContain('ANA-7K3M');
    expect(member.html).toContain('value="http://localhost:3000/?utm_source=ambassador&amp;utm_medium=referral&amp;utm_campaign=ana-7k3m"');
    expect(member.text).toContain('Clicks');
    expect(member.text).toContain('€4.50');
  });

  it('the affiliate dashboard says plainly when the customer is not an affiliate, and shows the statement of one who is', async () => {
    const refused = await browserPage('/en/affiliate/dashboard', ana, [[$affiliateState, 'notAffiliate']]);
    expect(refused.text).toContain('You are not an affiliate yet');
    const dashboard = AffiliateDashboard.parse({
      code: 'ANA-AFF1',
      since: '2026-10-01T10:00:00.000Z',
      commission_percent: 8,
      period: 'day',
      buckets: [{ start: '2026-11-01', clicks: 3, conversions: 1, commission: 6.4 }],
      top_products: [],
      statement: { pending: 6.4, matured: 0, paid: 0, threshold: 50, payouts: [] },
    });
    const shown = await browserPage('/en/affiliate/dashboard', ana, [[$affiliate, dashboard], [$affiliateState, 'ready']]);
    expect(shown.html).toMatch(/<svg[^>]*role="img"/);
    expect(shown.text).toContain('Clicks: 3; conversions: 1; commission: €6.40.');
    expect(shown.text).toContain('paid out from €50.00');
  });

  it('the support page offers a new request above the customer’s requests', async () => {
    const { text } = await browserPage('/en/account/support', ana);
    expect(text).toContain('New request');
    expect(text).toContain('Ask us anything about an order');
  });
});
