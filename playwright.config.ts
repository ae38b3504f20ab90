import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the real product: e2e/global-setup.ts runs `scripts/start.ts` (build when
 * stale, API on PGlite in a temp DATA_DIR, SSR web server) on free ports; tests read the URLs from
 * the environment it sets.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
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
});
