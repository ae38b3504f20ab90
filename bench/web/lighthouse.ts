/**
 * Lighthouse runs for `npm run bench:web`: the `lighthouse` and `chrome-launcher` packages of
 * bench/web/package.json (installed there on the first run, so the storefront's own install does not
 * carry them), one headless Debian Chromium for all runs (relaunched if it dies), mobile (Lighthouse's
 * default: Moto G Power emulation, simulated slow 4G and 4× CPU) or desktop (its desktop preset).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export type FormFactor = 'mobile' | 'desktop';

/** A script the page fetched, as Lighthouse's network log saw it (times from navigation start, observed). */
export interface ScriptRequest {
  url: string;
  /** Bytes on the wire: compressed body and headers. */
  transferBytes: number;
  startMs: number;
}

export interface AuditFinding {
  id: string;
  title: string;
  /** The audit's score (0–1), or the estimated savings of a performance finding. */
  detail: string;
}

export interface LighthouseRun {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  cls: number;
  domElements: number | null;
  /** The observed (unthrottled) load event, from navigation start. */
  loadMs: number;
  scripts: ScriptRequest[];
  /** Accessibility, best-practices and SEO audits that count towards their score and did not pass. */
  failing: (AuditFinding & { category: string })[];
  /** Performance insights and diagnostics that did not pass, largest estimated savings first. */
  opportunities: AuditFinding[];
}

/* The small part of Lighthouse's result this bench reads. */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: { type: string; items?: Record<string, unknown>[] };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<{ lhr: Lhr } | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): void | Promise<void>;
}
type Launch = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What the brief of the bench asks of Chromium here (no sandbox as root, no GPU, no background traffic). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Not scored, and slow on a loaded 2-core machine (bf-cache navigates away and back once more). */
const SKIPPED_AUDITS = ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot', 'bf-cache'];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

function summarize(lhr: Lhr): LighthouseRun {
  const audit = (id: string) => lhr.audits[id];
  const metrics = (audit('metrics')?.details?.items?.[0] ?? {}) as Record<string, number | undefined>;
  const requests = (audit('network-requests')?.details?.items ?? []) as { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number }[];
  const domSize = audit('dom-size-insight') ?? audit('dom-size');
  const failing: LighthouseRun['failing'] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = audit(ref.id);
      if (!result || ref.weight === 0 || result.score === null || result.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(result.scoreDisplayMode)) continue;
      failing.push({ category, id: result.id, title: result.title, detail: `score ${result.score}` });
    }
  }
  const opportunities = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => audit(ref.id))
    .filter((result): result is Audit => !!result && result.score !== null && result.score < 0.9 && result.scoreDisplayMode !== 'informative')
    .map((result) => {
      const savings = result.metricSavings ?? {};
      const ms = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
      const parts = Object.entries(savings)
        .filter(([, value]) => value)
        .map(([metric, value]) => `${metric} ${metric === 'CLS' ? value!.toFixed(3) : `${Math.round(value!)} ms`}`);
      return { id: result.id, title: result.title, detail: parts.join(', ') || `score ${result.score}`, ms, cls: savings.CLS ?? 0 };
    })
    .sort((a, b) => b.ms - a.ms || b.cls - a.cls)
    .map(({ id, title, detail }) => ({ id, title, detail }));
  return {
    scores: {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
    },
    tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
    fcpMs: audit('first-contentful-paint')?.numericValue ?? NaN,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
    speedIndexMs: audit('speed-index')?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    domElements: domSize?.numericValue ?? null,
    loadMs: metrics.observedLoad ?? NaN,
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({ url: request.url, transferBytes: request.transferSize ?? 0, startMs: request.networkRequestTime ?? 0 })),
    failing,
    opportunities,
  };
}

export interface Lighthouse {
  run(url: string, formFactor: FormFactor): Promise<LighthouseRun>;
  close(): Promise<void>;
}

/** Loads Lighthouse from bench/web/node_modules and launches Chromium (CHROME_PATH, else /usr/bin/chromium). */
export async function startLighthouse(toolsDir: string): Promise<Lighthouse> {
  const require = createRequire(`${toolsDir}/package.json`);
  const load = async <T>(specifier: string) => (await import(pathToFileURL(require.resolve(specifier)).href)) as T;
  const lighthouse = (await load<{ default: LighthouseFn }>('lighthouse')).default;
  const desktopConfig = (await load<{ default: unknown }>('lighthouse/core/config/desktop-config.js')).default;
  const { launch } = await load<{ launch: Launch }>('chrome-launcher');
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

  let chrome: LaunchedChrome | null = null;
  const flags = () => ({
    port: chrome!.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    skipAudits: SKIPPED_AUDITS,
    disableFullPageScreenshot: true,
  });
  const once = async (url: string, formFactor: FormFactor) => {
    chrome ??= await launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const result = await lighthouse(url, flags(), formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return summarize(result.lhr);
  };
  const close = async () => {
    const running = chrome;
    chrome = null;
    await running?.kill();
  };
  return {
    async run(url, formFactor) {
      try {
        return await once(url, formFactor);
      } catch (error) {
        // A Chromium that crashed or hung under load: one more try on a fresh one.
        process.stderr.write(`  Lighthouse failed on ${url} (${formFactor}): ${error instanceof Error ? error.message : String(error)}; retrying\n`);
        await close();
        return once(url, formFactor);
      }
    },
    close,
  };
}
