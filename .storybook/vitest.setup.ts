/**
 * Runs in the browser after every story test: pictures the rendered story and compares it with its
 * committed baseline (screenshots.ts explains the tolerance and the environment variables).
 */
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { ScreenshotVerdict } from './screenshots';

declare module 'vitest/browser' {
  interface BrowserCommands {
    compareScreenshot: (name: string, base64: string) => Promise<ScreenshotVerdict>;
  }
}

/**
 * A story's findBy and waitFor give up after 5 s, not Testing Library's 1 s: dialogs, drawers and their texts
 * are lazy chunks, and on a busy two-core machine their first load alone can take longer than a second.
 * A passing story waits no longer for it.
 */
configure({ asyncUtilTimeout: 5000 });

/** Stills, not movies: no animation, no transition, no blinking caret in a picture. */
const FREEZE_CSS = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
const IMAGE_TIMEOUT_MS = 3000;

async function everyImageDrawn(root: Element) {
  const images = [...root.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, IMAGE_TIMEOUT_MS))]);
}

/** Icons draw from the sprite file (ui/Icon/icons.svg) once it has arrived: wait for every shown one. */
async function everyIconDrawn(root: Element) {
  const shown = [...root.querySelectorAll<SVGUseElement>('svg use')].filter((use) => (use.ownerSVGElement?.getClientRects().length ?? 0) > 0);
  const deadline = Date.now() + IMAGE_TIMEOUT_MS;
  while (shown.some((use) => use.getBBox().width === 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail' || (context.task.result?.errors?.length ?? 0) > 0) return;
  // A story whose picture cannot be still (a clock that really ticks) opts out with `parameters.screenshot: false`.
  const parameters = (context as unknown as { story?: { parameters?: { screenshot?: boolean } } }).story?.parameters;
  if (parameters?.screenshot === false) return;
  const root = document.querySelector('[data-story-root]');
  if (!root) return;

  const freeze = document.createElement('style');
  // A fullscreen story is pictured as a person first sees it: one viewport high, not the whole scrolled page.
  const fullscreen = root.getAttribute('data-story-root') === 'fullscreen';
  freeze.textContent = fullscreen ? `${FREEZE_CSS} [data-story-root] { height: 100vh; overflow: hidden; }` : FREEZE_CSS;
  document.head.append(freeze);
  try {
    await document.fonts.ready;
    await everyImageDrawn(root);
    await everyIconDrawn(root);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const base64 = await page.screenshot({ element: root, save: false });
    const verdict = await commands.compareScreenshot(storyId, base64);
    if (!verdict.pass) expect.fail(verdict.message);
  } finally {
    freeze.remove();
  }
});
