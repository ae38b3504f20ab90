// Enforces the import direction of architecture.md §2. A layer is the top-level folder of a file.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Which layers each layer may import (its own layer is always allowed, with the features exception). */
export const ALLOWED = {
  contract: [],
  ui: ['contract'],
  features: ['contract'],
  app: ['contract', 'ui', 'features', 'locales'],
  api: ['contract'],
  mocks: ['contract'],
  locales: [],
  e2e: ['contract', 'scripts', 'locales'],
  '.storybook': ['contract', 'ui', 'features', 'app', 'mocks', 'locales'],
};
/** Packages a layer must never import: ui reads no store and no URL. */
const FORBIDDEN_PACKAGES = {
  ui: ['effector', 'effector-react', 'react-router', 'react-router-dom', 'i18next', 'react-i18next'],
  contract: ['react', 'effector'],
  api: ['react', 'react-dom', 'effector'],
};

function layerOf(file) {
  const rel = path.relative(ROOT, file);
  if (rel.startsWith('..')) return null;
  const [top] = rel.split(path.sep);
  return top in ALLOWED ? top : null;
}

/** features/<name>/... → <name> */
function featureOf(file) {
  return path.relative(path.join(ROOT, 'features'), file).split(path.sep)[0];
}

function isFeatureIndex(target) {
  const rel = path.relative(path.join(ROOT, 'features'), target).split(path.sep);
  return rel.length === 1 || (rel.length === 2 && /^index(\.tsx?)?$/.test(rel[1]));
}

/** A feature's test helpers (`features/<name>/test-support.ts`), which other features' tests may use too. */
function isFeatureTestSupport(target) {
  const rel = path.relative(path.join(ROOT, 'features'), target).split(path.sep);
  return rel.length === 2 && /^test-support(\.tsx?)?$/.test(rel[1]);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way: contract ← ui/features ← app (architecture.md §2).' },
    schema: [],
    messages: {
      layer: "'{{from}}/' may not import from '{{to}}/' (architecture.md §2).",
      feature: "features import other features only through their public index.ts ('{{to}}').",
      uiValue: "ui/ imports only types from contract/: use 'import type'.",
      pkg: "'{{from}}/' may not import '{{pkg}}' (architecture.md §2).",
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = layerOf(file);
    if (!from) return {};
    function check(node, source, isType) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        const pkgs = FORBIDDEN_PACKAGES[from] ?? [];
        const pkg = pkgs.find((p) => source === p || source.startsWith(p + '/'));
        if (pkg && !isType) context.report({ node, messageId: 'pkg', data: { from, pkg } });
        return;
      }
      const target = path.resolve(path.dirname(file), source);
      const to = layerOf(target);
      if (!to) return;
      if (to === from) {
        const isTest = /\.test\.tsx?$/.test(file);
        if (from === 'features' && featureOf(target) !== featureOf(file) && !isFeatureIndex(target) && !(isTest && isFeatureTestSupport(target))) {
          context.report({ node, messageId: 'feature', data: { to: path.relative(ROOT, target) } });
        }
        return;
      }
      // Stories are the workbench: they may use its helpers, the mocks and the message catalogues.
      const isStory = /\.stories\.tsx?$/.test(file);
      if (isStory && ['.storybook', 'mocks', 'locales'].includes(to)) return;
      if (!ALLOWED[from].includes(to)) {
        context.report({ node, messageId: 'layer', data: { from, to } });
        return;
      }
      if (from === 'ui' && to === 'contract' && !isType) context.report({ node, messageId: 'uiValue' });
    }
    const isTypeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};
