import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';

/** Paths resolve from the repository root, wherever ESLint runs (web's boundaries test runs it). */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The web app's layers (web/README.md#boundaries). */
const WEB_ELEMENTS = [
  { type: 'app', pattern: 'web/src/app' },
  { type: 'feature', pattern: 'web/src/features/*' },
  { type: 'testing', pattern: 'web/src/testing' },
  { type: 'shared', pattern: 'web/src/(components|config|lib|stand-ins|styles)' },
];

/**
 * The chat service's layers, top to bottom (emulators/chat/README.md#layout). A layer imports
 * only the layers below it; layers on one line import neither each other nor anything above.
 * `entry` is every file at `src/` itself (and the tests' helpers); `context` is `domain/`'s own
 * file. Element patterns match the first that fits, so those two come after the folders.
 */
const CHAT_LAYERS = [
  ['entry'],
  ['http', 'ws'],
  ['routes'],
  ['domain/queries', 'domain/polls', 'domain/app'],
  ['domain/messages'],
  ['domain/channels'],
  ['domain/users'],
  ['domain'],
  ['domain/permissions', 'domain/events', 'domain/webhooks'],
  ['state'],
  ['lib'],
];
const chatLayerType = (layer) => `chat-${layer}`;
const chatLayerPath = (layer) =>
  layer === 'entry' ? 'emulators/chat/src' : `emulators/chat/src/${layer}`;
const CHAT_ELEMENTS = CHAT_LAYERS.flat()
  .map((layer) => ({
    type: chatLayerType(layer),
    pattern: chatLayerPath(layer),
    partialMatch: false,
  }))
  .sort((a, b) => b.pattern.split('/').length - a.pattern.split('/').length);
const CHAT_POLICIES = CHAT_LAYERS.slice(1).flatMap((line, index) =>
  line.map((layer) => ({
    from: { element: { type: chatLayerType(layer) } },
    disallow: {
      to: {
        element: {
          types: {
            anyOf: [...CHAT_LAYERS.slice(0, index + 1).flat(), ...line]
              .filter((other) => other !== layer)
              .map(chatLayerType),
          },
        },
      },
    },
    message: `The chat service's layers run one way: ${layer} imports only the layers below it (emulators/chat/README.md#layout).`,
  })),
);

/** Where Firebase's SDKs and reactfire's hooks may be used directly. */
const DATA_LAYER = [
  'web/src/lib/firebase/**',
  'web/src/features/*/api/**',
  'web/src/testing/**',
  'web/src/**/*.test.{ts,tsx}',
];

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
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': WEB_ELEMENTS,
      'boundaries/root-path': ROOT,
      'import/resolver': { typescript: { project: `${ROOT}web/tsconfig.json` } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*', 'reactfire', 'rxfire/*', 'rxjs'],
              message:
                "Data goes through the feature's api/ hooks (lib/firebase for the SDK set-up).",
            },
            {
              group: ['../../*', '../../../*', '../../../../*'],
              message: "Import through the '@/' alias instead of climbing out of the folder.",
            },
          ],
        },
      ],
      // A feature's public surface is its index.ts: other features and app/ import only that;
      // shared code (components, config, lib) imports no feature and no app code. Imports inside
      // one feature are its own business.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              to: { element: { type: 'feature' } },
              disallow: { to: { element: { fileInternalPath: '!index.ts' } } },
              message:
                'Import another feature through its index.ts (its public surface), not its files.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app', 'testing'] } } } },
              message:
                'Shared code (components, config, lib) depends on no feature and no app code.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Features never import app/: the app composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['emulators/chat/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': CHAT_ELEMENTS,
      'boundaries/root-path': ROOT,
      'import/resolver': { typescript: { project: `${ROOT}emulators/chat/tsconfig.json` } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: CHAT_POLICIES }],
    },
  },
  {
    // The data layer itself: Firebase, reactfire and rxjs are its tools.
    files: [...DATA_LAYER, 'web/src/app/providers/**', 'web/src/features/*/*-provider.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*', '../../../*', '../../../../*'],
              message: "Import through the '@/' alias instead of climbing out of the folder.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components read hooks: data functions stay in api/ (types may be imported).
    files: ['web/src/features/*/components/**/*.tsx'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*', 'reactfire', 'rxfire/*', 'rxjs'],
              message:
                "Data goes through the feature's api/ hooks (lib/firebase for the SDK set-up).",
            },
            {
              group: ['../../*', '../../../*', '../../../../*'],
              message: "Import through the '@/' alias instead of climbing out of the folder.",
            },
            {
              group: ['../api/*', '!../api/use-*'],
              allowTypeImports: true,
              message: 'Components read hooks (api/use-*.ts); data functions stay in api/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach into a feature's internals to build the exact queries they assert on.
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'boundaries/dependencies': 'off' },
  },
);
