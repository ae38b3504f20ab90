/** §7 icons by name from the product's own icon endpoint; the app gives the loader the page's origin and fetch. */
export { ICONS_PATH, ICON_PREFIX, createIconLoader, iconUrls } from './loader';
export type { IconData, IconLoader, IconLoaderEnvironment } from './loader';
