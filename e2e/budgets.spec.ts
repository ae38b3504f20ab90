import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * What a first visit costs, page by page, measured in Chromium on the production build the global setup
 * started: the JavaScript fetched before the page became interactive (gzip -9 of each script, so the figure
 * does not depend on the server's br level), the HTML document, the serialized state inside it and the DOM's
 * element count. A change that spends more fails here; raising a budget is a decision to write down in the
 * README's Benchmarks section, not a number to nudge.
 */
interface Budget {
  /** JavaScript requested before hydration, gzip bytes. */
  js: number;
  /**
   * The script files requested before hydration: each a request, with its own compression and glue, that the page
   * waits for before it is interactive (they are requested once it has painted: app/server/scriptsAfterPaint.ts).
   */
  files: number;
  /** The HTML document, bytes as decoded. */
  html: number;
  /** The `#__STOREFRONT_STATE__` script's text, bytes. */
  state: number;
  /** Elements in the document once hydrated. */
  dom: number;
}

const KB = 1024;
/** The performance mark the page sets once hydrated (app/shell/hydrationMark.ts; e2e may not import the app). */
const HYDRATED_MARK = 'storefront:hydrated';
/**
 * What the JavaScript counts: the entry, the runtime, the entry's static imports, what the shop pages share, the
 * page's chunk, the page's parts (app/routes/firstLoadChunks.ts) and the storefront part of the page language's
 * message catalogue (app/i18n/messageParts.ts, 4.3 KB gzip in pt), all named in the HTML. The account's, the
 * purchase's and the dialogs' texts stay out (2.4 to 7 KB each; app/server/render.messages.test.tsx keeps them
 * out). The evaluation slices (app/client/evaluationSlices.ts) cost 0.4–0.9 KB and one or two files and took the
 * blocking time after the first paint from 95–158 to 10–48 ms at 4× CPU. The auth and wishlist models load after
 * hydration or with a first use; the product page's cart, view_item and hearts' models wait for the whole page to
 * hydrate; the lazy parts (the footer, home's lower sections) fetch their code when reached (ui/LazyHydrate), and
 * the product page's related rail its code, model and cards (app/pages/product/RelatedRail.tsx). Home, listing and
 * search carry the campaign dates ui/dates writes out (0.8 KB that spare the main thread ICU's locale data).
 * Measured in pt (en 0.4 KB less): 167.1 / 173.8 / 174.9 / 173.8 KB.
 *
 * HTML and DOM: class names of two to four characters (ui/theme/buildIdentifiers.ts); the head inlines only the
 * rules of what lies above the fold (app/server/criticalCss.ts); the footer's legal block (complaints book,
 * company details, RAL entities: Portuguese law, on every page) adds 14 elements and about 0.5 KB, a listing's
 * breadcrumbs about 8. The DOM count includes the head's `modulepreload` links, those Vite adds for the chunks
 * imported right after hydration too, so it moves by a few elements from run to run. Measured in pt: 69.7 / 65.9 /
 * 44.1 / 45.6 KB and 732 / 699 / 426 / 451 elements (a card's badges are the list's items themselves; its brand
 * logo and buy button carry no wrapper; a filter value's name is its label's text). Home's 800 is the goal: the
 * budget holds it there, not a figure with headroom.
 *
 * The richest product of the seed (the most offers: eight variants from two sellers each, like the benchmark's page)
 * is held at the lean-rendering goal of 60 KB of HTML. Its state is the product as the page reads it
 * (contract/product-page.ts: its language's texts, every slug, no ERP id, lead time or delivery names, a variant's
 * pictures only when they are its own), 12.2 KB where the API's whole object made 18.6, and no related products;
 * its JSON-LD names one AggregateOffer for its sixteen offers (app/seo/jsonLd.ts). Measured 57.6 KB, 491 elements.
 */
export const PAGE_BUDGETS: Record<'home' | 'listing' | 'product' | 'richProduct' | 'search', Budget> = {
  home: { js: 168 * KB, files: 7, html: 71 * KB, state: 12.5 * KB, dom: 800 },
  listing: { js: 174.5 * KB, files: 8, html: 67 * KB, state: 8.5 * KB, dom: 720 },
  product: { js: 175.5 * KB, files: 8, html: 45.5 * KB, state: 4 * KB, dom: 440 },
  richProduct: { js: 175.5 * KB, files: 8, html: 60 * KB, state: 13 * KB, dom: 510 },
  search: { js: 174.5 * KB, files: 8, html: 47 * KB, state: 3.5 * KB, dom: 460 },
};

interface Measured extends Budget {
  scripts: { url: string; gzip: number }[];
}

async function measure(page: Page, path: string): Promise<Measured> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const html = (await response!.body()).toString('utf8');
  await hydrated(page);
  const scriptUrls = await page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.name);
  }, HYDRATED_MARK);
  const scripts = await Promise.all(
    [...new Set(scriptUrls)].map(async (url) => ({ url, gzip: gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length })),
  );
  const state = /<script[^>]*id="__STOREFRONT_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    scripts,
    js: scripts.reduce((sum, script) => sum + script.gzip, 0),
    files: scripts.length,
    html: Buffer.byteLength(html),
    state: Buffer.byteLength(state),
    dom: await page.evaluate(() => document.getElementsByTagName('*').length),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function describe(page: string, measured: Measured): string {
  const top = [...measured.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
  return [
    `${page}: js ${kb(measured.js)} in ${measured.scripts.length} files, html ${kb(measured.html)}, state ${kb(measured.state)}, dom ${measured.dom}`,
    ...top.map((script) => `  ${kb(script.gzip).padStart(9)} ${new URL(script.url).pathname}`),
  ].join('\n');
}

for (const locale of ['pt', 'en'] as const) {
  test(`a first visit stays within its budgets on home, a listing, a product page and search (${locale})`, async ({ page, apiProducts }, testInfo) => {
    test.setTimeout(60_000);
    const products = await apiProducts(locale);
    const [product] = products;
    const offers = (candidate: { variants: { offers: unknown[] }[] }) => candidate.variants.reduce((sum, variant) => sum + variant.offers.length, 0);
    const richest = [...products].sort((a, b) => offers(b) - offers(a))[0]!;
    expect(offers(richest)).toBeGreaterThanOrEqual(12);
    const prefix = locale === 'pt' ? '' : `/${locale}`;
    const paths = {
      home: prefix || '/',
      listing: `${prefix}/catalog/category/mulher`,
      product: `${prefix}/product/${product!.slug}`,
      richProduct: `${prefix}/product/${richest.slug}`,
      search: `${prefix}/search?q=${encodeURIComponent(product!.name.split(' ')[0]!)}`,
    };
    const over: string[] = [];
    const report: string[] = [];
    for (const [name, path] of Object.entries(paths) as [keyof typeof PAGE_BUDGETS, string][]) {
      const measured = await measure(page, path);
      report.push(describe(`${name} ${path}`, measured));
      const budget = PAGE_BUDGETS[name];
      for (const key of ['js', 'files', 'html', 'state', 'dom'] as const) {
        if (measured[key] > budget[key]) {
          const counted = key === 'dom' || key === 'files';
          over.push(`${name} ${key}: ${counted ? measured[key] : kb(measured[key])} > budget ${counted ? budget[key] : kb(budget[key])}`);
        }
      }
    }
    await testInfo.attach('first visits', { body: report.join('\n'), contentType: 'text/plain' });
    console.log(report.join('\n'));
    expect(over, report.join('\n')).toEqual([]);
  });
}

/**
 * The lean-rendering goal for a listing: §9's page of 24 cards, with the filters beside it, in at most 1,200
 * elements once hydrated (quick-view buttons included), counted as Lighthouse's DOM size counts them (the body's).
 * The pages above show fewer cards with 60 seeded products; `de` is in most seeded names, so the search answers a
 * full page, and across segments its filter groups are long (ui/FilterPanel shows eight values of a group until
 * asked for more).
 */
const FULL_LISTING_DOM = 1_200;

test('a listing page of 24 cards with its filters stays within 1,200 elements', async ({ page }) => {
  await page.goto('/search?q=de');
  await hydrated(page);
  await expect(page.locator('main article')).toHaveCount(24);
  await expect(page.locator('main aside').getByRole('checkbox').first()).toBeAttached();
  const dom = await page.evaluate(() => document.body.getElementsByTagName('*').length + 1);
  expect(dom).toBeLessThanOrEqual(FULL_LISTING_DOM);
});

