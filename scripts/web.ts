/**
 * The web tier alone (production build in dist/, which it does not rebuild), in front of an API already
 * running at API_URL / API_INTERNAL_URL; every variable as in the README's Configuration. Prints
 * `Web: {url}` once it listens. The end-to-end tests start one with GTM_ID set beside the suite's own product.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWebConfig, webServerOptionsOf } from '../app/server/config';
import { startWebServer } from '../app/server/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'production';
const web = await startWebServer({ mode: 'production', ...webServerOptionsOf(readWebConfig(process.env)), root });
console.log(`Web: ${web.url}`);
process.on('SIGTERM', () => void web.close().then(() => process.exit(0)));
process.on('SIGINT', () => void web.close().then(() => process.exit(0)));
