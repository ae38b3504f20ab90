import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, usesDevAdminToken, type Config } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { isReadModelEmpty, rebuildReadModel } from './db/read-model';
import { isCatalogueEmpty, seedCatalogue } from './db/seed';

export type RunningApi = { url: string; close(): Promise<void> };

/**
 * Opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies migrations, seeds an empty
 * catalogue with SEED_PRODUCTS products, and listens. `port` overrides API_PORT (0 = any free port).
 */
export async function startApi(config: Config, options: { port?: number; host?: string } = {}): Promise<RunningApi> {
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await database.migrate();
    if (config.seedProducts > 0 && (await isCatalogueEmpty(database))) {
      await seedCatalogue(database, { products: config.seedProducts });
    } else if (await isReadModelEmpty(database.query)) {
      // A catalogue seeded before the read model existed: build it once.
      await rebuildReadModel(database.query);
    }
    const app = await buildApp({ config, database });
    // In the background: the first requests find the facets and the search words ready.
    app.catalog.warm().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue warm-up failed'));
    // The chat assistant trains its understanding once (under a second); its first message waits for it.
    app.assistant.warm();
    const host = options.host ?? config.apiHost;
    await app.listen({ port: options.port ?? config.apiPort, host });
    // Background jobs (webhook processing, reconciliation, …) run once the api serves.
    app.jobs.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? config.apiPort);
    let closing: Promise<void> | null = null;
    return {
      url: `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`,
      close() {
        closing ??= app.jobs
          .stop()
          .then(() => app.close())
          .then(() => database.close());
        return closing;
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (config.secrets && config.secrets.fromFile.length > 0) {
    process.stdout.write(`Secrets ${config.secrets.fromFile.join(', ')}: generated once, kept in ${config.secrets.file} (mode 0600)\n`);
  }
  const api = await startApi(config);
  process.stdout.write(`API listening on ${config.apiUrl} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})\n`);
  process.stdout.write(
    config.realtimeUrl
      ? `Realtime: publishing to ${config.realtimeUrl} (REALTIME_URL)\n`
      : `Realtime: in-process, WebSocket ${config.apiUrl.replace(/^http/, 'ws')}/app/${config.pusher.key}\n`,
  );
  process.stdout.write(
    config.sibs.sandbox
      ? `SIBS: local sandbox at ${config.sibs.baseUrl}, operator page ${config.apiUrl}/sibs-sandbox/\n`
      : config.sibs.baseUrl.startsWith(`${config.apiUrl}/sibs-sandbox/`)
        ? 'SIBS: SIBS_BASE_URL is unset and the sandbox is off under NODE_ENV=production: payments will fail (set SIBS_BASE_URL, or SIBS_SANDBOX=on for the local sandbox)\n'
        : `SIBS: ${config.sibs.baseUrl}\n`,
  );
  if (usesDevAdminToken(config)) {
    process.stdout.write(`Development ADMIN_TOKEN: ${config.adminToken} (set ADMIN_TOKEN in production)\n`);
  }
  const shutdown = (signal: string) => {
    process.stdout.write(`${signal} received, closing the API\n`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
