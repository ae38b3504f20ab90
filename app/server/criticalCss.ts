import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { BELOW_FOLD_ATTRIBUTE } from '../../ui/theme/belowFold';

/**
 * Critical CSS (app/README.md "Styles"): the build writes one stylesheet for the whole product
 * (vanilla-extract, every module's CSS). A page does not wait for it: its head carries, in a
 * `<style nonce>`, only the rules whose classes the server-rendered shell uses (plus every rule that
 * names no class: the theme variables, the resets, the fonts), and the whole stylesheet is linked
 * right after the shell. There a stylesheet blocks neither the parsing of the head nor the first
 * paint, but it does hold back every later script (the module entry, React's streamed reveals) until
 * it has loaded, so whatever the browser renders from then on — hydration, dialogs, a streamed
 * part of the page — has all the rules. The linked sheet repeats the inline rules in the same order,
 * after them, so the cascade ends exactly as with the full sheet alone — all but the rules every head
 * declares (`linkedStylesheet`).
 *
 * What lies below the fold on every screen (a wrapper marked as in ui/theme/belowFold.ts: the footer, a product's
 * reviews and related rail, home's lower sections) is left out of the inline rules too, and hidden until the linked
 * sheet shows it: the head then carries the rules of what a shopper first sees only (the benchmark's product page:
 * 27 → 20 KB, home 23 → 15 KB), and
 * nothing below shows unstyled meanwhile — as an in-body stylesheet link before it would, where React's markup
 * has no room for one. Content appearing under what is painted moves nothing, so the layout shift stays 0.
 */

/** One top-level (or grouped) item of a stylesheet, kept as its minified text. */
type CssNode =
  | { kind: 'style'; text: string; /** each selector's classes; null: one selector needs none (always kept) */ needs: string[][] | null }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'other'; text: string };

export interface CriticalStylesheet {
  /** The built stylesheet's URL, e.g. /assets/style-AbC123.css: the one the template links. */
  href: string;
  nodes: CssNode[];
  /** What a page links after its shell instead (`linkedStylesheet`), served by the server itself. */
  linked: { href: string; css: string };
}

/** What the server reads once at start-up and hands to every render (RenderOptions.stylesheets). */
export interface CriticalCss {
  stylesheets: CriticalStylesheet[];
}

/** Splits CSS text into its items at depth 0: `prelude{body}` blocks and `statement;` at-rules. */
function splitItems(css: string): { prelude: string; body: string | null; text: string }[] {
  const items: { prelude: string; body: string | null; text: string }[] = [];
  let start = 0;
  let depth = 0;
  let bodyStart = -1;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      const close = css.indexOf(char, i + 1);
      i = close < 0 ? css.length : close;
    } else if (char === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      if (depth === 0 && start === i) start = close < 0 ? css.length : close + 2;
      i = close < 0 ? css.length : close + 1;
    } else if (char === '{') {
      if (depth === 0) bodyStart = i;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        items.push({ prelude: css.slice(start, bodyStart).trim(), body: css.slice(bodyStart + 1, i), text: css.slice(start, i + 1).trim() });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      const text = css.slice(start, i + 1).trim();
      if (text) items.push({ prelude: text, body: null, text });
      start = i + 1;
    }
  }
  return items;
}

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `[…]`). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * The classes an element tree must hold for a selector to match anything. What sits inside
 * parentheses (`:not(.x)`, `:is(.a, .b)`) or brackets is not required: keeping a rule too many only
 * costs bytes, missing one would show a page unstyled.
 */
function requiredClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  let plain = selector.replace(/"[^"]*"|'[^']*'/g, '');
  plain = plain.replace(/\[[^\]]*\]/g, '');
  while (/\([^()]*\)/.test(plain)) plain = plain.replace(/\([^()]*\)/g, '');
  const classes = [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
  return classes.length > 0 ? classes : null;
}

const GROUPING_RULES = /^@(media|supports|layer|container|scope|document)\b/i;

function parseNodes(css: string): CssNode[] {
  return splitItems(css).map(({ prelude, body, text }): CssNode => {
    if (body === null || prelude.startsWith('@')) {
      if (body !== null && GROUPING_RULES.test(prelude)) return { kind: 'group', prelude, children: parseNodes(body) };
      return { kind: 'other', text };
    }
    const needs: string[][] = [];
    for (const selector of splitSelectors(prelude)) {
      const classes = requiredClasses(selector);
      if (classes === null) return { kind: 'style', text, needs: null };
      needs.push(classes);
    }
    return { kind: 'style', text, needs };
  });
}

/**
 * Selectors a class rule outweighs whatever their order (type and universal selectors, pseudo-elements), and
 * the root element, which the shell never gives a class: rules naming only these keep their effect when they
 * come before every class rule instead of among them.
 */
const ORDER_FREE_SELECTOR = /^(?::root|(?:\*|[a-z][\w-]*|::?(?:before|after|marker|placeholder|selection|backdrop)|\s*[>+~]\s*|\s+)+)$/i;

/** A rule every head declares (it names no class) and whose place among the class rules changes nothing. */
function declaredByEveryHead(node: CssNode): boolean {
  if (node.kind === 'other') return /^@font-face\b/i.test(node.text);
  if (node.kind === 'style') return node.needs === null && splitSelectors(node.text.slice(0, node.text.indexOf('{'))).every((selector) => ORDER_FREE_SELECTOR.test(selector.trim()));
  return false;
}

/** `nodes` without what every head declares; a group left empty goes too. */
function withoutHeadRules(nodes: CssNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'group') {
      const inner = withoutHeadRules(node.children);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (!declaredByEveryHead(node)) out += node.text;
  }
  return out;
}

/**
 * The sheet a page links after its shell: the built one without the rules every head declares already — the
 * font faces, the theme's variables on `:root`, the resets of `*` and `body` (`declaredByEveryHead`). Declared
 * a second time when the sheet arrives, they made Chromium resolve the fonts again and match every element
 * afresh, then lay out and paint the whole page once more: a ~150 ms task on home at Lighthouse's 4× CPU,
 * after the first paint. The class rules stay, in the built order, after the head's copies, so the cascade
 * ends as with the built sheet alone. Its URL derives from the built sheet's hashed name, so it is as
 * immutable as that one.
 */
function linkedStylesheet(href: string, nodes: CssNode[]): { href: string; css: string } {
  return { href: href.replace(/(\.css)?$/, '.linked.css'), css: withoutHeadRules(nodes) };
}

export function parseStylesheet(href: string, css: string): CriticalStylesheet {
  const nodes = parseNodes(css);
  return { href, nodes, linked: linkedStylesheet(href, nodes) };
}

/**
 * Reads the stylesheets the page template links (the production build's, under the client
 * directory) once, at start-up.
 */
export async function loadCriticalCss(clientDir: string, template: string): Promise<CriticalCss> {
  const hrefs = [...template.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((match) => /\bhref="([^"]+)"/.exec(match[0])?.[1])
    .filter((href): href is string => href !== undefined && href.startsWith('/') && !href.startsWith('//'));
  const unique = [...new Set(hrefs)];
  const stylesheets = await Promise.all(unique.map(async (href) => parseStylesheet(href, await readFile(path.join(clientDir, href), 'utf8'))));
  return { stylesheets };
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The marker of a part below the fold, as React writes it (ui/theme/belowFold.ts). */
const BELOW_FOLD_MARKER = ` ${BELOW_FOLD_ATTRIBUTE}="true"`;

/**
 * The HTML without the elements below the fold: each marked element is cut out to its end tag, found by counting
 * only the tags of its name (the fold's wrappers hold most of a page's tags: a full walk over them cost three
 * times the classes' own search).
 */
function aboveTheFold(html: string): string {
  let out = '';
  let from = 0;
  for (let at = html.indexOf(BELOW_FOLD_MARKER); at >= 0; at = html.indexOf(BELOW_FOLD_MARKER, from)) {
    const open = html.lastIndexOf('<', at);
    const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(open, at))?.[1];
    if (name === undefined) break;
    out += html.slice(from, open);
    const tags = new RegExp(`<(/?)${name}(?=[\\s>/])[^>]*>`, 'gi');
    tags.lastIndex = open;
    let depth = 0;
    from = html.length;
    for (let match = tags.exec(html); match; match = tags.exec(html)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) {
        from = tags.lastIndex;
        break;
      }
    }
  }
  return out + html.slice(from);
}

/**
 * Every class the shown elements of an HTML fragment carry. What sits inside a `hidden` element (a
 * closed mega menu, a streamed part not yet revealed) is left out: only a script shows it, and no
 * script runs before the whole stylesheet is there. So is what lies below the fold, which that sheet
 * shows (`BELOW_FOLD_HIDDEN`). React escapes `<` and `>` in attributes and text and the page's JSON
 * scripts escape `<`, so every `<…>` is a tag.
 */
export function classesOf(shell: string): Set<string> {
  const used = new Set<string>();
  const html = aboveTheFold(shell);
  // Most shells hide nothing: then every class attribute counts, and finding them alone is several times
  // faster than walking every tag. (React escapes `"` in text and attribute values, so ` class="` only
  // starts an attribute; " hidden" in a text merely takes the walk below.)
  if (!/\shidden(?=[\s=/>])/.test(html)) {
    for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const className of match[1]!.split(/\s+/)) if (className) used.add(className);
    return used;
  }
  let skipping: string | null = null;
  let depth = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, closing, rawName, attributes] = match;
    const name = rawName!.toLowerCase();
    if (skipping !== null) {
      if (name !== skipping || attributes!.endsWith('/')) continue;
      depth += closing ? -1 : 1;
      if (depth === 0) skipping = null;
      continue;
    }
    if (closing) continue;
    if (/\shidden(?=[\s=/]|$)/.test(attributes!) && !VOID_ELEMENTS.has(name) && !attributes!.endsWith('/')) {
      skipping = name;
      depth = 1;
      continue;
    }
    const classes = /\sclass="([^"]*)"/.exec(attributes!)?.[1];
    if (classes) for (const className of classes.split(/\s+/)) if (className) used.add(className);
  }
  return used;
}

/** `@keyframes name{…}`: its name, else null. */
function keyframesName(text: string): string | null {
  return /^@(?:-webkit-)?keyframes\s+([^\s{]+)/i.exec(text)?.[1] ?? null;
}

/** `keyframes` collects the top level's `@keyframes` rules instead of writing them (null inside a group). */
function select(nodes: CssNode[], used: Set<string>, keyframes: string[] | null): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'other') {
      if (keyframes === null || keyframesName(node.text) === null) out += node.text;
      else keyframes.push(node.text);
    } else if (node.kind === 'group') {
      const inner = select(node.children, used, null);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (node.needs === null || node.needs.some((classes) => classes.every((name) => used.has(name)))) out += node.text;
  }
  return out;
}

/** The animation names the `animation` and `animation-name` declarations of a text use (a word too many only keeps a rule). */
function animationNames(css: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.matchAll(/animation(?:-name)?\s*:([^;}]*)/gi)) for (const word of match[1]!.split(/[\s,]+/)) if (word) names.add(word);
  return names;
}

/**
 * The rules of the stylesheets an HTML fragment needs, in the stylesheets' order. A `@keyframes` rule stays only
 * when a kept rule animates with it (the toasts', dialogs' and skeletons' ~2 KB come with the full sheet, which
 * loads before any script can show them); the kept ones close the block, their names being unique.
 */
export function criticalRules(critical: CriticalCss, html: string): string {
  const used = classesOf(html);
  const keyframes: string[] = [];
  const selected = critical.stylesheets.map((sheet) => select(sheet.nodes, used, keyframes)).join('');
  // An element's own `style` may name an animation too (only those attributes are read: the page's text is not CSS,
  // and scanning the whole shell for declarations cost a third of this function).
  const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).join(';');
  const animated = animationNames(`${selected};${styles}`);
  return selected + keyframes.filter((text) => animated.has(keyframesName(text)!)).join('');
}

/**
 * Hides what lies below the fold until the linked sheet, which comes after this rule and makes the wrapper
 * `display: contents` again (ui/theme/theme.css.ts), has arrived: an empty block whose content is neither laid out,
 * painted, focusable nor read out. Should the sheet never arrive, the part shows anyway after 4 s, unstyled but
 * there. (Not `display: none`: no animation runs on such an element, so nothing could show it then.)
 */
export const BELOW_FOLD_HIDDEN = `[${BELOW_FOLD_ATTRIBUTE}="true"]{display:block;content-visibility:hidden;animation:below-fold 0s 4s forwards}@keyframes below-fold{to{display:contents}}`;

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The writable React's stream is piped into: it writes the page head (`before`, up to the app's
 * element), React's output and the page's tail (`after`) to `out`. With stylesheets, the head's
 * links to them are left out, the head gets the critical rules of the shell instead, and the links
 * follow the shell. React writes the shell in one synchronous flush, collected here until the next
 * microtask; later flushes (streamed Suspense parts) pass straight through.
 */
export function pageWriter(
  out: Writable,
  page: { before: string; after: string; nonce: string; critical?: CriticalCss | undefined },
): Writable {
  const sheets = page.critical?.stylesheets ?? [];
  let before = page.before;
  for (const sheet of sheets) {
    before = before.replace(new RegExp(`<link\\b[^>]*\\bhref="${escapeRegExp(sheet.href)}"[^>]*>`, 'g'), '');
  }
  const links = sheets.map((sheet) => `<link rel="stylesheet" href="${escapeAttribute(sheet.linked.href)}">`).join('');
  let shell: Buffer[] | null = [];
  let scheduled = false;

  const flushShell = () => {
    if (shell === null) return;
    const html = Buffer.concat(shell).toString('utf8');
    shell = null;
    if (sheets.length > 0) {
      const rules = criticalRules(page.critical!, html) + (html.includes(BELOW_FOLD_MARKER) ? BELOW_FOLD_HIDDEN : '');
      const style = rules ? `<style nonce="${escapeAttribute(page.nonce)}">${rules}</style>` : '';
      out.write(before.replace('</head>', `${style}</head>`) + html + links);
    } else {
      out.write(before + html);
    }
  };

  return new Writable({
    // React stops at a write answered `false` until 'drain'; the shell must arrive whole.
    highWaterMark: Number.MAX_SAFE_INTEGER,
    write(chunk: Buffer, _encoding, callback) {
      if (shell !== null) {
        shell.push(chunk);
        if (!scheduled) {
          scheduled = true;
          queueMicrotask(flushShell);
        }
      } else out.write(chunk);
      callback();
    },
    final(callback) {
      flushShell();
      out.end(page.after);
      callback();
    },
  });
}
