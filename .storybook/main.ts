import type { StorybookConfig } from '@storybook/react-vite';

/** The workbench: every ui piece and every page state, against the MSW handlers of mocks/. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../ui/**/*.stories.tsx', '../app/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  // public/ holds the MSW service worker (mockServiceWorker.js).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
