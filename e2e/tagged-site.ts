/**
 * A second web tier of the product under test, with a tag manager configured (GTM_ID), in front of the same
 * API: `node --import tsx e2e/tagged-site.ts` with PORT, API_URL, PUSHER_APP_KEY and GTM_ID set. It prints
 * `tagged-site ready` once it listens. The rest of the suite runs without GTM_ID, as the product's default.
 */
import path from 'node:path';
import { readWebConfig, webServerOptionsOf } from '../app/server/config';
import { startWebServer } from '../app/server/server';

const root = path.resolve(import.meta.dirname, '..');
const web = await startWebServer({ mode: 'production', ...webServerOptionsOf(readWebConfig(process.env)), root });
console.log(`tagged-site ready ${web.url}`);
process.on('SIGTERM', () => void web.close().then(() => process.exit(0)));
