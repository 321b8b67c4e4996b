import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of DESIGN.md section 2: shared imports no app; route files never touch db/;
 * no feature reaches into another feature's queries (server) or into another feature at all (web).
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

/**
 * Features meet through ui/ and lib/ (web) or through services (server), never through each other's
 * insides. Resolved by path, so the depth of the importing file does not matter.
 */
const featureBoundaries = {
  rules: {
    'feature-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const own = /\/apps\/(web|server)\/src\/features\/([^/]+)\//.exec(file);
        if (own === null) return {};
        const [, side, feature] = own;
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const target = path.resolve(path.dirname(file), source);
            const other = /\/apps\/(?:web|server)\/src\/features\/([^/]+)\/(.*)$/.exec(target);
            if (other === null || other[1] === feature) return;
            if (side === 'web') {
              context.report({
                node,
                message: `Feature '${feature}' imports feature '${other[1]}': share through ui/ or lib/.`,
              });
            } else if (/\.queries$/.test(other[2])) {
              context.report({
                node,
                message: `Feature '${feature}' imports the queries of '${other[1]}': call its service.`,
              });
            }
          },
        };
      },
    },
  },
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
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
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
  {
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    plugins: { fleetledger: featureBoundaries },
    rules: { 'fleetledger/feature-boundaries': 'error' },
  },
);
