/**
 * `npm start`: builds the web app when dist/ is missing or stale, starts the API (PGlite in
 * DATA_DIR, seeded on first start) on API_PORT, then the SSR web server on PORT; prints both
 * URLs and shuts both down on SIGINT/SIGTERM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../api/config';
import { readWebConfig, webServerOptionsOf } from '../app/server/config';
import { startWebServer } from '../app/server/server';
import { buildWeb, startApiProcess, webBuildIsStale } from '../app/server/launch';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  process.env.NODE_ENV ??= 'production';
  // A shop to try out of the box: without a real gateway, payments go to the local SIBS sandbox
  // (under production the api serves it only when asked by name).
  if (!process.env.SIBS_BASE_URL) process.env.SIBS_SANDBOX ??= 'on';
  // The api's secrets first (under production: generated once into DATA_DIR, resolved as the api
  // process resolves it from the root), so the web tier hands browsers the api's own PUSHER_APP_KEY.
  const apiConfig = loadConfig({ ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR || '.data') });
  const config = readWebConfig({ ...process.env, PUSHER_APP_KEY: apiConfig.pusher.key });
  const apiPort = Number(process.env.API_PORT ?? 8000);
  if (webBuildIsStale(root)) buildWeb(root);

  const api = await startApiProcess(root, { apiPort, apiUrl: config.apiUrl, internalUrl: config.apiInternalUrl, webPort: config.port, dataDir: process.env.DATA_DIR });
  let web;
  try {
    web = await startWebServer({ mode: 'production', ...webServerOptionsOf(config), root });
  } catch (error) {
    await api.stop();
    throw error;
  }
  console.log(`Storefront: ${web.url}/ (pt), ${web.url}/en, ${web.url}/es, ${web.url}/fr`);
  console.log(`API:        ${api.url}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping…`);
    await Promise.allSettled([web.close(), api.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  api.child.once('exit', (code) => {
    if (stopping) return;
    console.error(`The API stopped (exit code ${code}); stopping the web server.`);
    void web.close().then(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
