import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Test, bench and tooling files: they may use their package's devDependencies. */
const DEV_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/test-support/**',
  '**/test-utils.tsx',
  '**/bench*.ts',
  '**/*.config.{ts,mts,mjs}',
  'functions/build.mts',
  'scripts/**',
  'rules-tests/**',
  'e2e/**',
  '*.{ts,mjs}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      '.emulator-data/**',
      // Broken on purpose; scripts/lint-rules.test.ts lints them.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-throw-literal': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'emulators/*/tsconfig.json', 'tsconfig.base.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No import cycles anywhere; a cycle means two modules should be one, or share a third.
      'import-x/no-cycle': 'error',
      // Every package imports only what its own package.json declares (nothing by hoisting).
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: DEV_FILES }],
    },
  },
  {
    // functions/build.mts inlines @crewspace/common (it is not on npm, and Cloud Build installs
    // only `dependencies`), so functions declares it as a devDependency.
    files: ['functions/src/**'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: DEV_FILES, whitelist: ['@crewspace/common'] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Only the data layer talks to Firebase directly; features go through web/src/lib/firebase.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase/*'], message: 'Import from web/src/lib/firebase instead.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/firebase/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
