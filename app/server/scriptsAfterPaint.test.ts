import { describe, expect, it } from 'vitest';
import { pageScripts, scriptLoader, takeModuleTags } from './scriptsAfterPaint';

/** A built shell as Vite writes it: the module entry and its chunks' modulepreloads in the head, and the locale's messages (./server.ts). */
const BUILT_SHELL = [
  '<!doctype html><html lang="pt-PT"><head><meta charset="utf-8" />',
  '<script nonce="__CSP_NONCE__">document.documentElement.setAttribute(\'data-js\', \'\');</script>',
  '<script type="module" crossorigin src="/assets/index-E1.js" nonce="__CSP_NONCE__"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-R1.js" nonce="__CSP_NONCE__">',
  '<link rel="modulepreload" crossorigin href="/assets/app-A1.js" nonce="__CSP_NONCE__">',
  '<link rel="modulepreload" crossorigin href="/assets/pt.storefront.messages-M1.js"></head>',
  '<body><div id="root"><!--app-html--></div></body></html>',
].join('\n');

describe('the scripts a page requests once it has painted', () => {
  it("takes the built shell's module tags, in order, and leaves the rest of it", () => {
    const { template, scripts } = takeModuleTags(BUILT_SHELL);
    expect(scripts).toEqual({ entry: '/assets/index-E1.js', preloads: ['/assets/rolldown-runtime-R1.js', '/assets/app-A1.js', '/assets/pt.storefront.messages-M1.js'] });
    expect(template).not.toMatch(/type="module"|modulepreload/);
    expect(template).toContain("document.documentElement.setAttribute('data-js', '');");
    expect(template).toContain('<div id="root"><!--app-html--></div>');
  });

  it('a shell without a module entry is left as it is', () => {
    const shell = '<html><head></head><body><!--app-html--></body></html>';
    expect(takeModuleTags(shell)).toEqual({ template: shell, scripts: null });
  });

  it('the loader names each module once, carries the nonce, and reads back', () => {
    const tag = scriptLoader({ entry: '/assets/index-E1.js', preloads: ['/assets/app-A1.js', '/assets/page-P1.js', '/assets/app-A1.js', '/assets/index-E1.js'] }, 'n0nce');
    expect(tag).toMatch(/^<script nonce="n0nce" id="__STOREFRONT_SCRIPTS__" /);
    expect(pageScripts(`<body>${tag}</body>`)).toEqual({ entry: '/assets/index-E1.js', preloads: ['/assets/app-A1.js', '/assets/page-P1.js'] });
    expect(pageScripts('<body></body>')).toBeNull();
  });

  it('refuses a path it could not write into an attribute as it is', () => {
    expect(() => scriptLoader({ entry: '/assets/index-E1.js', preloads: ['/assets/a" onload="x.js'] }, 'n')).toThrow(/cannot name/);
  });
});
