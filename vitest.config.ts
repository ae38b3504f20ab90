import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (node: contract, features models, api with inject, app server, lint rules)
 * and `storybook` (every story as a browser test in Debian's Chromium), added in .storybook/vitest.project.ts.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'features/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            'api/**/*.test.ts',
            'mocks/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
