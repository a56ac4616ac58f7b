import { ESLint, type Linter } from 'eslint';
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers from '../../eslint.layers.js';

// The layer rules of eslint.layers.js run on imports written here as if they were in a file of
// the repository: each bad import must be refused, so a pattern that matches nothing fails here.
const linter = (...extra: Linter.Config[]) =>
  new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...astro.configs.base,
      ...layers,
      ...extra,
    ],
  });
// The cycle check reads every file an import reaches; the layer cases leave it to its own test.
const layersOnly = linter({ rules: { 'import-x/no-cycle': 'off' } });
const withCycles = linter();

async function problems(filePath: string, code: string, eslint = layersOnly): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layers of docs/architecture.md are lint rules', () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/header/Bad.tsx',
      "import { SaveDealButton } from '../saved/SaveDealButton';",
    ],
    [
      'a component importing a feature',
      'src/components/Bad.tsx',
      "import { DealsGrid } from '../features/deals/DealsGrid';",
    ],
    ['a component importing a store', 'src/components/Bad.tsx', "import { $toast } from '../stores/toast.store';"],
    ['a store importing a feature', 'src/stores/bad.ts', "import { AuthPage } from '../features/auth/AuthPage';"],
    ['config importing a schema', 'src/config/bad.ts', "import { PRODUCT_TYPES } from '../schemas/deal';"],
    ['a schema importing config', 'src/schemas/bad.ts', "import { brand } from '../config/brand';"],
    ['a rule importing lib beyond format.ts', 'src/rules/bad.ts', "import { http } from '../lib/http';"],
    ['the server importing the browser client', 'src/server/bad.ts', "import { http } from '../lib/http';"],
    [
      'the server importing config beyond brand.ts',
      'src/server/bad.ts',
      "import { siteConfig } from '../config/site';",
    ],
    ['a feature importing the server', 'src/features/deals/bad.ts', "import { parseEnv } from '../../server/env';"],
    [
      'a layout importing a page',
      'src/layouts/Bad.astro',
      "---\nimport Home from '../pages/index.astro';\n---\n<Home />",
    ],
    [
      'an inline script of a feature importing another feature',
      'src/features/deal-page/Bad.astro',
      "<script>\n  import { openAdminAccess } from '../admin-access/mount-admin-access';\n</script>",
    ],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([expect.stringMatching(/^boundaries\/dependencies: /)]);
  });

  it.each([
    [
      'a feature importing stores, lib, rules, schemas, components, config',
      'src/features/header/Good.tsx',
      "import { $toast } from '../../stores/toast.store';\nimport { formatUsd } from '../../lib/format';\nimport { isLive } from '../../rules/deal-rules';\nimport type { Deal } from '../../schemas/deal';\nimport { Icon } from '../../components/Icon';\nimport { brand } from '../../config/brand';",
    ],
    ['a rule importing lib/format.ts', 'src/rules/good.ts', "import { formatUsd } from '../lib/format';"],
    ['the server importing config/brand.ts', 'src/server/good.ts', "import { brand } from '../config/brand';"],
    [
      'a unit test beside the code importing the test support',
      'src/features/deal-page/good.test.ts',
      "import { makeDeal } from '../../../tests/support/wire-deals';",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // Rules may import schemas, but src/schemas/admin.ts imports rules/asins.ts: importing it back closes a cycle.
    const code = "import { dealIdSchema } from '../schemas/admin';";
    expect(await problems('src/rules/asins.ts', code, withCycles)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ]);
  });

  it('refuses a file under src/ in no layer', async () => {
    expect(await problems('src/helpers/bad.ts', 'export const x = 1;')).toEqual([
      expect.stringMatching(/^boundaries\/no-unknown-files: /),
    ]);
  });
});
