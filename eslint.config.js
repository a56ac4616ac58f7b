// ESLint flat config: type-checked TypeScript, React hooks, Astro and accessibility rules,
// plus the project's own boundaries: the layers of docs/architecture.md (eslint.layers.js) and the
// rules below (see CONTRIBUTING.md).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint.layers.js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // The service worker's hand-written part runs as it is, outside the TypeScript project.
    files: ['public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.serviceworker },
  },
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Implementations of async interfaces (RetailerClient, test fakes) are async without awaiting.
      '@typescript-eslint/require-await': 'off',
      // Unused arguments named with a leading underscore are deliberate (interface shapes).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // eslint-plugin-astro registers the jsx-a11y plugin; React islands take its recommended rules too.
    files: ['**/*.tsx'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  reactHooks.configs.flat.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    // Astro components and their inline scripts are parsed outside the TypeScript project service.
    files: ['**/*.astro', '**/*.astro/*.js', '**/*.astro/*.ts', '**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read the API's answers as untyped JSON and assert on them with expect;
    // tests/api/contract.test.ts checks those answers against the schemas.
    files: ['tests/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  ...layers,
  {
    // src/server/env.ts is the only reader of process.env on the server.
    // Tests beside the code may read their own settings (TEST_DATABASE_URL).
    files: ['src/server/**'],
    ignores: ['src/server/env.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through src/server/env.ts, the only reader of process.env.',
        },
      ],
    },
  },
);
