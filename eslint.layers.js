// The layers of docs/architecture.md ("Layers") as lint rules: eslint-plugin-boundaries decides
// which layer a file belongs to and which layers it may import; import-x/no-cycle refuses cycles.
// Keep the table in docs/architecture.md in the same words as `layers` below.
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/** Each layer: its folder and the other layers it may import (a layer may always import itself). */
export const layers = {
  pages: {
    folder: 'src/pages',
    mayImport: ['layouts', 'features', 'components', 'stores', 'lib', 'rules', 'schemas', 'config'],
  },
  layouts: {
    folder: 'src/layouts',
    mayImport: ['features', 'components', 'stores', 'lib', 'rules', 'schemas', 'config'],
  },
  features: { folder: 'src/features/*', mayImport: ['components', 'stores', 'lib', 'rules', 'schemas', 'config'] },
  components: { folder: 'src/components', mayImport: ['lib', 'rules', 'schemas', 'config'] },
  stores: { folder: 'src/stores', mayImport: ['lib', 'rules', 'schemas', 'config'] },
  lib: { folder: 'src/lib', mayImport: ['rules', 'schemas', 'config'] },
  rules: { folder: 'src/rules', mayImport: ['schemas', 'lib/format.ts'] },
  schemas: { folder: 'src/schemas', mayImport: ['rules'] },
  config: { folder: 'src/config', mayImport: [] },
  server: { folder: 'src/server', mayImport: ['rules', 'schemas', 'lib/format.ts', 'config/brand.ts'] },
  build: { folder: 'src/build', mayImport: ['server', 'rules', 'lib'] },
  tests: { folder: 'tests', mayImport: ['*'] },
  scripts: { folder: 'scripts', mayImport: ['*'] },
};

/** A target: a whole layer ('lib'), one file of it ('lib/format.ts') or any layer ('*'). */
function target(name) {
  if (name === '*') return { element: { type: '*' } };
  const [layer, ...file] = name.split('/');
  if (file.length === 0) return { element: { type: layer } };
  return { element: { type: layer }, file: { path: `${layers[layer].folder}/${file.join('/')}` } };
}

const resolver = createTypeScriptImportResolver({ project: 'tsconfig.json' });

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': Object.entries(layers).map(([type, { folder }]) => ({
        type,
        pattern: folder,
        partialMatch: false,
        capture: folder.endsWith('/*') ? ['name'] : [],
      })),
      'boundaries/files': [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', 'tests/**'] }],
      'boundaries/ignore': ['src/env.d.ts', 'src/styles/**'],
      // Boundaries resolves through eslint-module-utils, which names resolvers by package.
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'import-x/resolver-next': [resolver],
      // no-cycle reads every imported file with the parser of its kind.
      'import-x/parsers': {
        '@typescript-eslint/parser': ['.ts', '.tsx', '.js', '.mjs'],
        'astro-eslint-parser': ['.astro'],
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(layers)
              .filter(([, { mayImport }]) => mayImport.length > 0)
              .map(([type, { mayImport }]) => ({ from: { element: { type } }, allow: { to: mayImport.map(target) } })),
            // A unit test beside the code may use the shared test support.
            { from: { file: { categories: 'test' } }, allow: { to: target('tests') } },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Every file under src/ belongs to a layer: a folder the table does not name is an error.
    files: ['src/**'],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
];
