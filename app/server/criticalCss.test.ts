// The classes a page's shell shows decide which rules its head inlines: every class of a shown element,
// none of what sits inside a `hidden` element or below the fold, whichever way the shell is read.
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { BELOW_FOLD_HIDDEN, classesOf, criticalRules, pageWriter, parseStylesheet } from './criticalCss';

const sorted = (set: Set<string>) => [...set].sort();

describe('the classes of a shell', () => {
  it('collects every class of the shown elements', () => {
    const html = '<header class="a b"><nav class=" c  d "><a class="e" href="/">x</a><img class="f" src="/i.png"/></nav></header><p>text as React writes it: class=&quot;no&quot;</p>';
    expect(sorted(classesOf(html))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('leaves out what sits inside a hidden element, nested ones included, and keeps what follows it', () => {
    const html = '<div class="a"><div hidden class="h"><div class="in"><div class="deeper"></div></div></div><span class="b"></span></div>';
    expect(sorted(classesOf(html))).toEqual(['a', 'b']);
  });

  it('reads a shell with the word hidden in its text the same way as one without', () => {
    const plain = '<main class="a"><p class="b">Nothing is hidden here</p></main>';
    expect(sorted(classesOf(plain))).toEqual(['a', 'b']);
  });

  it('leaves out what sits below the fold, and keeps a part marked as not below it', () => {
    const html =
      '<main class="a"><div data-below-fold="true"><div class="r"><div><p class="r2"></p></div><divider class="r3"></divider></div></div><b class="b"></b></main>' +
      '<div data-below-fold="false"><footer class="f"><div hidden><i class="h"></i></div></footer></div>';
    expect(sorted(classesOf(html))).toEqual(['a', 'b', 'f']);
  });

  it('inlines the rules of the shown classes and every rule naming no class', () => {
    const sheet = parseStylesheet('/s.css', ':root{--x:1}.a{color:red}.h{color:blue}@media (min-width:1px){.b{margin:0}.h{margin:1px}}');
    const rules = criticalRules({ stylesheets: [sheet] }, '<div class="a"><div hidden><i class="h"></i></div><b class="b"></b></div>');
    expect(rules).toBe(':root{--x:1}.a{color:red}@media (min-width:1px){.b{margin:0}}');
  });
});

describe('the animations a shell inlines', () => {
  const sheet = parseStylesheet(
    '/s.css',
    '@keyframes pulse{50%{opacity:.5}}@keyframes slide{to{transform:none}}@keyframes spin{to{rotate:1turn}}.a{animation:1s linear infinite pulse}.toast{animation:slide 1s}.b{animation-name:spin}@media (min-width:1px){@keyframes grow{to{scale:2}}}',
  );

  it('keeps the keyframes a shown rule animates with and leaves out those of rules it left out', () => {
    const rules = criticalRules({ stylesheets: [sheet] }, '<div class="a"></div>');
    expect(rules).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(rules).not.toContain('@keyframes slide');
    expect(rules).not.toContain('@keyframes spin');
    expect(rules.startsWith('.a{animation:1s linear infinite pulse}')).toBe(true);
  });

  it('keeps the keyframes an animation-name or an element’s own style names, and those inside a group as they are', () => {
    const rules = criticalRules({ stylesheets: [sheet] }, '<div class="b"></div><p style="animation:slide 2s"></p>');
    expect(rules).toContain('@keyframes spin{to{rotate:1turn}}');
    expect(rules).toContain('@keyframes slide{to{transform:none}}');
    expect(rules).not.toContain('@keyframes pulse');
    expect(rules).toContain('@media (min-width:1px){@keyframes grow{to{scale:2}}}');
  });
});

describe('the sheet a page links after its shell', () => {
  const css =
    '@font-face{font-family:I;src:url(/i.woff2)}.a{color:red}:root{--x:1}*,:before,:after{box-sizing:border-box}body{margin:0}' +
    '@font-face{font-family:I;font-weight:700;src:url(/b.woff2)}@media (min-width:1px){.b{margin:0}:root{--x:2}}@media (hover:hover){body>p{color:red}}' +
    '[data-side=right]{width:1px}html[data-js] p{display:none}@keyframes k{to{opacity:0}}.c{animation:k 1s}';
  const sheet = parseStylesheet('/assets/style-1.css', css);

  it('leaves out the font faces, the root variables and the type resets every head declares, and keeps every other rule in its order', () => {
    expect(sheet.linked).toEqual({
      href: '/assets/style-1.linked.css',
      css: '.a{color:red}@media (min-width:1px){.b{margin:0}}[data-side=right]{width:1px}html[data-js] p{display:none}@keyframes k{to{opacity:0}}.c{animation:k 1s}',
    });
    const head = criticalRules({ stylesheets: [sheet] }, '<p>no class</p>');
    for (const rule of ['@font-face{font-family:I;src:url(/i.woff2)}', '@font-face{font-family:I;font-weight:700;src:url(/b.woff2)}', ':root{--x:1}', '*,:before,:after{box-sizing:border-box}', 'body{margin:0}', '@media (min-width:1px){:root{--x:2}}', '@media (hover:hover){body>p{color:red}}']) {
      expect(head).toContain(rule);
    }
  });

  it('is what the page links, after the shell, in place of the built sheet', async () => {
    let written = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.toString();
        callback();
      },
    });
    const writer = pageWriter(out, {
      before: '<html><head><link rel="stylesheet" href="/assets/style-1.css"></head><body>',
      after: '</body></html>',
      nonce: 'n',
      critical: { stylesheets: [sheet] },
    });
    await new Promise<void>((resolve) => writer.end('<main class="a">shell</main>', resolve));
    expect(written).not.toContain('href="/assets/style-1.css"');
    expect(written).toContain('</head><body><main class="a">shell</main><link rel="stylesheet" href="/assets/style-1.linked.css"></body></html>');
  });

  async function page(shell: string): Promise<string> {
    let written = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.toString();
        callback();
      },
    });
    const writer = pageWriter(out, { before: '<html><head></head><body>', after: '</body></html>', nonce: 'n', critical: { stylesheets: [sheet] } });
    await new Promise<void>((resolve) => writer.end(shell, resolve));
    return written;
  }

  it('hides what lies below the fold from the head on, which the sheet linked after the shell shows again', async () => {
    const written = await page('<main class="a">top</main><div data-below-fold="true"><footer class="c">end</footer></div>');
    const head = written.slice(0, written.indexOf('</head>'));
    // The footer's rules wait for the sheet; the hiding rule comes last, so nothing inline undoes it.
    expect(head).not.toContain('.c{');
    expect(head.endsWith(`${BELOW_FOLD_HIDDEN}</style>`)).toBe(true);
    expect(written.indexOf('style-1.linked.css')).toBeGreaterThan(written.indexOf('</footer>'));
  });

  it('adds no hiding rule to a page with nothing below the fold', async () => {
    const written = await page('<main class="a">top</main><div data-below-fold="false"><footer class="c">end</footer></div>');
    expect(written).not.toContain('content-visibility');
    expect(written).toContain('.c{animation:k 1s}');
  });
});
