/** Files of public/ that only Storybook uses: the MSW service worker must never be served by the product. */
export const STORYBOOK_ONLY_PUBLIC_FILES = ['mockServiceWorker.js'];
