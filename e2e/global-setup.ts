import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the real product (`scripts/start.ts`) on free ports with a throwaway database. */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  const [port, apiPort] = await Promise.all([freePort(), freePort()]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const apiUrl = `http://localhost:${apiPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), API_URL: apiUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_PRODUCTS: '60', MAIL_VIEWER: 'on' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Storefront:')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // E2E_SERVER_LOG=<file>: the servers' warnings and errors (a proxy failure, a failed render) while the suite runs.
      if (process.env.E2E_SERVER_LOG) appendFileSync(process.env.E2E_SERVER_LOG, chunk);
    });
    child.once('exit', (code) => reject(new Error(`scripts/start.ts exited with ${code}:\n${output}`)));
    setTimeout(() => reject(new Error(`scripts/start.ts did not start within 240s:\n${output}`)), 240_000).unref();
  });
  try {
    await started;
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  process.env.E2E_API_URL = apiUrl;
  // Production mode generated the product's secrets into DATA_DIR on this first start.
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
  process.env.E2E_ADMIN_TOKEN = secrets.ADMIN_TOKEN;
  process.env.E2E_PUSHER_APP_KEY = secrets.PUSHER_APP_KEY;

  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
