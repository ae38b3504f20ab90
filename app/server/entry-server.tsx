/** The SSR bundle's entry (`vite build --ssr app/server/entry-server.tsx`). */
export { renderRequest } from './render';
export type { RenderOptions, RenderResult } from './render';
