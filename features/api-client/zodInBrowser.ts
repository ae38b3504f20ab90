// What `zod` resolves to in every Vite build (vite.config.ts `resolve.alias`): zod itself, told first —
// before any module builds a schema — that in the browser it must not compile its fast path. The page's
// Content Security Policy refuses eval, so that path can never run there; left on, zod would still probe
// for it (`new Function('')`) on its first object schema and Chromium would file a CSP violation.
// Node (SSR, the API, unit tests) keeps the fast path.
import { config } from 'zod/v4/core';

if (typeof document !== 'undefined') config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
