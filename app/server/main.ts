/**
 * The web tier alone (production build, no API): `node --import tsx app/server/main.ts`.
 * The web server is stateless, so several of these can run behind a load balancer against one API.
 */
import path from 'node:path';
import { readWebConfig, webServerOptionsOf } from './config';
import { startWebServer } from './server';

const root = path.resolve(import.meta.dirname, '../..');

async function main() {
  const config = readWebConfig();
  const web = await startWebServer({ mode: 'production', ...webServerOptionsOf(config), root });
  console.log(`Storefront: ${web.url}/ (API ${config.apiUrl})`);
  const shutdown = () => void web.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
