import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { compareScreenshot } from './.storybook/screenshots';

/**
 * Two projects: `unit` (node: contract, features models, api with inject, app server, lint rules)
 * and `storybook` (every story as a browser test in Debian's Chromium, a11y violations fail it,
 * and its picture is compared with a committed baseline: .storybook/screenshots.ts).
 */
/**
 * Workers of each project. Vitest's default is one fewer than the cores: one on this project's 2-core machines,
 * where most of a file's time is its fork starting, its imports and its database waits. Two keep both cores busy
 * (each PostgreSQL suite works in a throwaway database of its own, so files may overlap); for the stories, two
 * pages of the one Chromium. A project does not take the root's value, so each sets it (the unit files ran one
 * after another with the root's alone: Vitest 17 against 11 min), and projects that run side by side must share it.
 */
const WORKERS = 2;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          maxWorkers: WORKERS,
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'ui/**/*.test.ts',
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
      {
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundled once up front: a re-optimisation in the middle of a clean CI run reloads the page and fails it.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'zod',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'storybook/test',
            '@storybook/react-vite',
            '@storybook/addon-a11y/preview',
            '@storybook/addon-docs/preview',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@radix-ui/react-dialog',
            '@radix-ui/react-toast',
            'react-dom/server',
            // app/ stories (account flows) mount pages with their scope, messages and router.
            'effector',
            'effector-react',
            'react-router-dom',
          ],
        },
        test: {
          name: 'storybook',
          maxWorkers: WORKERS,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { compareScreenshot },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
