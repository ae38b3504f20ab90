/**
 * The page paints before its scripts are requested. A production page's HTML names every module its first
 * load needs — the entry, the entry's chunks, the page's chunks and its messages — in one inline script at
 * the end of the body, which adds their `modulepreload` links and the module entry once the page has painted
 * its first content (a page opened in a background tab, which paints nothing until shown, loads them after
 * `LOAD_ANYWAY_MS`). They still download side by side, all named at once, but no
 * longer alongside the page's own first paint: the HTML, the inline styles, the font and the first screen's
 * pictures have the connection to themselves until then. On a phone's network that is what the first and
 * largest paints wait for; the scripts follow a frame later, and evaluate in slices
 * (app/client/evaluationSlices.ts). Without JavaScript nothing changes: the page never needed them.
 *
 * Measured with Lighthouse mobile (`bench/web/lighthouse-compare.ts`, 3 runs a page, builds side by side,
 * 2026-11-29), the build before this and the evaluation slices and the build with both: performance 91–95 →
 * 98–100 on home, a segment page, a product page and search; first contentful paint 2.1–2.2 → 0.83–0.91 s; largest
 * contentful paint 2.5–2.8 → 1.7–2.2 s; total blocking time, medians, 33–119 → 55–126 ms (the evaluation
 * now falls after the first paint, in slices). Lighthouse's simulation counts every script that finished
 * before the observed paint on that paint's path; here none has started.
 * Development keeps Vite's own tags (its client and React's refresh preamble must run first).
 */

/** The loader script's id: its data attributes list the page's modules. */
export const SCRIPTS_ID = '__STOREFRONT_SCRIPTS__';

/** A page not painted by then (a background tab, a very slow device) loads its scripts anyway. */
export const LOAD_ANYWAY_MS = 1000;

export interface PageScripts {
  /** The module entry (Vite's `<script type="module" src>`). */
  entry: string;
  /** Everything to modulepreload with it, in order. */
  preloads: readonly string[];
}

const MODULE_ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
/** Build paths are hashed file names under /assets/: nothing in them needs escaping in an attribute. */
const SAFE_URL = /^\/[\w./-]+$/;

/** Takes Vite's module entry and modulepreload tags out of a built shell; null scripts when it has no module entry. */
export function takeModuleTags(template: string): { template: string; scripts: PageScripts | null } {
  const entry = MODULE_ENTRY.exec(template)?.[1];
  if (!entry) return { template, scripts: null };
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return { template: template.replace(MODULE_ENTRY, '').replace(MODULE_PRELOAD, ''), scripts: { entry, preloads } };
}

/** Each once, in first-named order. */
const unique = (urls: readonly string[]) => [...new Set(urls)];

// crossorigin as Vite writes it on its tags, so what is preloaded is what the entry's imports reuse. The first
// contentful paint is the browser's own paint timing entry (buffered: it may have come while the loader waited
// for the linked stylesheet); a browser without it loads two frames on.
const LOADER =
  '(function(){var me=document.currentScript,nonce=me.nonce,done=false;function load(){if(done)return;done=true;' +
  "me.dataset.preloads.split(' ').forEach(function(href){if(!href)return;var link=document.createElement('link');" +
  "link.rel='modulepreload';link.crossOrigin='';link.href=href;link.nonce=nonce;document.head.appendChild(link)});" +
  "var entry=document.createElement('script');entry.type='module';entry.crossOrigin='';entry.src=me.dataset.entry;" +
  'entry.nonce=nonce;document.body.appendChild(entry)}' +
  "try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}})" +
  ".observe({type:'paint',buffered:true})}catch(error){requestAnimationFrame(function(){requestAnimationFrame(load)})}" +
  `setTimeout(load,${LOAD_ANYWAY_MS})})();`;

/** The inline script that requests the page's modules once it has painted. */
export function scriptLoader(scripts: PageScripts, nonce: string): string {
  const urls = [scripts.entry, ...scripts.preloads];
  const unsafe = urls.find((url) => !SAFE_URL.test(url));
  if (unsafe !== undefined) throw new Error(`A build path the loader cannot name: ${unsafe}`);
  const preloads = unique(scripts.preloads.filter((url) => url !== scripts.entry)).join(' ');
  return `<script nonce="${nonce}" id="${SCRIPTS_ID}" data-entry="${scripts.entry}" data-preloads="${preloads}">${LOADER}</script>`;
}

/** The modules a page's HTML names (its loader's), or null when it has none (tests, the bundle's checks). */
export function pageScripts(html: string): PageScripts | null {
  const tag = new RegExp(`<script[^>]*\\sid="${SCRIPTS_ID}"[^>]*>`).exec(html)?.[0];
  if (!tag) return null;
  const entry = /\sdata-entry="([^"]*)"/.exec(tag)?.[1] ?? '';
  const preloads = (/\sdata-preloads="([^"]*)"/.exec(tag)?.[1] ?? '').split(' ').filter(Boolean);
  return { entry, preloads };
}
