/**
 * A realtime server in a process of its own, for bench/realtime.ts (its RSS is read from
 * /proc/{pid}/status) and e2e/realtime-conformance.spec.ts (which tests it as a black box):
 *
 *   node --import tsx bench/realtime-server.ts ours   # startRealtime (api/realtime)
 *   node --import tsx bench/realtime-server.ts bare   # a bare `ws` broadcast server, the bench's yardstick
 *
 * Options come as JSON in REALTIME_SERVER_OPTIONS (`ours`: RealtimeOptions plus port/host, default
 * port 0 on 127.0.0.1). Once listening it prints one JSON line `{"ready":true,"pid","port","url","wsUrl"}`;
 * each `stats` line on stdin is answered with a JSON line `{"stats":…}` (`gc` first runs a full GC when
 * node was started with --expose-gc); it exits when stdin ends or on SIGTERM/SIGINT.
 */
import { createInterface } from 'node:readline';
import { WebSocketServer, type WebSocket } from 'ws';
import { startRealtime, type RealtimeOptions } from '../api/realtime/index';

type ServerOptions = RealtimeOptions & { port?: number; host?: string };

const mode = process.argv[2] ?? 'ours';
const options = JSON.parse(process.env.REALTIME_SERVER_OPTIONS ?? '{}') as Partial<ServerOptions>;
const host = options.host ?? '127.0.0.1';

type Running = { port: number; url: string; wsUrl: string; stats(): unknown; close(): Promise<void> };

/**
 * The yardstick: every text message a client sends goes, as the same bytes, to every other client
 * (one Buffer, `ws.send` per socket) — the least a broadcast server can do per delivery.
 */
async function startBare(): Promise<Running> {
  const wss = new WebSocketServer({ port: options.port ?? 0, host, perMessageDeflate: false, maxPayload: 1024 * 1024 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (ws: WebSocket) => {
    ws.on('message', (data, isBinary) => {
      for (const client of wss.clients) if (client !== ws && client.readyState === 1) client.send(data, { binary: isBinary });
    });
    ws.on('error', () => undefined);
  });
  const address = wss.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}/`,
    stats: () => ({ connections: wss.clients.size }),
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

async function startOurs(): Promise<Running> {
  if (!options.app) throw new Error('REALTIME_SERVER_OPTIONS needs app {id,key,secret}');
  return startRealtime({ allowedOrigins: '*', ...options, app: options.app, port: options.port ?? 0, host });
}

const running = mode === 'bare' ? await startBare() : await startOurs();
process.stdout.write(`${JSON.stringify({ ready: true, pid: process.pid, port: running.port, url: running.url, wsUrl: running.wsUrl })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await running.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const command = line.trim();
  if (command === 'gc' || command === 'stats') {
    if (command === 'gc') (globalThis as { gc?: () => void }).gc?.();
    process.stdout.write(`${JSON.stringify({ stats: running.stats() })}\n`);
  }
});
lines.on('close', () => void stop());
