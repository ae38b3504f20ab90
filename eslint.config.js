import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import effector from 'eslint-plugin-effector';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import importDirection from './eslint-rules/import-direction.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      '.data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'public/mockServiceWorker.js',
      '**/__fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { 'import-direction': importDirection } } },
    rules: {
      'local/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['ui/**/*.tsx', 'app/**/*.tsx', 'features/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['ui/**/*.tsx', 'app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['features/**/*.ts', 'features/**/*.tsx', 'app/**/*.ts', 'app/**/*.tsx'],
    plugins: { effector },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { ...effector.configs.recommended.rules, ...effector.configs.scope.rules, ...effector.configs.react.rules },
  },
  ...storybook.configs['flat/recommended'],
);
