/**
 * `npm run dev`: the API as in `npm start`, and the web app through Vite in middleware mode
 * (SSR with hot reload, no build step).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWebConfig, webServerOptionsOf } from '../app/server/config';
import { startWebServer } from '../app/server/server';
import { startApiProcess } from '../app/server/launch';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const config = readWebConfig();
  const apiPort = Number(process.env.API_PORT ?? 8000);
  const api = await startApiProcess(root, { apiPort, apiUrl: config.apiUrl, internalUrl: config.apiInternalUrl, webPort: config.port, dataDir: process.env.DATA_DIR });
  const web = await startWebServer({ mode: 'development', ...webServerOptionsOf(config), root });
  console.log(`Storefront (dev): ${web.url}/`);
  console.log(`API:              ${api.url}`);
  const shutdown = async () => {
    await Promise.allSettled([web.close(), api.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
