import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { STORYBOOK_ONLY_PUBLIC_FILES } from './app/server/publicFiles.ts';
import { messagePartsPlugin } from './app/i18n/messagePartsPlugin.ts';
import { firstLoadChunks } from './app/routes/firstLoadChunks.ts';
import { precompressedAssets } from './app/server/precompress.ts';
import { slicedEvaluation } from './app/client/evaluationSlices.ts';
import { shortIdentifiers } from './ui/theme/buildIdentifiers.ts';

/** Vite copies public/ whole; the build leaves out what only Storybook serves. */
function withoutStorybookOnlyFiles(): Plugin {
  let outDir = '';
  return {
    name: 'storefront:without-storybook-only-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of STORYBOOK_ONLY_PUBLIC_FILES) rmSync(path.join(outDir, file), { force: true });
    },
  };
}

/**
 * The web build (client and SSR) and the base config Storybook and Vitest extend.
 * effector/babel-plugin adds sids so `serialize(scope)` carries every store to the browser
 * (architecture.md §7); it runs only on our model code, never on node_modules.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    babel({
      include: [/[\\/](features|app)[\\/].*\.[jt]sx?$/],
      plugins: [['effector/babel-plugin', { addLoc: false, reactSsr: false, factories: ['patronum'] }]],
    }),
    // Built, names are the shortest unique ones (ui/theme/buildIdentifiers.ts); served (Storybook, tests), readable ones.
    vanillaExtractPlugin(command === 'build' ? { identifiers: shortIdentifiers(import.meta.dirname) } : {}),
    withoutStorybookOnlyFiles(),
    messagePartsPlugin(),
    firstLoadChunks(import.meta.dirname),
    precompressedAssets({ skip: STORYBOOK_ONLY_PUBLIC_FILES }),
    slicedEvaluation(),
  ],
  // The manifest lets the production server find every stylesheet of the build: one (cssCodeSplit:
  // false), so no lazy chunk ever injects CSS of its own. Each page inlines the rules its server HTML
  // uses and links this sheet after its content, not in the head (app/server/criticalCss.ts).
  // `zod` is zod behind a line that keeps it from probing for eval in the browser (features/api-client/zodInBrowser.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'features/api-client/zodInBrowser.ts') }] },
  build: {
    sourcemap: true,
    manifest: true,
    cssCodeSplit: false,
    // contract/ modules only declare schemas and constants (no registration, no global state), but a
    // top-level `z.object(…)` looks like a side effect, so every domain of the contract index landed in
    // the browser's first load. Declared side-effect free, a domain nothing imports is left out.
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]contract[\\/][^\\/]+\.ts$/.test(id) } },
  },
  // Vite writes this placeholder as the nonce of the tags it injects (module entry, modulepreload
  // links) and in a <meta property="csp-nonce"> its preload helper reads for the chunks it links at
  // run time; the server replaces it with each response's nonce (CSP 'strict-dynamic', app/server/security.ts).
  html: { cspNonce: '__CSP_NONCE__' },
}));
