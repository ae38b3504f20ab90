/**
 * `npm run bench:web`: the storefront's product page against a plain React Router framework-mode app
 * rendering the same page from the same API (bench/peers/react-router/), measured in one run on this
 * machine, interleaved, medians of ROUNDS rounds:
 *
 * - Lighthouse mobile and desktop (bench/web/lighthouse.ts): performance, TBT, LCP, CLS, accessibility,
 *   best practices, SEO, DOM elements;
 * - the JavaScript fetched (gzip, as transferred) until React hydrated the page and after, by chunk
 *   (bench/web/hydration.ts);
 * - HTML (as sent and unpacked) and serialized state (bench/web/page.ts);
 * - SSR under load: autocannon, CONNECTIONS (10) connections × DURATION (10) s per round, each web
 *   server pinned to one core, with the headers Chromium sends (gzip);
 * - the storefront's home, a listing and search with Lighthouse mobile and desktop (ours only).
 *
 * It builds both (`npm run build`, `react-router build`; BENCH_BUILD=0 reuses the last builds), installs
 * the peer's and the tools' packages in their own folders on the first run, seeds a throwaway PGlite
 * database (SEED_PRODUCTS, 600), prints Markdown tables with the ratio ours / peer, the Lighthouse
 * audits our pages fail, and writes every figure as JSON to the system's temporary folder.
 * ROUNDS (3), DURATION, CONNECTIONS, BENCH_PAGES (home,listing,search; empty for the product page only)
 * and CHROME_PATH (/usr/bin/chromium) tune it. Not part of `npm test` nor of CI.
 *
 * `BENCH_ONLY=ssr` measures the SSR throughput alone (no Lighthouse, no browser): ours and the peer turn
 * about for ROUNDS rounds, each server's CPU time per request read from /proc. `BENCH_PROFILE=1` runs our
 * web server with `--cpu-prof` (the profile is written to the run's folder when it stops).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startHydrationProbe } from './web/hydration';
import type { FirstLoad } from './web/hydration';
import { startLighthouse } from './web/lighthouse';
import type { FormFactor, LighthouseRun } from './web/lighthouse';
import { BROWSER_HEADERS, mediaUrlsOf, weighPage } from './web/page';
import type { PageWeight, StateKind } from './web/page';
import { cls, int, kb, median, ms, ratio, table } from './web/report';
import { buildOurs, buildPeer, cpuTimeMs, installIfMissing, peerDir, peerServerBuild, root, startServers, toolsDir, waitForPage } from './web/servers';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SEED_PRODUCTS = process.env.SEED_PRODUCTS ?? '600';
const BUILD = process.env.BENCH_BUILD !== '0';
const OUR_PAGES = (process.env.BENCH_PAGES ?? 'home,listing,search').split(',').filter(Boolean);
const SSR_ONLY = process.env.BENCH_ONLY === 'ssr';
const PROFILE = process.env.BENCH_PROFILE === '1';

const started = Date.now();
const log = (message: string) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}\n`);
const work = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
const buildLog = path.join(work, 'build.log');

interface Target {
  name: string;
  url: string;
  state: StateKind;
}
interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The web server's CPU time per answered request, ms (NaN without /proc). */
  cpuMsPerRequest: number;
}
interface Results {
  lighthouse: Record<string, Record<FormFactor, LighthouseRun[]>>;
  weight: Record<string, PageWeight[]>;
  load: Record<string, Load[]>;
  firstLoad: Record<string, FirstLoad[]>;
}

type ApiCard = { uuid: string; slug: string; name: string; translations?: Record<string, { slug: string; name: string }>; variants: { offers: { shop_name: string }[] }[] };

/** A product worth comparing: several variants, offers from at least two sellers, a category with 12 related products. */
async function pickProduct(apiUrl: string): Promise<{ slug: string; name: string }> {
  const json = async <T>(pathname: string) => (await (await fetch(`${apiUrl}${pathname}`)).json()) as T;
  const { data } = await json<{ data: ApiCard[] }>('/v1/products?locale=en&page=1&per_page=100');
  const sellers = (card: ApiCard) => Math.max(0, ...card.variants.map((variant) => new Set(variant.offers.map((offer) => offer.shop_name)).size));
  const candidates = data.filter((card) => sellers(card) >= 2).sort((a, b) => b.variants.length - a.variants.length);
  for (const card of candidates.slice(0, 10)) {
    const slug = card.translations?.en?.slug ?? card.slug;
    const { data: product } = await json<{ data: { category: { slug: string } | null } }>(`/v1/products/${slug}?locale=en`);
    if (!product.category) continue;
    const related = await json<{ data: unknown[] }>(`/v1/products/categories/${product.category.slug}?locale=en&page=1&per_page=13`);
    if (related.data.length >= 13) return { slug, name: card.translations?.en?.name ?? card.name };
  }
  const fallback = candidates[0] ?? data[0];
  if (!fallback) throw new Error('The API has no products');
  return { slug: fallback.translations?.en?.slug ?? fallback.slug, name: fallback.name };
}

async function firstSegment(apiUrl: string): Promise<string> {
  const menu = (await (await fetch(`${apiUrl}/cms/v1/menu`)).json()) as { data: { segment: string | null }[] };
  const segment = menu.data.find((item) => item.segment)?.segment;
  if (!segment) throw new Error('The menu has no segment');
  return segment;
}

/** Renders every picture the pages name once (the API renders media on first request), so no run pays for it. */
async function warmMedia(urls: string[]): Promise<void> {
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) await fetch(url).then((response) => response.arrayBuffer());
    }),
  );
}

async function loadTest(url: string, pid: number, warmUp: boolean): Promise<Load> {
  const options = { url, connections: CONNECTIONS, headers: BROWSER_HEADERS };
  if (warmUp) await autocannon({ ...options, duration: 2 }); // JIT and caches
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({ ...options, duration: DURATION });
  const cpuMsPerRequest = (cpuTimeMs(pid) - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuMsPerRequest };
}

log(`bench:web — ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}; ROUNDS=${ROUNDS} DURATION=${DURATION}s CONNECTIONS=${CONNECTIONS} SEED_PRODUCTS=${SEED_PRODUCTS}`);
if (installIfMissing(peerDir, buildLog)) log('installed the peer’s packages (bench/peers/react-router)');
if (!SSR_ONLY && installIfMissing(toolsDir, buildLog)) log('installed lighthouse and chrome-launcher (bench/web)');
if (BUILD || !existsSync(path.join(root, 'dist/server/entry-server.js'))) {
  log('building the storefront (npm run build)…');
  buildOurs(buildLog);
}
if (BUILD || !existsSync(peerServerBuild)) {
  log('building the peer (react-router build)…');
  buildPeer(buildLog);
}

log('starting the API (seeding PGlite), the storefront web server and the peer…');
const servers = await startServers({
  dataDir: path.join(work, 'data'),
  seedProducts: SEED_PRODUCTS,
  logDir: work,
  ...(PROFILE ? { oursNodeOptions: ['--cpu-prof', `--cpu-prof-dir=${path.join(work, 'profile')}`] } : {}),
});
const lighthouse = SSR_ONLY ? null : await startLighthouse(toolsDir);
const probe = SSR_ONLY ? null : await startHydrationProbe();
const results: Results = { lighthouse: {}, weight: {}, load: {}, firstLoad: {} };
try {
  const product = await pickProduct(servers.apiUrl);
  const segment = await firstSegment(servers.apiUrl);
  const query = product.name.split(/\s+/).find((word) => word.length >= 4) ?? product.name;
  const ours: Target = { name: 'ours', url: `${servers.oursUrl}/en/product/${product.slug}`, state: 'storefront' };
  const peer: Target = { name: 'peer', url: `${servers.peerUrl}/en/product/${product.slug}`, state: 'react-router' };
  const pidOf = (target: Target) => (target.name === 'peer' ? servers.pids.peer : servers.pids.ours);
  const ourPages: Target[] = SSR_ONLY ? [] : [
    { name: 'home', url: `${servers.oursUrl}/en`, state: 'storefront' as const },
    { name: 'listing', url: `${servers.oursUrl}/en/segment/${segment}`, state: 'storefront' as const },
    { name: 'search', url: `${servers.oursUrl}/en/search?q=${encodeURIComponent(query)}`, state: 'storefront' as const },
  ].filter((page) => OUR_PAGES.includes(page.name));
  log(`product ${product.slug}; our pages: ${ourPages.map((page) => page.url.replace(servers.oursUrl, '')).join(', ') || 'none'}`);

  await waitForPage(peer.url);
  const media = new Set<string>();
  for (const target of [ours, peer, ...ourPages]) {
    const weight = await weighPage(target.url, target.state);
    if (weight.status !== 200) throw new Error(`${target.url} answered ${weight.status}`);
    for (const url of mediaUrlsOf(weight.html, servers.apiUrl)) media.add(url);
  }
  // The widths the pages' srcsets resolve to on the phone and desktop profiles (and plain sources); the
  // others are never requested, and rendering them all took minutes on a loaded machine.
  if (!SSR_ONLY) await warmMedia([...media].filter((url) => !/[?&]w=/.test(url) || /[?&]w=(160|480|960)\b/.test(url)));
  log(`warmed the pictures the pages name`);

  const weigh = async (target: Target) => {
    const weight = await weighPage(target.url, target.state);
    weight.html = '';
    (results.weight[target.name] ??= []).push(weight);
    if (probe) (results.firstLoad[target.name] ??= []).push(await probe.measure(target.url));
  };
  const record = async (target: Target, formFactor: FormFactor) => {
    if (!lighthouse) return;
    const run = await lighthouse.run(target.url, formFactor);
    ((results.lighthouse[target.name] ??= { mobile: [], desktop: [] })[formFactor] ??= []).push(run);
    log(`  ${target.name} ${formFactor}: performance ${run.scores.performance}, TBT ${ms(run.tbtMs)}, LCP ${ms(run.lcpMs)}, CLS ${cls(run.cls)}`);
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    log(`round ${round + 1} of ${ROUNDS}`);
    const pair = round % 2 === 0 ? [ours, peer] : [peer, ours];
    for (const target of pair) {
      await weigh(target);
      await record(target, 'mobile');
      await record(target, 'desktop');
    }
    for (const target of pair) {
      const load = await loadTest(target.url, pidOf(target), round === 0);
      (results.load[target.name] ??= []).push(load);
      log(
        `  ${target.name} SSR: ${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.cpuMsPerRequest.toFixed(2)} ms CPU per request` +
          `${load.errors ? `, ${load.errors} errors` : ''} (load average ${loadavg()[0]!.toFixed(1)})`,
      );
    }
    for (const target of ourPages) {
      await weigh(target);
      await record(target, 'mobile');
      await record(target, 'desktop');
    }
  }
  if (SSR_ONLY) reportSsr(results, product.slug);
  else report(results, [ours, peer, ...ourPages], product.slug);
} finally {
  await lighthouse?.close();
  await probe?.close();
  await servers.stop();
  const json = path.join(tmpdir(), `bench-web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(json, JSON.stringify(results, null, 1));
  rmSync(path.join(work, 'data'), { recursive: true, force: true });
  log(`done; every figure in ${json}, the builds' and servers' logs in ${work}`);
}

/** BENCH_ONLY=ssr: the load figures alone, ours and the peer, medians of the interleaved rounds. */
function reportSsr(all: Results, slug: string) {
  const load = (name: string, pick: (result: Load) => number) => median((all.load[name] ?? []).map(pick));
  const cpu = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');
  const rows: [string, (result: Load) => number, (value: number) => string][] = [
    [`SSR requests/s (${CONNECTIONS} connections)`, (result) => result.rps, int],
    ['SSR latency p50', (result) => result.p50, ms],
    ['SSR latency p99', (result) => result.p99, ms],
    ['SSR CPU per request (web server)', (result) => result.cpuMsPerRequest, cpu],
  ];
  process.stdout.write(
    `\n### SSR, product page (/en/product/${slug}): medians of ${ROUNDS} interleaved rounds of ${DURATION} s\n\n` +
      table(
        ['', 'ours', 'React Router peer', 'ours / peer'],
        rows.map(([label, pick, format]) => [label, format(load('ours', pick)), format(load('peer', pick)), ratio(load('ours', pick), load('peer', pick))]),
      ) +
      `\n\nRounds, ours: ${(all.load.ours ?? []).map((result) => result.rps.toFixed(0)).join(', ')} req/s; peer: ${(all.load.peer ?? []).map((result) => result.rps.toFixed(0)).join(', ')} req/s.` +
      `\n${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average at the end ${loadavg().map((value) => value.toFixed(1)).join(' ')}; ${((Date.now() - started) / 60000).toFixed(1)} min.\n`,
  );
}

function report(all: Results, targets: Target[], slug: string) {
  const runs = (name: string, formFactor: FormFactor) => all.lighthouse[name]?.[formFactor] ?? [];
  const lh = (name: string, formFactor: FormFactor, pick: (run: LighthouseRun) => number) => median(runs(name, formFactor).map(pick));
  const weight = (name: string, pick: (page: PageWeight) => number) => median((all.weight[name] ?? []).map(pick));
  const load = (name: string, pick: (result: Load) => number) => median((all.load[name] ?? []).map(pick));
  const beforeHydration = (run: FirstLoad) => run.scripts.filter((script) => !(script.startMs > run.hydratedMs));
  const afterHydration = (run: FirstLoad) => run.scripts.filter((script) => script.startMs > run.hydratedMs);
  const sum = (scripts: { transferBytes: number }[]) => scripts.reduce((total, script) => total + script.transferBytes, 0);
  const js = (name: string, pick: (run: FirstLoad) => number) => median((all.firstLoad[name] ?? []).map(pick));
  const scores = (name: string) =>
    (['accessibility', 'bestPractices', 'seo'] as const).map((key) => int(lh(name, 'mobile', (run) => run.scores[key]))).join(' / ');

  type Row = [string, (name: string) => number, (value: number) => string, number?] | [string, (name: string) => string];
  const rows: Row[] = [
    ['Lighthouse mobile performance', (name) => lh(name, 'mobile', (run) => run.scores.performance), int],
    ['Total Blocking Time (mobile)', (name) => lh(name, 'mobile', (run) => run.tbtMs), ms],
    ['Largest Contentful Paint (mobile)', (name) => lh(name, 'mobile', (run) => run.lcpMs), ms],
    ['CLS (mobile)', (name) => lh(name, 'mobile', (run) => run.cls), cls, 0.01],
    ['Lighthouse desktop performance', (name) => lh(name, 'desktop', (run) => run.scores.performance), int],
    ['Total Blocking Time (desktop)', (name) => lh(name, 'desktop', (run) => run.tbtMs), ms, 10],
    ['Largest Contentful Paint (desktop)', (name) => lh(name, 'desktop', (run) => run.lcpMs), ms],
    ['CLS (desktop)', (name) => lh(name, 'desktop', (run) => run.cls), cls, 0.01],
    ['Accessibility / best practices / SEO (mobile)', scores],
    ['JavaScript until hydrated (as transferred: brotli or gzip)', (name) => js(name, (run) => sum(beforeHydration(run))), kb],
    ['… in files', (name) => js(name, (run) => beforeHydration(run).length), int],
    ['JavaScript fetched after hydrating (within 2.5 s)', (name) => js(name, (run) => sum(afterHydration(run))), kb],
    ['Hydrated at (unthrottled desktop load)', (name) => js(name, (run) => run.hydratedMs), ms],
    ['HTML (gzip, as sent)', (name) => weight(name, (page) => page.htmlGzipBytes), kb],
    ['HTML (unpacked)', (name) => weight(name, (page) => page.htmlBytes), kb],
    ['Serialized state', (name) => weight(name, (page) => page.stateBytes), kb],
    ['DOM elements', (name) => lh(name, 'mobile', (run) => run.domElements ?? NaN), int],
    [`SSR requests/s (${CONNECTIONS} connections)`, (name) => load(name, (result) => result.rps), int],
    ['SSR latency p50', (name) => load(name, (result) => result.p50), ms],
    ['SSR latency p99', (name) => load(name, (result) => result.p99), ms],
    ['SSR CPU per request (web server)', (name) => load(name, (result) => result.cpuMsPerRequest), (value) => `${value.toFixed(2)} ms`],
  ];
  const out: string[] = [];
  out.push(
    `\n### Product page (/en/product/${slug}): ours and the React Router peer, medians of ${ROUNDS} interleaved rounds\n`,
    table(
      ['', 'ours', 'React Router peer', 'ours / peer'],
      rows.map((row) => {
        if (row.length === 2) return [row[0], row[1]('ours'), row[1]('peer'), ''];
        const [label, value, format, floor] = row;
        return [label, format(value('ours')), format(value('peer')), ratio(value('ours'), value('peer'), floor)];
      }),
    ),
  );

  const pages = targets.filter((target) => target.name !== 'peer');
  out.push(
    `\n### Our pages (Lighthouse medians; JavaScript, HTML and state as above)\n`,
    table(
      ['page', 'mobile perf.', 'TBT', 'LCP', 'CLS', 'desktop perf.', 'desktop CLS', 'a11y / BP / SEO', 'DOM', 'JS until hydrated', 'HTML gzip / unpacked', 'state'],
      pages.map(({ name, url }) => [
        `${name === 'ours' ? 'product' : name} (${new URL(url).pathname}${new URL(url).search})`,
        int(lh(name, 'mobile', (run) => run.scores.performance)),
        ms(lh(name, 'mobile', (run) => run.tbtMs)),
        ms(lh(name, 'mobile', (run) => run.lcpMs)),
        cls(lh(name, 'mobile', (run) => run.cls)),
        int(lh(name, 'desktop', (run) => run.scores.performance)),
        cls(lh(name, 'desktop', (run) => run.cls)),
        scores(name),
        int(lh(name, 'mobile', (run) => run.domElements ?? NaN)),
        `${kb(js(name, (run) => sum(beforeHydration(run))))} in ${int(js(name, (run) => beforeHydration(run).length))}`,
        `${kb(weight(name, (page) => page.htmlGzipBytes))} / ${kb(weight(name, (page) => page.htmlBytes))}`,
        kb(weight(name, (page) => page.stateBytes)),
      ]),
    ),
  );

  for (const name of ['ours', 'peer']) {
    const run = all.firstLoad[name]?.at(-1);
    if (!run) continue;
    out.push(
      `\n### JavaScript of the product page by chunk, ${name} (last load; hydrated at ${ms(run.hydratedMs)})\n`,
      table(
        ['chunk', 'as transferred', 'requested at'],
        run.scripts.map((script) => [
          new URL(script.url).pathname.split('/').pop() ?? script.url,
          kb(script.transferBytes),
          `${ms(script.startMs)}${script.startMs > run.hydratedMs ? ' (after hydrating)' : ''}`,
        ]),
      ),
    );
  }

  for (const { name } of targets) {
    const all = [...runs(name, 'mobile'), ...runs(name, 'desktop')];
    const failing = new Map<string, { category: string; title: string; count: number }>();
    for (const run of all) {
      for (const audit of run.failing) {
        const seen = failing.get(audit.id) ?? { category: audit.category, title: audit.title, count: 0 };
        seen.count += 1;
        failing.set(audit.id, seen);
      }
    }
    out.push(`\n### Lighthouse findings: ${name === 'ours' ? 'our product page' : name === 'peer' ? 'the peer’s product page' : `our ${name} page`}`);
    out.push(
      failing.size === 0
        ? 'No accessibility, best-practices or SEO audit failed.'
        : [...failing].map(([id, audit]) => `- ${audit.category}: \`${id}\` — ${audit.title} (${audit.count} of ${all.length} runs)`).join('\n'),
    );
    const last = runs(name, 'mobile').at(-1);
    if (last?.opportunities.length && name !== 'peer') {
      out.push('Performance (last mobile run, largest estimated savings first):');
      out.push(last.opportunities.slice(0, 8).map((audit) => `- \`${audit.id}\` — ${audit.title}: ${audit.detail}`).join('\n'));
    }
  }
  out.push(
    `\n${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average at the end ${loadavg().map((value) => value.toFixed(1)).join(' ')}; ${((Date.now() - started) / 60000).toFixed(1)} min.`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
}
