/**
 * `npm run bench:realtime` (not part of `npm test` nor `npm run bench`): the realtime server
 * (api/realtime) under load, its server in a child process (bench/realtime-server.ts), raw `ws`
 * clients speaking protocol 7 in this process:
 *
 * (a) resident memory (VmRSS of the server process, /proc/{pid}/status) with BENCH_RT_IDLE (10,000)
 *     idle sockets subscribed to one public channel;
 * (b) publish → receive latency with BENCH_RT_SUBSCRIBERS (1,000) sockets on one channel: each round
 *     publishes one event through the HTTP API with the `pusher` SDK and times every socket's receipt
 *     from just before it asks for the publish (BENCH_RT_ROUNDS (300) rounds, one at a time). The
 *     publisher runs in a worker thread (bench/realtime-publisher.ts), so its cost does not slow the
 *     thread that counts receipts;
 * (c) fan-out: messages delivered to clients per second, publishing in a loop with BENCH_RT_WINDOW (16)
 *     messages in flight, for BENCH_RT_SECONDS (3), and the server's CPU time per delivery;
 * (d) the same fan-out (and latency) through a bare `ws` broadcast server, and the ratio ours/bare;
 *     (c) and (d) alternate BENCH_RT_TURNS (6) times, medians reported, so the machine's other load
 *     falls on both alike.
 *
 * Goals (realtime issue): p95 ≤ 50 ms at 1,000 subscribers, fan-out ≥ 0.8 × the bare server,
 * 10,000 idle sockets under 1 GiB. BENCH_RT_PROFILE=1 also writes CPU profiles of both servers during
 * (b)–(d) and prints the functions with the most self time (BENCH_RT_KEEP_PROFILE=1 keeps the files).
 *
 * The process re-runs itself under `ulimit -n 65536` (or the hard limit, when that is lower) and says
 * what it got; the server child asks for the same.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { Worker } from 'node:worker_threads';
import { spawnRealtimeServer, type RealtimeProcess } from './realtime-process';
import type { PublisherData } from './realtime-publisher';

const OPEN_FILES = 65_536;

if (process.env.BENCH_RT_WRAPPED !== '1') {
  // Re-run under a raised open-file limit (a process cannot raise its own from Node).
  const self = [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'realtime.ts')].map((part) => `'${part}'`).join(' ');
  const result = spawnSync('bash', ['-c', `ulimit -n ${OPEN_FILES} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec ${self}`], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RT_WRAPPED: '1' },
  });
  process.exit(result.status ?? 1);
}

const IDLE = Number(process.env.BENCH_RT_IDLE ?? 10_000);
const SUBSCRIBERS = Number(process.env.BENCH_RT_SUBSCRIBERS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_RT_ROUNDS ?? 300);
const SECONDS = Number(process.env.BENCH_RT_SECONDS ?? 3);
const WINDOW = Number(process.env.BENCH_RT_WINDOW ?? 16);
const FANOUT_TURNS = Number(process.env.BENCH_RT_TURNS ?? 6);
const PROFILE = process.env.BENCH_RT_PROFILE === '1';
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' };
const QUERY = '?protocol=7&client=js&version=8.4.0&flash=false';
const CHANNEL = 'product_bench';
/** A product update's size: the event's data is about 600 bytes of JSON. */
const PAD = 'x'.repeat(560);
const OURS_OPTIONS = { app: APP, allowedOrigins: '*', port: 0, host: '127.0.0.1', maxPayloadBytes: 100 * 1024 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

function openFileLimit(pid: number | 'self'): string {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Max open files'));
  const [soft, hard] = line?.split(/\s{2,}/).slice(1, 3) ?? ['?', '?'];
  return `${soft} (hard ${hard})`;
}

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(/(\d+) kB/.exec(status.split('\n').find((line) => line.startsWith(field)) ?? '')?.[1] ?? NaN);
  return { rss: kb('VmRSS:') * 1024, hwm: kb('VmHWM:') * 1024 };
}

/** CPU seconds (user + system) the process has used so far (/proc/{pid}/stat, clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds every process on the machine has used so far (/proc/stat: all but idle and iowait). */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks as number[];
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
}

/** How many cores the machine's other processes (not this bench, not `pids`) used on average from now until `stop()`. */
function othersMeter(pids: number[]): () => number {
  const ours = () => pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0) + (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
  const start = now();
  const busy0 = machineBusySeconds();
  const ours0 = ours();
  return () => (machineBusySeconds() - busy0 - (ours() - ours0)) / ((now() - start) / 1000);
}
const busyNote = (others: number) => (others > 0.3 ? ` (machine busy: other processes used ${others.toFixed(1)} of ${os.cpus().length} cores meanwhile)` : '');

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

// ---------------------------------------------------------------------------------------------
// Clients
// ---------------------------------------------------------------------------------------------

type Client = { ws: WebSocket; onFrame: ((text: string | null, bytes: number) => void) | null };

/**
 * Opens `count` sockets (`inFlight` handshakes at a time), spread over 127.0.0.2–127.0.0.41 so the
 * ephemeral ports of one source address are not the limit; with `subscribe` each joins `channel` and
 * is counted once its subscription_succeeded arrives.
 */
async function openClients(url: string, count: number, subscribe: string | null, inFlight = 400): Promise<Client[]> {
  const clients: Client[] = [];
  let next = 0;
  let failed = 0;
  const openOne = (index: number) =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, localAddress: `127.0.0.${2 + (index % 40)}` });
      const client: Client = { ws, onFrame: null };
      let settled = false;
      const done = (ok: boolean) => {
        if (settled) return;
        settled = true;
        if (ok) clients.push(client);
        else failed++;
        resolve();
      };
      ws.on('error', () => done(false));
      ws.on('close', () => done(false));
      ws.on('message', (data: Buffer) => {
        if (!settled) {
          const text = data.toString();
          if (text.includes('pusher:connection_established')) {
            if (subscribe === null) return done(true);
            ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: subscribe, auth: '' } }));
          } else if (text.includes('subscription_succeeded')) done(true);
          else if (text.includes('pusher:ping')) ws.send('{"event":"pusher:pong","data":{}}');
          return;
        }
        client.onFrame?.(null, data.length);
      });
      if (subscribe === null && !url.includes('/app/')) ws.on('open', () => done(true));
    });
  const lane = async () => {
    while (next < count) await openOne(next++);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, lane));
  if (failed > 0) console.log(`  (${failed} of ${count} sockets failed to open)`);
  return clients;
}

async function closeClients(clients: Client[]) {
  for (const client of clients) client.ws.terminate();
  await sleep(200);
}

// ---------------------------------------------------------------------------------------------
// Publishing and measuring
// ---------------------------------------------------------------------------------------------

type Publish = (round: number) => Promise<unknown>;

/** Every receipt's delay from just before the publish, round by round, and each round's last receipt. */
async function measureLatency(clients: Client[], publish: Publish, rounds: number) {
  const receipts: number[] = [];
  const lasts: number[] = [];
  let lost = 0;
  for (let round = 0; round < rounds; round++) {
    let got = 0;
    const start = now();
    let last = start;
    const all = new Promise<void>((resolve) => {
      for (const client of clients) {
        client.onFrame = (_text, _bytes) => {
          last = now();
          receipts.push(last - start);
          if (++got === clients.length) resolve();
        };
      }
    });
    await publish(round);
    const ok = await Promise.race([all.then(() => true), sleep(5_000).then(() => false)]);
    if (!ok) lost += clients.length - got;
    lasts.push(last - start);
    await sleep(2);
  }
  for (const client of clients) client.onFrame = null;
  return { receipts, lasts, lost };
}

/** Deliveries per second with `window` messages in flight (a message counts as landed when N receipts came in). */
async function measureFanout(clients: Client[], publish: Publish, seconds: number, window: number, serverPid: number) {
  let received = 0;
  const n = clients.length;
  const waiters: (() => void)[] = [];
  const wakeAll = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  for (const client of clients) {
    client.onFrame = () => {
      if (++received % n === 0) wakeAll();
    };
  }
  let published = 0;
  let errors = 0;
  const start = now();
  const serverCpu0 = cpuSecondsOf(serverPid);
  const benchCpu0 = process.cpuUsage();
  const end = start + seconds * 1000;
  const tick = setInterval(wakeAll, 5);
  const lane = async () => {
    while (now() < end) {
      if (published - Math.floor(received / n) >= window) {
        await new Promise<void>((resolve) => waiters.push(resolve));
        continue;
      }
      published++;
      await publish(published).catch(() => errors++);
    }
  };
  await Promise.all(Array.from({ length: window }, lane));
  const elapsed = (now() - start) / 1000;
  const delivered = received;
  const serverCpu = cpuSecondsOf(serverPid) - serverCpu0;
  const benchUsage = process.cpuUsage(benchCpu0);
  const benchCpu = (benchUsage.user + benchUsage.system) / 1e6;
  clearInterval(tick);
  // Let the tail drain before the next phase.
  const drainUntil = now() + 5_000;
  while (received < published * n && now() < drainUntil) await sleep(20);
  for (const client of clients) client.onFrame = null;
  return {
    perSecond: delivered / elapsed,
    messagesPerSecond: delivered / n / elapsed,
    published,
    errors,
    elapsed,
    /** Share of one core the server used, and its CPU time per delivery (µs). */
    serverLoad: serverCpu / elapsed,
    serverMicrosPerDelivery: (serverCpu * 1e6) / Math.max(1, delivered),
    clientLoad: benchCpu / elapsed,
  };
}

/** A publisher in a worker thread (bench/realtime-publisher.ts): `publish(round)` resolves when the worker has published. */
async function publisherThread(mode: 'ours' | 'bare', server: RealtimeProcess): Promise<{ publish: Publish; close: () => Promise<number> }> {
  const data: PublisherData = { mode, port: server.port, wsUrl: server.wsUrl, app: APP, channel: CHANNEL, pad: PAD };
  const worker = new Worker(new URL('./realtime-publisher.ts', import.meta.url), { workerData: data });
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { ready?: boolean; round?: number; error?: string }) => {
      if (message.ready) return resolve();
      const waiter = pending.get(message.round!);
      pending.delete(message.round!);
      if (message.error) waiter?.reject(new Error(message.error));
      else waiter?.resolve();
    });
  });
  return {
    publish: (round) =>
      new Promise<void>((resolve, reject) => {
        pending.set(round, { resolve, reject });
        worker.postMessage({ round });
      }),
    close: () => worker.terminate(),
  };
}

// ---------------------------------------------------------------------------------------------
// Profile summary
// ---------------------------------------------------------------------------------------------

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };

function summariseProfile(dir: string, name: string) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return console.log('  (no CPU profile was written)');
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };
  const perSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const self = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^file:\/\//, '').replace(`${path.resolve(import.meta.dirname, '..')}/`, '')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + hits);
  }
  console.log(`\nCPU profile of ${name} during (b)–(d): ${((total * perSample) / 1000).toFixed(1)} s sampled; self time by function:`);
  for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
  console.log(`  (profile: ${path.join(dir, file)})`);
}

// ---------------------------------------------------------------------------------------------

const started = now();
const rows: [string, string, string][] = [];
const goals: string[] = [];
console.log(`realtime bench, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`);
console.log(`open files: this process ${openFileLimit('self')} (asked for ${OPEN_FILES})`);

// (a) memory with idle sockets
{
  const server = await spawnRealtimeServer('ours', OURS_OPTIONS, { openFiles: OPEN_FILES, nodeArgs: ['--expose-gc'] });
  console.log(`open files: server ${openFileLimit(server.pid)}`);
  await server.stats(true);
  await sleep(300);
  const empty = memoryOf(server.pid);
  const othersA = othersMeter([server.pid]);
  const t0 = now();
  const clients = await openClients(server.wsUrl + QUERY, IDLE, 'idle');
  const connectSeconds = (now() - t0) / 1000;
  await sleep(1_000);
  const stats = await server.stats(true);
  await sleep(500);
  const loaded = memoryOf(server.pid);
  console.log(`(a) ${clients.length} idle sockets subscribed in ${connectSeconds.toFixed(1)} s; server stats ${JSON.stringify(stats)}${busyNote(othersA())}`);
  const perSocket = (loaded.rss - empty.rss) / Math.max(1, clients.length);
  rows.push([`(a) RSS, ${clients.length.toLocaleString('en')} idle sockets on 1 public channel`, `${mib(loaded.rss)} (empty server ${mib(empty.rss)}, ≈${(perSocket / 1024).toFixed(1)} KiB per socket; peak ${mib(loaded.hwm)})`, `< 1 GiB: ${loaded.rss < 1024 ** 3 && clients.length === IDLE ? 'met' : 'MISSED'}`]);
  if (!(loaded.rss < 1024 ** 3 && clients.length === IDLE)) goals.push('memory');
  await closeClients(clients);
  await server.stop();
}

// (b) latency, (c)/(d) fan-out: both servers up side by side with their own subscribers; the
// fan-out windows alternate ours, bare, ours, bare … so that the machine's other load hits both alike.
const profileDir = PROFILE ? mkdtempSync(path.join(os.tmpdir(), 'realtime-profile-')) : null;
type Fanout = Awaited<ReturnType<typeof measureFanout>>;
const cpuText = (fanout: Fanout) =>
  `server ${(100 * fanout.serverLoad).toFixed(0)}% of a core, ${fanout.serverMicrosPerDelivery.toFixed(2)} µs CPU per delivery; clients ${(100 * fanout.clientLoad).toFixed(0)}%`;
const median = (values: number[]) => pct(values, 50);
{
  const profileArgs = (name: string) => (profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : []);
  const oursServer = await spawnRealtimeServer('ours', OURS_OPTIONS, { openFiles: OPEN_FILES, nodeArgs: profileArgs('ours') });
  const bareServer = await spawnRealtimeServer('bare', {}, { openFiles: OPEN_FILES, nodeArgs: profileArgs('bare') });
  const oursClients = await openClients(oursServer.wsUrl + QUERY, SUBSCRIBERS, CHANNEL);
  const bareClients = await openClients(bareServer.wsUrl, SUBSCRIBERS, null);
  const oursPublisher = await publisherThread('ours', oursServer);
  const barePublisher = await publisherThread('bare', bareServer);
  const oursPublish = oursPublisher.publish;
  const barePublish = barePublisher.publish;

  await measureLatency(oursClients, oursPublish, 20); // warm-up
  const othersB = othersMeter([oursServer.pid, bareServer.pid]);
  const latency = await measureLatency(oursClients, oursPublish, ROUNDS);
  const othersDuringLatency = othersB();
  await measureLatency(bareClients, barePublish, 20);
  const bareLatency = await measureLatency(bareClients, barePublish, ROUNDS);
  const p = (q: number) => pct(latency.receipts, q).toFixed(1);
  const latencyMet = pct(latency.receipts, 95) <= 50 && !latency.lost;
  rows.push([
    `(b) publish → receipt, ${oursClients.length.toLocaleString('en')} subscribers, ${ROUNDS} rounds (pusher SDK → HTTP API)`,
    `p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms; a round's last receipt p50 ${median(latency.lasts).toFixed(1)} / p95 ${pct(latency.lasts, 95).toFixed(1)} ms${latency.lost ? `; ${latency.lost} receipts missing` : ''}`,
    `p95 ≤ 50 ms: ${latencyMet ? 'met' : 'MISSED'}${busyNote(othersDuringLatency)}`,
  ]);
  if (!latencyMet) goals.push('latency');

  const ours: Fanout[] = [];
  const bare: Fanout[] = [];
  const othersC = othersMeter([oursServer.pid, bareServer.pid]);
  for (let turn = 0; turn < FANOUT_TURNS; turn++) {
    ours.push(await measureFanout(oursClients, oursPublish, SECONDS, WINDOW, oursServer.pid));
    bare.push(await measureFanout(bareClients, barePublish, SECONDS, WINDOW, bareServer.pid));
  }
  const summary = (runs: Fanout[]) =>
    `${Math.round(median(runs.map((run) => run.perSecond))).toLocaleString('en')} deliveries/s (median of ${runs.length}: ${runs.map((run) => Math.round(run.perSecond / 1000)).join(', ')} k); ` +
    cpuText({ ...runs[0]!, serverLoad: median(runs.map((run) => run.serverLoad)), serverMicrosPerDelivery: median(runs.map((run) => run.serverMicrosPerDelivery)), clientLoad: median(runs.map((run) => run.clientLoad)) });
  rows.push([`(c) fan-out, ${oursClients.length.toLocaleString('en')} subscribers, ${WINDOW} publishes in flight, ${SECONDS} s × ${FANOUT_TURNS}`, summary(ours), '']);
  rows.push([
    `(d) bare ws broadcast server, same clients and frames`,
    `${summary(bare)}; publish → receipt p50 ${median(bareLatency.receipts).toFixed(1)} / p95 ${pct(bareLatency.receipts, 95).toFixed(1)} / p99 ${pct(bareLatency.receipts, 99).toFixed(1)} ms (ws publisher)`,
    '',
  ]);
  const othersDuringFanout = othersC();
  const ratios = ours.map((run, i) => run.perSecond / bare[i]!.perSecond);
  const ratio = median(ratios);
  const efficiency = median(bare.map((run) => run.serverMicrosPerDelivery)) / median(ours.map((run) => run.serverMicrosPerDelivery));
  rows.push([
    `(c)/(d) fan-out ours / bare`,
    `${ratio.toFixed(2)}× deliveries/s (turns: ${ratios.map((value) => value.toFixed(2)).join(', ')}); ${efficiency.toFixed(2)}× in server CPU per delivery (bare µs / ours µs)`,
    `≥ 0.8×: ${ratio >= 0.8 ? 'met' : 'MISSED'}${busyNote(othersDuringFanout)}`,
  ]);
  if (ratio < 0.8) goals.push('fan-out');

  await Promise.all([oursPublisher.close(), barePublisher.close()]);
  await closeClients(oursClients);
  await closeClients(bareClients);
  await Promise.all([oursServer.stop(), bareServer.stop()]);
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'measure'.padEnd(width)} | result | goal`);
for (const [name, result, goal] of rows) console.log(`${name.padEnd(width)} | ${result} | ${goal}`);
console.log(`\nload average after: ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}; total ${((now() - started) / 1000).toFixed(0)} s`);
if (goals.length > 0) console.log(`goals missed: ${goals.join(', ')}`);
if (profileDir) {
  summariseProfile(path.join(profileDir, 'ours'), 'our server');
  summariseProfile(path.join(profileDir, 'bare'), 'the bare server');
  if (process.env.BENCH_RT_KEEP_PROFILE !== '1') rmSync(profileDir, { recursive: true, force: true });
}
process.exit(0);
