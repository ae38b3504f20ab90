/**
 * `npm run realtime`: the realtime server as a process of its own (REALTIME_PORT, default 6001),
 * with the api's Pusher credentials, REDIS_URL and WEB_ORIGINS (api/config.ts). Closes gracefully
 * (4200 to every socket) on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig } from '../config';
import { startRealtime } from './index';

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 6001;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError(`Invalid environment: REALTIME_PORT must be an integer between 1 and 65535 (got ${JSON.stringify(value)})`);
  }
  return port;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const port = portFromEnv(process.env.REALTIME_PORT);
  const log = (level: 'info' | 'warn' | 'error') => (obj: unknown, msg?: string) => {
    if (config.logLevel === 'silent') return;
    console[level === 'info' ? 'log' : level](JSON.stringify({ level, msg, ...(obj instanceof Object ? serializable(obj) : { value: obj }) }));
  };
  const running = await startRealtime({
    app: { id: config.pusher.appId, key: config.pusher.key, secret: config.pusher.secret },
    allowedOrigins: config.webOrigins,
    redisUrl: config.redisUrl,
    host: config.apiHost,
    port,
    logger: { info: log('info'), warn: log('warn'), error: log('error') },
  });
  log('info')({ url: running.url, ws: running.wsUrl, redis: config.redisUrl !== null }, 'realtime server listening');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info')({ signal }, 'realtime server closing');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

function serializable(obj: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) out[key] = value instanceof Error ? { message: value.message, stack: value.stack } : value;
  return out;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
