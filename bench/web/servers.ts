/**
 * The processes `npm run bench:web` measures: the storefront's API and SSR web server started as
 * `npm start` starts them (the API in its own process on PGlite in a throwaway DATA_DIR, seeded; the
 * web server from the production build with the API's generated Pusher key), and the React Router
 * peer served by `react-router-serve` (Express with compression) against the same API. Both web
 * servers are pinned to core 0 (`taskset -c 0`, when present), so neither gets the second core the
 * load generator and Chromium run on.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startApiProcess } from '../../app/server/launch';
import type { ApiProcess } from '../../app/server/launch';

export const root = path.resolve(import.meta.dirname, '../..');
export const toolsDir = import.meta.dirname;
export const peerDir = path.join(root, 'bench/peers/react-router');
export const peerServerBuild = path.join(peerDir, 'node_modules/.cache/peer-build/server/index.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a command with its output in a log file; on failure the log's end is printed and it throws. */
export function run(command: string, args: string[], options: { cwd: string; log: string; env?: NodeJS.ProcessEnv }): void {
  const fd = openSync(options.log, 'a');
  try {
    const result = spawnSync(command, args, { cwd: options.cwd, stdio: ['ignore', fd, fd], env: options.env ?? process.env });
    if (result.status !== 0) {
      const tail = readFileSync(options.log, 'utf8').split('\n').slice(-40).join('\n');
      throw new Error(`${command} ${args.join(' ')} (in ${options.cwd}) failed with ${result.status ?? result.signal}:\n${tail}`);
    }
  } finally {
    closeSync(fd);
  }
}

/** `npm ci` in a folder of its own (the peer, the measuring tools) when its node_modules is missing. */
export function installIfMissing(dir: string, log: string): boolean {
  if (existsSync(path.join(dir, 'node_modules/.package-lock.json'))) return false;
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, log });
  return true;
}

export function buildOurs(log: string): void {
  run('npm', ['run', 'build'], { cwd: root, log });
}

export function buildPeer(log: string): void {
  run('npm', ['run', 'build'], { cwd: peerDir, log });
}

/** Waits until the child answers `url` (with 200, or with anything when `anyStatus`). */
async function waitFor(url: string, child: ChildProcess, name: string, anyStatus = false): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok || anyStatus) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name}: ${url} did not answer`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const pin = spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', '0'] : [];

/** Starts a server on core 0 with its output in a log file (react-router-serve logs every request). */
function pinned(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }): ChildProcess {
  const [command, ...rest] = [...pin, ...args];
  const fd = openSync(options.log, 'a');
  try {
    return spawn(command!, rest, { cwd: options.cwd, stdio: ['ignore', fd, fd], env: options.env });
  } finally {
    closeSync(fd);
  }
}

export interface Servers {
  apiUrl: string;
  oursUrl: string;
  peerUrl: string;
  /** The web servers' process ids (their CPU time is read from /proc). */
  pids: { ours: number; peer: number };
  stop(): Promise<void>;
}

/** Starts the three processes; the web servers' output goes to `{logDir}/ours.log` and `{logDir}/peer.log`. */
export async function startServers(options: {
  dataDir: string;
  seedProducts: string;
  logDir: string;
  /** Node options for our web server only, e.g. `--cpu-prof --cpu-prof-dir=…` (BENCH_PROFILE). */
  oursNodeOptions?: string[];
}): Promise<Servers> {
  const [apiPort, oursPort, peerPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const oursUrl = `http://127.0.0.1:${oursPort}`;
  const peerUrl = `http://127.0.0.1:${peerPort}`;
  const api: ApiProcess = await startApiProcess(root, {
    apiPort,
    apiUrl,
    webPort: oursPort,
    dataDir: options.dataDir,
    extraEnv: { LOG_LEVEL: 'silent', NODE_ENV: 'production', SEED_PRODUCTS: options.seedProducts, PUBLIC_ORIGIN: oursUrl },
  });
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all([...children.map(stop), api.stop()]);
  };
  try {
    // Production mode generated the API's secrets into DATA_DIR on its first start; the web tier hands
    // browsers the same Pusher key, as scripts/start.ts does, so the live channels connect.
    const secrets = JSON.parse(readFileSync(path.join(options.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    const common = { ...process.env, HOST: '127.0.0.1', API_URL: apiUrl, NODE_ENV: 'production' };
    const ours = pinned([process.execPath, ...(options.oursNodeOptions ?? []), '--import', 'tsx', path.join(root, 'app/server/main.ts')], {
      cwd: root,
      env: { ...common, PORT: String(oursPort), PUBLIC_ORIGIN: oursUrl, PUSHER_APP_KEY: secrets.PUSHER_APP_KEY ?? '' },
      log: path.join(options.logDir, 'ours.log'),
    });
    children.push(ours);
    const peer = pinned([process.execPath, path.join(peerDir, 'node_modules/@react-router/serve/bin.js'), peerServerBuild], {
      cwd: peerDir,
      env: { ...common, PORT: String(peerPort) },
      log: path.join(options.logDir, 'peer.log'),
    });
    children.push(peer);
    await Promise.all([waitFor(`${oursUrl}/healthz`, ours, 'the storefront web server'), waitFor(`${peerUrl}/`, peer, 'the peer', true)]);
    return { apiUrl, oursUrl, peerUrl, pids: { ours: ours.pid ?? 0, peer: peer.pid ?? 0 }, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Waits until a page answers 200 (the peer has no health route: its product page is the check). */
export async function waitForPage(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200`);
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The CPU time (user + system) a process has used so far, in ms; NaN without /proc. */
export function cpuTimeMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
