/**
 * The JavaScript a page needs before it is interactive, measured the same way for any React app: a
 * stand-in for React DevTools' global hook (which react-dom calls in production builds too) records
 * when React first commits — the hydration of the page's shell — and the page's resource timings say
 * which scripts were requested before that moment (and how many bytes each took on the wire: gzip and
 * headers). What the app imports after hydrating (on idle, on first use) is counted apart.
 * Chromium (CHROME_PATH, else /usr/bin/chromium) through Playwright, unthrottled, a fresh context per load.
 */
import { chromium } from 'playwright';
import type { Browser } from 'playwright';

export interface FirstLoad {
  /** When React committed the hydration, from navigation start; NaN if it never did. */
  hydratedMs: number;
  scripts: { url: string; transferBytes: number; startMs: number }[];
}

/** Installed before any page script: react-dom reports each commit to this hook. */
const HOOK = `
  window.__benchHydratedAt = NaN;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot() {
      if (Number.isNaN(window.__benchHydratedAt)) window.__benchHydratedAt = performance.now();
    },
  };
`;

export interface HydrationProbe {
  measure(url: string): Promise<FirstLoad>;
  close(): Promise<void>;
}

export async function startHydrationProbe(): Promise<HydrationProbe> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return {
    async measure(url) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.addInitScript(HOOK);
        await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
        await page
          .waitForFunction(() => !Number.isNaN((window as unknown as { __benchHydratedAt: number }).__benchHydratedAt), undefined, { timeout: 60_000 })
          .catch(() => undefined);
        // What the app fetches once hydrated (on idle, after a short delay) shows up within this time.
        await page.waitForTimeout(2500);
        return await page.evaluate(() => ({
          hydratedMs: (window as unknown as { __benchHydratedAt: number }).__benchHydratedAt,
          scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
            .map((entry) => ({ url: entry.name, transferBytes: entry.transferSize, startMs: entry.startTime })),
        }));
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
