import { config } from 'zod';

// The page's Content Security Policy refuses eval, so zod's compiled fast path can never run in the
// browser; left on, zod would still probe for it (`new Function('')`) and Chromium would file a CSP
// violation for the probe. Evaluated before the contract's schemas are built (contractSchemas.ts
// imports it first); the server keeps the fast path.
if (typeof document !== 'undefined') config({ jitless: true });
