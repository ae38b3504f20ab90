import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { endsWithSlice, SLICE_HOOK, SLICE_HOOK_SCRIPT, SLICE_MS, SLICE_STATEMENT, slicedEvaluation } from './evaluationSlices';

const ROOT = '/work/storefront';

describe('which modules end with a slice', () => {
  it("our TypeScript and zod's modules; not styles, other dependencies nor virtual modules", () => {
    for (const id of [`${ROOT}/features/cart/model.ts`, `${ROOT}/app/shell/Header.tsx`, `${ROOT}/ui/Price/Price.tsx`, `${ROOT}/contract/order.ts`, `${ROOT}/node_modules/zod/v4/core/schemas.js`]) {
      expect(endsWithSlice(id), id).toBe(true);
    }
    for (const id of [
      `${ROOT}/ui/Price/Price.css.ts`,
      `${ROOT}/ui/Price/Price.css.ts.vanilla.css`,
      `${ROOT}/node_modules/effector/effector.mjs`,
      `${ROOT}/node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${ROOT}/node_modules/some-lib/app/index.ts`,
      '\0vite/preload-helper.js',
    ]) {
      expect(endsWithSlice(id), id).toBe(false);
    }
  });
});

describe('the build plugin', () => {
  const resolved = (ssr: boolean, plugins: string[] = []) => ({ build: { ssr }, plugins: plugins.map((name) => ({ name })) }) as unknown as ResolvedConfig;
  const run = (config: ResolvedConfig) => {
    const plugin = slicedEvaluation();
    (plugin.configResolved as (config: ResolvedConfig) => void)(config);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const html = plugin.transformIndexHtml as () => { tag: string; children: string }[];
    return { transform: (code: string, id: string) => transform(code, id), tags: html() };
  };

  it("appends the slice to the client build's modules and puts the hook in the shell", () => {
    const client = run(resolved(false));
    expect(client.transform('export const a = 1;', `${ROOT}/features/cart/model.ts`)?.code).toBe(`export const a = 1;${SLICE_STATEMENT}`);
    expect(client.transform('export const a = 1;', `${ROOT}/node_modules/effector/effector.mjs`)).toBeNull();
    expect(client.tags).toEqual([{ tag: 'script', children: SLICE_HOOK_SCRIPT, injectTo: 'head' }]);
  });

  it('leaves the server build and Storybook as they are', () => {
    for (const config of [resolved(true), resolved(false, ['storybook:react-docgen'])]) {
      const build = run(config);
      expect(build.transform('export const a = 1;', `${ROOT}/features/cart/model.ts`)).toBeNull();
      expect(build.tags).toEqual([]);
    }
  });
});

describe('the hook', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (globalThis as Record<string, unknown>)[SLICE_HOOK];
  });

  it(`runs on within a slice of ${SLICE_MS} ms, and past it continues in a new task with a new slice`, async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    new Function(SLICE_HOOK_SCRIPT)();
    const slice = (globalThis as unknown as Record<string, () => Promise<void> | undefined>)[SLICE_HOOK]!;

    now += SLICE_MS - 1;
    expect(slice()).toBeUndefined();

    now += 1;
    const order: string[] = [];
    const handedBack = slice();
    expect(handedBack).toBeInstanceOf(Promise);
    void handedBack!.then(() => order.push('continued'));
    queueMicrotask(() => order.push('microtask'));
    // Awaited itself, not a timer: a timer of 0 ms may fire before the channel's message on a busy machine.
    await handedBack;
    // Not a microtask: whatever was queued runs first.
    expect(order).toEqual(['microtask', 'continued']);

    // The slice starts again where the task did.
    now += SLICE_MS - 1;
    expect(slice()).toBeUndefined();
  });
});
