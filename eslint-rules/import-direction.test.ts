import { ESLint } from 'eslint';
import path from 'node:path';
import config from '../eslint.config.js';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// The project's own config, less the type-aware effector block (it needs files on disk in a tsconfig).
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: config.filter(
    (block: { plugins?: object }) => !(block.plugins && 'effector' in block.plugins),
  ) as ESLint.Options['overrideConfig'],
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/import-direction').map((m) => m.message);
}

describe('import direction (architecture.md §2)', () => {
  it('fails when ui imports a feature model', async () => {
    expect(
      await lint(
        'ui/Fixture/Fixture.tsx',
        "import { cart } from '../../features/cart';\nexport const x = cart;\n",
      ),
    ).toEqual(["'ui/' may not import from 'features/' (architecture.md §2)."]);
  });
  it('fails when ui imports effector or a router', async () => {
    const messages = await lint(
      'ui/Fixture/Fixture.tsx',
      "import { useUnit } from 'effector-react';\nexport const x = useUnit;\n",
    );
    expect(messages).toEqual(["'ui/' may not import 'effector-react' (architecture.md §2)."]);
  });
  it('fails when ui imports a contract value rather than a type', async () => {
    expect(
      await lint(
        'ui/Fixture/Fixture.tsx',
        "import { Locale } from '../../contract/locale';\nexport const x = Locale;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'ui/Fixture/Fixture.tsx',
        "import type { Locale } from '../../contract/locale';\nexport type X = Locale;\n",
      ),
    ).toEqual([]);
  });
  it('fails when the api imports web code', async () => {
    expect(
      await lint('api/fixture.ts', "import { x } from '../app/routes';\nexport const y = x;\n"),
    ).toHaveLength(1);
  });
  it('fails when contract imports anything of ours', async () => {
    expect(
      await lint('contract/fixture.ts', "import { x } from '../ui/tokens';\nexport const y = x;\n"),
    ).toHaveLength(1);
  });
  it("fails when a feature reaches into another feature's internals, passes through its index", async () => {
    expect(
      await lint('features/cart/model.ts', "import { x } from '../auth/model';\nexport const y = x;\n"),
    ).toHaveLength(1);
    expect(
      await lint('features/cart/model.ts', "import { x } from '../auth';\nexport const y = x;\n"),
    ).toEqual([]);
    expect(
      await lint('features/cart/model.ts', "import { x } from '../auth/index';\nexport const y = x;\n"),
    ).toEqual([]);
  });
  it("lets a feature's tests use another feature's test helpers, and only its tests", async () => {
    expect(
      await lint('features/cart/model.test.ts', "import { x } from '../api-client/test-support';\nexport const y = x;\n"),
    ).toEqual([]);
    expect(
      await lint('features/cart/model.ts', "import { x } from '../api-client/test-support';\nexport const y = x;\n"),
    ).toHaveLength(1);
  });
  it('lets app join everything above it', async () => {
    const code =
      "import { a } from '../features/cart';\nimport { b } from '../ui/Button';\nimport { c } from '../contract';\nexport const d = [a, b, c];\n";
    expect(await lint('app/fixture.ts', code)).toEqual([]);
  });
});
