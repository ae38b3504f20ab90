/**
 * Starts bench/realtime-server.ts in a child process and talks to it (ready line, `stats`, stop).
 * Used by bench/realtime.ts and e2e/realtime-conformance.spec.ts, neither of which imports the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** stats() of api/realtime (the bare server has connections only). */
export type ServerStats = { connections: number; channels?: number; subscriptions?: number; presenceMembers?: number; pendingOperations?: number };

export type RealtimeProcess = {
  pid: number;
  port: number;
  url: string;
  wsUrl: string;
  child: ChildProcess;
  /** The server's stats() (`gc: true` runs a full GC first when started with --expose-gc). */
  stats(gc?: boolean): Promise<ServerStats>;
  stop(): Promise<void>;
};

export type SpawnOptions = {
  /** Extra node flags (e.g. --cpu-prof, --expose-gc). */
  nodeArgs?: string[];
  /** Open-file limit to ask for (`ulimit -n` in a bash wrapper; the process keeps what it got if refused). */
  openFiles?: number;
  /** Working directory for profiles and the like (default: the repository). */
  cwd?: string;
};

const root = path.resolve(import.meta.dirname, '..');

export async function spawnRealtimeServer(mode: 'ours' | 'bare', options: Record<string, unknown>, spawnOptions: SpawnOptions = {}): Promise<RealtimeProcess> {
  const node = [process.execPath, ...(spawnOptions.nodeArgs ?? []), '--import', 'tsx', path.join(root, 'bench/realtime-server.ts'), mode];
  const quoted = node.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  const limit = spawnOptions.openFiles;
  // bash `exec`s node, so the pid we hold is the server's own (its /proc/{pid}/status is the server's memory).
  const script = limit ? `ulimit -n ${limit} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec ${quoted}` : `exec ${quoted}`;
  const child = spawn('bash', ['-c', script], {
    cwd: spawnOptions.cwd ?? root,
    env: { ...process.env, REALTIME_SERVER_OPTIONS: JSON.stringify(options) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-20_000);
  });
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  let ready: ((line: Record<string, unknown>) => void) | null = null;
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    if (line.ready && ready) ready(line);
    else if (line.stats) waiting.shift()?.(line);
  });
  const first = await new Promise<Record<string, unknown>>((resolve, reject) => {
    ready = resolve;
    const timer = setTimeout(() => reject(new Error(`realtime server (${mode}) did not start in 30 s:\n${stderr}`)), 30_000);
    timer.unref();
    child.once('exit', (code) => reject(new Error(`realtime server (${mode}) exited with ${code}:\n${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: first.pid as number,
    port: first.port as number,
    url: first.url as string,
    wsUrl: first.wsUrl as string,
    child,
    stats(gc = false) {
      return new Promise<ServerStats>((resolve, reject) => {
        if (child.exitCode !== null) return reject(new Error(`realtime server exited:\n${stderr}`));
        waiting.push((line) => resolve(line.stats as ServerStats));
        child.stdin!.write(gc ? 'gc\n' : 'stats\n');
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin!.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
