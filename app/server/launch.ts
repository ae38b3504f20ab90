import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build is made from: a change in any of these makes `npm start` rebuild. */
const BUILD_INPUTS = ['app', 'features', 'ui', 'contract', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const BUILD_OUTPUTS = ['dist/client/index.html', 'dist/server/entry-server.js'];

function newestSourceTime(root: string, entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(full)) {
    // Tests and stories are not part of the build.
    if (/\.(test|stories)\.[jt]sx?$/.test(child) || child === '__screenshots__') continue;
    newest = Math.max(newest, newestSourceTime(root, path.join(entry, child)));
  }
  return newest;
}

/** True when dist/ is missing or older than any source of the web build. */
export function webBuildIsStale(root: string): boolean {
  const outputs = BUILD_OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return BUILD_INPUTS.some((entry) => newestSourceTime(root, entry) > built);
}

export function buildWeb(root: string): void {
  console.log('Building the web app (dist/ is missing or older than the sources)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', 'dist/client'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build (client) failed');
  const ssr = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'app/server/entry-server.tsx', '--outDir', 'dist/server'],
    { cwd: root, stdio: 'inherit' },
  );
  if (ssr.status !== 0) throw new Error('vite build (ssr) failed');
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForApi(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The API exited before answering (exit code ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/v1/products?per_page=1`, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer on ${url} within ${timeoutMs / 1000}s`);
}

/**
 * Starts the API as its own process (`api/main.ts` through tsx, on the same Node), with the
 * embedded database in DATA_DIR — migrated and seeded on its first start — and waits until
 * GET /v1/products answers.
 */
export async function startApiProcess(
  root: string,
  env: { apiPort: number; apiUrl: string; webPort: number; dataDir?: string; extraEnv?: Record<string, string>; internalUrl?: string },
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      // The web server beside it forwards every browser call from this machine (one origin): the API
      // takes the shopper's address from that hop's X-Forwarded-For, or every rate limit would count
      // all shoppers as one address. TRUST_PROXY set by the operator wins.
      TRUST_PROXY: 'loopback',
      ...process.env,
      ...env.extraEnv,
      API_PORT: String(env.apiPort),
      API_URL: env.apiUrl,
      PORT: String(env.webPort),
      ...(env.dataDir ? { DATA_DIR: env.dataDir } : {}),
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitForApi(env.internalUrl ?? env.apiUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: env.apiUrl, child, stop };
}
