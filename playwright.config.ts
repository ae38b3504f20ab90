import { defineConfig, devices } from '@playwright/test';
import type { SiteHost } from './e2e/fixtures';

/**
 * End-to-end tests of the real product: e2e/global-setup.ts runs `scripts/start.ts` (build when
 * stale, API on PGlite in a temp DATA_DIR, SSR web server) on free ports; tests read the URLs from
 * the environment it sets.
 *
 * Projects — a shopper opens the shop by whichever address they were given, on whatever screen:
 * - `desktop`: every spec but the phone's, at http://localhost on a 1366×900 window;
 * - `desktop-127`: the product's flows again at http://127.0.0.1 (another site to the browser: cookies,
 *   origins and same-site rules differ), leaving out the specs that test no page of the product, the
 *   measurements and the account flows below;
 * - `phone`: the shopper's walk, the purchase, the consent banner and the phone specs at http://127.0.0.1 on a 390×844 touch screen.
 * A spec that is about one screen sets its own viewport with `test.use`.
 */
const PRODUCT_INDEPENDENT = ['**/realtime-conformance.spec.ts', '**/bundle.spec.ts'];
/** Measurements of the build that do not depend on the address: taken once, on `desktop`. */
const MEASURED_ONCE = ['**/budgets.spec.ts', '**/layout-shift.spec.ts'];
/**
 * Account flows whose writes go through the same CSRF-first client that auth, cart, checkout, the account
 * journey and the programmes prove at 127.0.0.1 (origins.spec.ts fails on any refused write there): each
 * buys through the checkout first, so running them at both addresses doubled minutes for no new case.
 */
const ONE_ADDRESS_FLOWS = ['**/account-orders.spec.ts', '**/account-credit-addresses.spec.ts', '**/support.spec.ts'];
const PHONE_ONLY = ['**/phone.spec.ts'];
const desktop = { viewport: { width: 1366, height: 900 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export default defineConfig<{ siteHost: SiteHost }>({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  // On CI a failed test runs once more and is reported as flaky when it then passes. One open race justifies it:
  // a private channel's authorization can cross the sign-in's CSRF rotation (POST /broadcasting/auth 419).
  // Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'pt-PT',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: PHONE_ONLY, use: { ...desktop, siteHost: 'localhost' } },
    { name: 'desktop-127', testIgnore: [...PRODUCT_INDEPENDENT, ...MEASURED_ONCE, ...ONE_ADDRESS_FLOWS, ...PHONE_ONLY], use: { ...desktop, siteHost: '127.0.0.1' } },
    { name: 'phone', testMatch: ['**/walk.spec.ts', '**/phone.spec.ts', '**/checkout.spec.ts', '**/consent.spec.ts', '**/search-suggestions.spec.ts'], use: { ...phone, browserName: 'chromium', siteHost: '127.0.0.1' } },
  ],
});
