import type { Plugin } from 'vite';
import { isProductClientBuild } from './productBuild';

/**
 * Module evaluation in slices. Before React hydrates, the browser evaluates the first load's modules: effector
 * creating the models' units, the route table, the shell, the page. That was one task of 110–190 ms on
 * Lighthouse's 4× CPU, the longest of a load and most of its blocking time; each chunk fetched after hydration
 * (zod and the contract schemas, the cart and auth models) was another of 50–70 ms.
 *
 * The client build ends each of our modules, and each of zod's, with
 * `await globalThis.__storefrontSlice?.()`: a top-level await that gives the main thread back — the rest
 * continues in a new task — once the current slice has run `SLICE_MS`, and otherwise costs one microtask.
 * In a chunk the bundler lays modules out in evaluation order, so the awaits fall between modules and the
 * order stays the same; a page can paint and take input between slices, and no slice reaches a long task
 * (50 ms) even at 4× slower. The hook itself is the shell's first script (index.html), defined before any
 * module runs; where it is missing (Storybook, tests) the await is a microtask. The server build, Vitest and
 * Storybook's builds are left as they are. react-dom (CommonJS, one function) and effector (one module) are
 * evaluated whole, each within a slice of its own.
 */
export const SLICE_HOOK = '__storefrontSlice';

/** A slice's length before the hook yields: 8 ms, a long task's 50 at 4× CPU with room for the rest of the task. */
export const SLICE_MS = 8;

const OURS = /[\\/](?:app|features|ui|contract)[\\/][^?]*\.tsx?$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/][^?]*\.js$/;
const DEPENDENCY = /[\\/]node_modules[\\/]/;

/** Whether the client build ends this module with a slice: our TypeScript and zod's modules, not styles nor virtual modules. */
export function endsWithSlice(id: string): boolean {
  if (id.startsWith('\0') || id.includes('.css.ts')) return false;
  return ZOD.test(id) || (OURS.test(id) && !DEPENDENCY.test(id));
}

export const SLICE_STATEMENT = `\nawait globalThis.${SLICE_HOOK}?.();\n`;

/**
 * The hook, the shell's first script: past `SLICE_MS` since the slice began it resolves in a new task —
 * `scheduler.yield()` where the browser has it (the continuation goes ahead of other queued work), else a
 * message on a channel (no timer clamping) — and otherwise returns nothing, so the await is a microtask.
 */
export const SLICE_HOOK_SCRIPT =
  `(function(){var start=performance.now();globalThis.${SLICE_HOOK}=function(){if(performance.now()-start<${SLICE_MS})return;` +
  `return new Promise(function(resolve){function next(){start=performance.now();resolve()}var s=globalThis.scheduler;` +
  `if(s&&s.yield)s.yield().then(next);else{var c=new MessageChannel();c.port1.onmessage=next;c.port2.postMessage(0)}})}})();`;

export function slicedEvaluation(): Plugin {
  let active = false;
  return {
    name: 'storefront:sliced-evaluation',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      active = isProductClientBuild(config);
    },
    transformIndexHtml() {
      return active ? [{ tag: 'script', children: SLICE_HOOK_SCRIPT, injectTo: 'head' }] : [];
    },
    transform(code, id) {
      if (!active || !endsWithSlice(id)) return null;
      return { code: `${code}${SLICE_STATEMENT}`, map: null };
    },
  };
}
