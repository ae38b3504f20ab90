import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $apiBaseUrl, $apiFetch, $apiLogger, apiRequestFx } from '../../features/api-client';
import { $authReady, $isAuthenticated, $user, AUTH_NOTICES, logoutClicked, noticeShown } from '../../features/auth';
import { $filters, $sort, filterValueToggled, sortChanged } from '../../features/filters';
import { $toasts } from '../../features/toasts';
import { $menuSheetOpen, menuSheetOpenChanged } from '../shell/authWiring';
import { installErrorReporter } from '../shell/errorReporter';
import type { ErrorReport } from '../shell/errorReporter';
import { localeAwareNavigate, startBrowserSession } from './browserSession';
import type { BrowserEnvironment } from './browserSession';

const NOW = Date.now();
const quiet = { debug: () => undefined, error: () => undefined };

function storage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

const storedSession = JSON.stringify({ user: { id: 7, email: 'ana@example.com' }, rememberMe: true, createdAt: NOW, expiresAt: NOW + 86_400_000 });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A browser: memory storage, a cookie jar, recorded navigations, at `path`; the API answers through `api`. */
function browser(path: string, api: (url: string) => Response, stored: Record<string, string> = {}) {
  const navigations: string[] = [];
  const cookie = 'i18n_locale=en; XSRF-TOKEN=abc%3D; nuxt_user_1_x=track';
  const writes: string[] = [];
  const env: BrowserEnvironment = {
    storage: storage(stored),
    cookies: { read: () => cookie, write: (value) => void writes.push(value) },
    navigate: (to) => void navigations.push(to),
    currentPath: () => path,
    assign: (url) => void navigations.push(`assign:${url}`),
  };
  const calls: string[] = [];
  const scope = fork({
    values: [
      [$apiBaseUrl, 'http://api.test'],
      [$apiLogger, quiet],
      [$apiFetch, (async (url: string) => (calls.push(String(url)), api(String(url)))) as unknown as typeof fetch],
    ],
  });
  return { scope, env, navigations, writes, calls };
}

describe('the browser session start (§4 Session restore, once after hydration)', () => {
  it('reads the stored session from the browser storage, marks auth ready and verifies with GET /users/me', async () => {
    const { scope, env, calls } = browser('/en', () => json({ data: { id: 7, uuid: null, email: 'ana@example.com', name: 'Ana' } }), { 'auth.user': storedSession });
    expect(scope.getState($authReady)).toBe(false);
    await startBrowserSession(scope, env, 'http://localhost:3000');
    expect(scope.getState($authReady)).toBe(true);
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(calls).toEqual(['http://api.test/users/me']);
  });

  it('a 401 on any later API call (a real apiRequestFx failure) clears auth and goes to the current language home', async () => {
    const { scope, env, navigations } = browser(
      '/en/product/vestido',
      (url) => (url.endsWith('/users/me') ? json({ data: { id: 7, email: 'ana@example.com' } }) : json({ message: 'Unauthenticated.' }, 401)),
      { 'auth.user': storedSession },
    );
    await startBrowserSession(scope, env, 'http://localhost:3000');
    expect(scope.getState($isAuthenticated)).toBe(true);
    await allSettled(apiRequestFx, { scope, params: { path: 'v1/users/wishlist', schema: z.unknown() } });
    expect(scope.getState($user)).toBeNull();
    expect(env.storage!.getItem('auth.user')).toBeNull();
    expect(navigations).toEqual(['/en']);
  });

  it('a JSON answer holding redirectUrl navigates there (in the page language), a 419 does not', async () => {
    const { scope, env, navigations } = browser('/fr', (url) =>
      url.endsWith('/v1/carts/save') ? json({ ok: true, redirectUrl: '/checkout/expired' }) : json({ message: 'CSRF token mismatch.' }, 419),
    );
    await startBrowserSession(scope, env, 'http://localhost:3000');
    await allSettled(apiRequestFx, { scope, params: { method: 'POST', path: 'v1/carts/save', body: {}, schema: z.object({ ok: z.boolean() }) } });
    await allSettled(apiRequestFx, { scope, params: { method: 'POST', path: 'v1/carts/update', body: {}, schema: z.unknown() } });
    expect(navigations).toEqual(['/fr/checkout/expired']);
  });
});

describe('§4 Logout, wired in the app', () => {
  it('clears all local storage (the language cookie keeps the choice), the auth cookies, the menu sheet and the campaign filters, then goes to /', async () => {
    const { scope, env, navigations, writes } = browser('/en/campaigns/x', () => json({ data: { id: 7, email: 'ana@example.com' } }), {
      'auth.user': storedSession,
      'auth.rememberMe': 'true',
      'catalog-per-page': '48',
      'selected-segment': 'moda-mulher',
      'preferred-locale': 'en',
    });
    await startBrowserSession(scope, env, 'http://localhost:3000');
    await allSettled(menuSheetOpenChanged, { scope, params: true });
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'red' } });
    await allSettled(sortChanged, { scope, params: 'price-low' });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($user)).toBeNull();
    expect([...(env.storage as ReturnType<typeof storage>).entries.keys()]).toEqual([]);
    expect(writes).toEqual(['XSRF-TOKEN=; Max-Age=0; Path=/; SameSite=Lax']);
    expect(scope.getState($menuSheetOpen)).toBe(false);
    expect(scope.getState($filters)).toEqual({});
    expect(scope.getState($sort)).toBe('featured');
    expect(navigations).toEqual(['/en']);
  });
});

describe('toasts and error reports', () => {
  it('§8 notices become toasts with their catalogue keys', async () => {
    const scope = fork();
    await allSettled(noticeShown, { scope, params: AUTH_NOTICES.invalidCredentials });
    expect(scope.getState($toasts)).toEqual([
      { id: 'toast-1', level: 'error', title: { key: 'auth.notices.invalidCredentials.title' }, description: { key: 'auth.notices.invalidCredentials.description' } },
    ]);
  });

  it('uncaught errors and rejected promises are reported with the signed-in identity', () => {
    const target = new EventTarget();
    const reports: ErrorReport[] = [];
    let identity: { id: number; email: string } | null = null;
    const uninstall = installErrorReporter(target as unknown as Window, () => identity, (report) => reports.push(report));
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    identity = { id: 7, email: 'ana@example.com' };
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    uninstall();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after') }));
    expect(reports.map(({ kind, message, user }) => ({ kind, message, user }))).toEqual([
      { kind: 'error', message: 'boom', user: null },
      { kind: 'unhandledrejection', message: 'nope', user: { id: 7, email: 'ana@example.com' } },
    ]);
  });

  it("a wrapping error is reported with what it wraps (React's recoverable errors keep the real one in `cause`)", () => {
    const target = new EventTarget();
    const reports: ErrorReport[] = [];
    const uninstall = installErrorReporter(target as unknown as Window, () => null, (report) => reports.push(report));
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('Minified React error #520', { cause: new Error('the real one') }) }));
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('alone') }));
    uninstall();
    expect(reports[0]!.cause).toMatch(/^the real one\n/);
    expect(reports[1]!.cause).toBeNull();
  });
});

describe('locale-aware navigation (§2 redirects)', () => {
  const run = (to: string, path = '/es/product/x') => {
    const seen: string[] = [];
    localeAwareNavigate({ navigate: (target) => void seen.push(target), currentPath: () => path, assign: (url) => void seen.push(`assign:${url}`) }, 'http://shop.test')(to);
    return seen[0];
  };
  it.each([
    ['/', '/es/product/x', '/es'],
    ['/', '/product/x', '/'],
    ['/account?tab=1', '/fr', '/fr/account?tab=1'],
    ['/en/checkout/expired', '/es', '/en/checkout/expired'],
    ['http://shop.test/checkout/expired', '/es', '/es/checkout/expired'],
    ['https://pay.example/sibs', '/es', 'assign:https://pay.example/sibs'],
  ])('%s from %s → %s', (to, path, expected) => {
    expect(run(to, path)).toBe(expected);
  });
});
