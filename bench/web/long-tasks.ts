/**
 * Where the main thread goes while a page loads and hydrates: a Chromium performance trace under 4× CPU
 * throttling (as Lighthouse's mobile preset), its long tasks (> 50 ms) and what each one is — script
 * evaluation of which chunk, React's render/hydration, its commit, effects (by source file), layout.
 *
 *   npx tsx bench/web/long-tasks.ts http://localhost:4310 [home,listing,product]
 *
 * The server is one started as `npm start` does (production build, seeded products). `LOADS` (default 3)
 * loads per page, fresh context each; the totals are the median load, whose tasks are listed.
 * `THROTTLE` (default 4), `CHROME_PATH` (default /usr/bin/chromium), `JSON_OUT` (write every figure there).
 * Frames are resolved through the build's source maps (dist/client/assets/*.map of this checkout, or
 * `DIST_DIR`), so React's phases and our components are named, not their minified names.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';

const base = (process.argv[2] ?? 'http://localhost:4310').replace(/\/$/, '');
const pages = (process.argv[3] ?? 'home,listing,product').split(',').filter(Boolean);
const LOADS = Number(process.env.LOADS ?? 3);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
/**
 * `simulate` (default): Chromium runs at full speed and each task counts its thread (CPU) time × THROTTLE,
 * as Lighthouse's simulated throttling does; on a loaded machine wall time mostly measures the other
 * processes. `devtools`: CDP `Emulation.setCPUThrottlingRate` slows the page and tasks count wall time.
 */
const MODE = process.env.THROTTLE_MODE === 'devtools' ? 'devtools' : 'simulate';
/** An event's length in ms as this run counts it. */
const spanMs = (event: { dur?: number; tdur?: number }) => (MODE === 'simulate' ? ((event.tdur ?? event.dur ?? 0) * THROTTLE) / 1000 : (event.dur ?? 0) / 1000);
const distDir = process.env.DIST_DIR ?? path.resolve(import.meta.dirname, '../../dist/client');
const LONG_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string; cpuProfile?: CpuProfile; timeDeltas?: number[]; startTime?: number } };
}
interface CallFrame { functionName: string; url?: string; lineNumber?: number; columnNumber?: number }
interface ProfileNode { id: number; parent?: number; callFrame: CallFrame }
interface CpuProfile { nodes?: ProfileNode[]; samples?: number[] }

async function pageUrls(): Promise<Record<string, string>> {
  const apiUrl = process.env.API_URL ?? base.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`);
  const products = (await (await fetch(`${apiUrl}/v1/products?per_page=1`)).json()) as { data: { slug: string }[] };
  const menu = (await (await fetch(`${apiUrl}/cms/v1/menu`)).json()) as { data: { segment: string | null }[] };
  const slug = products.data[0]?.slug;
  const segment = menu.data.find((item) => item.segment)?.segment;
  return {
    home: `${base}/en`,
    listing: `${base}/en/segment/${segment}`,
    product: `${base}/en/product/${slug}`,
    search: `${base}/en/search?q=${encodeURIComponent(slug?.split('-')[0] ?? 'linen')}`,
  };
}

/* Source maps of the build: a script URL and a 0-based line/column → the original file and function. */
const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = path.join(distDir, new URL(url).pathname);
    maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(url)!;
}
interface Frame { file: string; name: string; line?: number }
function resolveFrame(frame: CallFrame): Frame {
  if (!frame.url?.startsWith('http')) return { file: frame.url || '(native)', name: frame.functionName || '(anonymous)' };
  const map = mapOf(frame.url);
  const fallback = { file: new URL(frame.url).pathname, name: frame.functionName || '(anonymous)' };
  if (!map || frame.lineNumber === undefined || frame.lineNumber < 0) return fallback;
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: Math.max(frame.columnNumber ?? 0, 0) });
  if (!position.source) return fallback;
  const file = position.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, 'npm:');
  return { file, name: position.name || frame.functionName || '(anonymous)', line: position.line ?? undefined };
}

/** Short names: a package by its name, our files by their path. */
function fileLabel(file: string): string {
  if (file.startsWith('npm:')) {
    const parts = file.slice(4).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return file;
}

/* React's phases by the function names of react-dom's production build (the source maps name them). */
const PHASES: [string, RegExp][] = [
  ['passive effects', /^(flushPassiveEffects|commitPassiveMountOnFiber|commitHookPassiveMountEffects|recursivelyTraversePassiveMountEffects)/],
  ['layout effects', /^(commitLayoutEffects|commitLayoutEffectOnFiber|commitHookLayoutEffects|recursivelyTraverseLayoutEffects)/],
  ['commit', /^(commitRoot|commitMutationEffects|commitRootImpl|flushMutationEffects|flushLayoutEffects)/],
  ['render/hydrate', /^(performWorkOnRoot|renderRootSync|renderRootConcurrent|workLoopSync|workLoopConcurrent|performUnitOfWork|beginWork|hydrateRoot)/],
];

interface Sample { ts: number; stack: Frame[] }
interface Task {
  startMs: number;
  durMs: number;
  what: string[];
  phases: Record<string, number>;
  files: Record<string, number>;
  /** Our files (not packages) on the stack below an effect or render: which component or model spent it. */
  owners: Record<string, number>;
}
interface Load {
  tasks: Task[];
  longTotalMs: number;
  blockingMs: number;
  /** Blocking time of the tasks that start after the first contentful paint, as Lighthouse's TBT counts it. */
  afterFcpBlockingMs: number;
  fcpMs: number;
  hydratedMs: number;
}

function add(record: Record<string, number>, key: string, ms: number) {
  record[key] = (record[key] ?? 0) + ms;
}

function analyse(events: TraceEvent[], navigationTs: number): Omit<Load, 'hydratedMs'> {
  // The page's main thread: the renderer main thread with the most task time.
  const names = new Map<string, string>();
  for (const event of events) if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const taskTime = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && names.get(key) === 'CrRendererMain') taskTime.set(key, (taskTime.get(key) ?? 0) + (event.dur ?? 0));
  }
  const main = [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);

  // CPU samples of that thread (the trace's sampling profiler), each with its resolved stack.
  const nodes = new Map<number, ProfileNode>();
  const frames = new Map<number, Frame>();
  const samples: Sample[] = [];
  let clock = 0;
  const mainPid = Number(main?.split(':')[0]);
  for (const event of events) {
    if (event.pid !== mainPid) continue;
    if (event.name === 'Profile') clock = Number(event.args?.data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      clock += deltas[index] ?? 0;
      const stack: Frame[] = [];
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        if (!frames.has(node.id)) frames.set(node.id, resolveFrame(node.callFrame));
        stack.push(frames.get(node.id)!);
      }
      samples.push({ ts: clock, stack });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);

  const tasks: Task[] = [];
  const runTasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && spanMs(event) > LONG_MS && event.ts >= navigationTs);
  for (const task of runTasks) {
    const end = task.ts + task.dur!;
    // What the task ran: its direct children that say so (scripts by chunk, timers, events, layout).
    const what = new Map<string, number>();
    for (const event of onMain) {
      if (event.ph !== 'X' || event.ts < task.ts || event.ts > end || event === task) continue;
      const data = event.args?.data;
      const chunk = data?.url ? path.basename(new URL(String(data.url), base).pathname) : '';
      let label: string | null = null;
      if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') label = `evaluate ${chunk || '(inline)'}`;
      else if (event.name === 'v8.compileModule' || event.name === 'v8.compile' || event.name === 'V8.CompileCode') label = `compile ${chunk}`.trim();
      else if (event.name === 'FunctionCall') label = `call ${chunk}${data?.functionName ? ` ${String(data.functionName)}` : ''}`;
      else if (['TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'RunMicrotasks', 'MajorGC', 'MinorGC', 'Paint', 'ParseAuthorStyleSheet'].includes(event.name)) label = event.name;
      else if (event.name === 'EventDispatch') label = `event ${String(data?.type ?? '')}`;
      if (label) what.set(label, (what.get(label) ?? 0) + spanMs(event));
    }
    const phases: Record<string, number> = {};
    const files: Record<string, number> = {};
    const owners: Record<string, number> = {};
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const perSample = inTask.length ? spanMs(task) / inTask.length : 0;
    for (const sample of inTask) {
      const leaf = sample.stack[0];
      add(files, leaf ? `${fileLabel(leaf.file)}${process.env.DETAIL ? ` ${leaf.name}` : ''}` : '(idle)', perSample);
      const phase = PHASES.find(([, pattern]) => sample.stack.some((frame) => pattern.test(frame.name)))?.[0];
      add(phases, phase ?? (sample.stack.some((frame) => frame.file.startsWith('npm:react-dom')) ? 'react (other)' : 'script'), perSample);
      const owner = sample.stack.find((frame) => !frame.file.startsWith('npm:') && frame.line !== undefined);
      if (owner) add(owners, `${owner.file}:${owner.line} ${owner.name}`, perSample);
    }
    tasks.push({
      startMs: (task.ts - navigationTs) / 1000,
      durMs: spanMs(task),
      what: [...what].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([label, ms]) => `${label} ${ms.toFixed(0)}`),
      phases,
      files,
      owners,
    });
  }
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigationTs);
  const fcpMs = fcp ? (fcp.ts - navigationTs) / 1000 : NaN;
  return {
    tasks,
    fcpMs,
    afterFcpBlockingMs: tasks.filter((task) => !(task.startMs < fcpMs)).reduce((sum, task) => sum + task.durMs - LONG_MS, 0),
    longTotalMs: tasks.reduce((sum, task) => sum + task.durMs, 0),
    blockingMs: tasks.reduce((sum, task) => sum + task.durMs - LONG_MS, 0),
  };
}

const top = (record: Record<string, number>, n: number) =>
  Object.entries(record)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .filter(([, ms]) => ms >= 5)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(', ');

async function main() {
  const urls = await pageUrls();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: Record<string, { url: string; loads: Load[] }> = {};
  try {
    for (const name of pages) {
      const url = urls[name];
      if (!url) throw new Error(`Unknown page ${name} (home, listing, product, search)`);
      const loads: Load[] = [];
      for (let round = 0; round < LOADS; round += 1) {
        // Lighthouse's mobile emulation (Moto G Power): 412×823 at 1.75, touch.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        if (MODE === 'devtools') await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
        const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
        await cdp.send('Tracing.start', {
          transferMode: 'ReportEvents',
          traceConfig: {
            includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'disabled-by-default-v8.cpu_profiler', 'toplevel', 'loading', 'blink.user_timing', '__metadata'],
          },
        });
        const started = performance.now();
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
        const hydratedMs = performance.now() - started;
        // What runs after hydration (idle imports, effects, the live connection) counts too, as in TBT.
        await page.waitForTimeout(4000);
        await cdp.send('Tracing.end');
        await complete;
        await context.close();
        const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data && String(event.args.data.documentLoaderURL ?? '').startsWith(base));
        const navigationTs = navigation?.ts ?? Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
        loads.push({ ...analyse(events, navigationTs), hydratedMs });
      }
      results[name] = { url, loads };
      const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const sorted = [...loads].sort((a, b) => a.longTotalMs - b.longTotalMs);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      console.log(`\n## ${name} ${url} (${MODE}, ${THROTTLE}× CPU)`);
      console.log(
        `long tasks (ms, ${LOADS} loads): ${loads.map((load) => load.longTotalMs.toFixed(0)).join(' / ')} — median ${median.longTotalMs.toFixed(0)}; ` +
          `blocking (sum of task − 50 ms) median ${middle(loads.map((load) => load.blockingMs)).toFixed(0)}, ` +
          `after first contentful paint (TBT-like) ${loads.map((load) => load.afterFcpBlockingMs.toFixed(0)).join(' / ')} — median ${middle(loads.map((load) => load.afterFcpBlockingMs)).toFixed(0)}; ` +
          `hydrated after ${median.hydratedMs.toFixed(0)} ms (wall)`,
      );
      for (const task of median.tasks) {
        console.log(`- at ${task.startMs.toFixed(0)} ms${task.startMs < median.fcpMs ? ' (before FCP)' : ''}, ${task.durMs.toFixed(0)} ms: ${task.what.join('; ')}`);
        console.log(`    phases: ${top(task.phases, 6)}`);
        console.log(`    files: ${top(task.files, 8)}`);
        if (Object.keys(task.owners).length) console.log(`    our code: ${top(task.owners, 8)}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (process.env.JSON_OUT) writeFileSync(process.env.JSON_OUT, JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
