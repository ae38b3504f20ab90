/**
 * SSR of the home page under load: the production build (rebuilt when stale), the real API on
 * PGlite (a temporary DATA_DIR, seeded) in its own process, and the web server in its own process
 * pinned to one core (taskset -c 0). autocannon hits `/` and `/en` and prints requests/s and
 * latency percentiles. BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10)
 * tune the load.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildWeb, startApiProcess, webBuildIsStale } from '../app/server/launch';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = path.resolve(import.meta.dirname, '..');

type Row = { api: string; page: string; rps: number; p50: number; p99: number; errors: number; kb: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`the web server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function load(url: string, page: string, api: string): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, caches)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    api,
    page,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    kb: result.throughput.average / result.requests.average / 1024,
  };
}

function printTable(rows: Row[]) {
  const header = ['API', 'page', 'req/s', 'p50 ms', 'p99 ms', 'KB/response', 'errors'];
  const lines = rows.map((r) => [r.api, r.page, r.rps.toFixed(0), String(r.p50), String(r.p99), r.kb.toFixed(1), String(r.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  process.stdout.write(
    `\nSSR home (24 products), web server on one core, ${CONNECTIONS} connections × ${DURATION} s\n` +
      [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n') +
      '\n',
  );
}

if (webBuildIsStale(root)) buildWeb(root);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ssr-'));
const [port, apiPort] = await Promise.all([freePort(), freePort()]);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const api = await startApiProcess(root, {
  apiPort,
  apiUrl,
  webPort: port,
  dataDir,
  extraEnv: { LOG_LEVEL: 'silent', NODE_ENV: 'production', SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '600' },
});
const pin = spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', '0'] : [];

function startWeb(webPort: number, webApiUrl: string): ChildProcess {
  const [command, ...args] = [...pin, process.execPath, '--import', 'tsx', path.join(root, 'app/server/main.ts')];
  return spawn(command!, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(webPort), HOST: '127.0.0.1', API_URL: webApiUrl, NODE_ENV: 'production' },
  });
}

/** Serves the real API's recorded answers, so a second run measures the web tier alone. */
async function startRecordedApi(recorded: Map<string, Buffer>): Promise<{ url: string; close(): void }> {
  const server = http.createServer((request, response) => {
    const body = recorded.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(body ?? '{"message":"Not Found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => server.close() };
}

const rows: Row[] = [];
let web = startWeb(port, apiUrl);
let recordedApi: { url: string; close(): void } | undefined;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, web);
  rows.push(await load(`${base}/`, '/ (pt)', 'real (PGlite)'), await load(`${base}/en`, '/en', 'real (PGlite)'));

  const recorded = new Map<string, Buffer>();
  for (const locale of ['pt', 'en']) {
    const query = `/v1/products?locale=${locale}&page=1&per_page=24`;
    recorded.set(query, Buffer.from(await (await fetch(apiUrl + query)).arrayBuffer()));
  }
  recordedApi = await startRecordedApi(recorded);
  await stop(web);
  web = startWeb(port, recordedApi.url);
  await waitFor(`${base}/healthz`, web);
  rows.push(await load(`${base}/`, '/ (pt)', 'recorded'), await load(`${base}/en`, '/en', 'recorded'));
  printTable(rows);
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
} finally {
  await Promise.all([stop(web), api.stop()]);
  recordedApi?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
