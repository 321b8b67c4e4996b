import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/architecture.md): shared imports no app; route files never touch db/;
 * a server feature reaches another only through its service, a web feature never reaches another.
 */
const serverRoutesBoundary = {
  files: ['apps/server/src/features/**/*.routes.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/db/*', '**/db'],
            message: 'Routes translate HTTP to a service call; they never touch the database.',
          },
          { group: ['./*.queries', '../*/*.queries'], message: 'Routes call services, not queries.' },
        ],
      },
    ],
  },
};

const sharedBoundary = {
  files: ['packages/shared/src/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/apps/**', '@fleetledger/server*', '@fleetledger/web*', 'node:*', 'fs', 'pg'],
            message: 'packages/shared is pure code: no apps, no I/O.',
          },
        ],
      },
    ],
  },
};

/** A rule's visitor that hands each relative import of the file to `check`, with the path it resolves to. */
function onRelativeImports(context, check) {
  return {
    ImportDeclaration(node) {
      const source = node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      check(node, path.resolve(path.dirname(context.filename), source));
    },
  };
}

/**
 * Features meet through documents/, ui/ and lib/ (web) or through services (server), never through each other's
 * insides. Resolved by path, so the depth of the importing file does not matter.
 */
const featureBoundaries = {
  rules: {
    'feature-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const own = /\/apps\/(web|server)\/src\/features\/([^/]+)\//.exec(context.filename);
        if (own === null) return {};
        const [, side, feature] = own;
        return onRelativeImports(context, (node, target) => {
          const other = /\/apps\/(?:web|server)\/src\/features\/([^/]+)\/(.*)$/.exec(target);
          if (other === null || other[1] === feature) return;
          if (side === 'web') {
            context.report({
              node,
              message: `Feature '${feature}' imports feature '${other[1]}': share through documents/, ui/ or lib/.`,
            });
          } else if (!/^[^/]+\.service$/.test(other[2])) {
            context.report({
              node,
              message: `Feature '${feature}' imports '${other[2]}' of '${other[1]}': call its service.`,
            });
          }
        });
      },
    },
  },
};

/**
 * The layers below the features never reach up into them: http/ and db/ on the server (and the
 * kernel, audit, identity and files folders), documents/, ui/ and lib/ on the web.
 */
const layersBelowFeatures = {
  rules: {
    'no-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const layer = /\/apps\/(?:server|web)\/src\/([^/]+)\//.exec(context.filename)?.[1];
        if (layer === undefined || layer === 'features' || layer === 'app' || layer === 'demo') return {};
        return onRelativeImports(context, (node, target) => {
          if (/\/apps\/(?:web|server)\/src\/features\//.test(target)) {
            context.report({ node, message: `${layer}/ sits below the features and must not import one.` });
          }
        });
      },
    },
    /** File names are kebab-case: a-b.ts, a-b.test.tsx, a-b.module.css. */
    'kebab-case-file-names': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = path.basename(context.filename);
        if (/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) return {};
        return {
          Program(node) {
            context.report({ node, message: `File name '${name}' is not kebab-case.` });
          },
        };
      },
    },
  },
};

/**
 * Arrows that point down only (docs/architecture.md, "Registered, not reached"): the books take what
 * the features post as the start-up wiring hands it to them (`books-postings.ts`), and the database
 * runs the start-up steps its callers register (the files' move-in) without knowing them.
 */
const registeredNotReached = [
  {
    files: ['apps/server/src/features/ledger/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['credit-notes', 'expenses', 'invoices', 'journals', 'payments', 'purchases', 'receipts'].map(
                (feature) => `../${feature}/*`,
              ),
              message: 'The books know no document feature: it registers its postings in books-postings.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['files', 'kernel', 'audit', 'identity', 'http', 'typeset', 'backup', 'demo'].map(
                (layer) => `../${layer}/*`,
              ),
              message: 'db/ sits below the files and the kernel: they register start-up steps with openDatabase.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * On the web the documents' shared screens sit between the features and the plain controls: a
 * feature may import documents/, ui/ and lib/; documents/ imports ui/ and lib/ (never a feature, as
 * no layer below the features does); ui/ and lib/ know nothing of documents.
 */
const webLayers = {
  files: ['apps/web/src/{ui,lib}/**/*.{ts,tsx}'],
  plugins: {
    web: {
      rules: {
        'no-document-imports': {
          meta: { type: 'problem', schema: [] },
          create(context) {
            return onRelativeImports(context, (node, target) => {
              if (/\/apps\/web\/src\/documents\//.test(target)) {
                context.report({ node, message: 'ui/ and lib/ know nothing of documents: move this into documents/.' });
              }
            });
          },
        },
      },
    },
  },
  rules: { 'web/no-document-imports': 'error' },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/*.js',
      '**/*.mjs',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify handlers and hooks are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers whose shape is exactly what they assert.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  serverRoutesBoundary,
  sharedBoundary,
  ...registeredNotReached,
  webLayers,
  {
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    plugins: { fleetledger: featureBoundaries },
    rules: { 'fleetledger/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { layers: layersBelowFeatures },
    rules: { 'layers/no-feature-imports': 'error', 'layers/kebab-case-file-names': 'error' },
  },
);
