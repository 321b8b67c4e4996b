import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of DESIGN.md section 2: shared imports no app; route files never touch db/;
 * no feature reaches into another feature's queries (server) or into another feature at all (web).
 */
const serverFeatureBoundary = {
  files: ['apps/server/src/features/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../*/*.queries', '../*/*.queries.ts'],
            message: "Call the other feature's service, not its queries.",
          },
        ],
      },
    ],
  },
};

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

const webFeatureBoundary = {
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../../*/**', '!../../ui/**', '!../../lib/**', '!../../app/**', '!../../testing/**'],
            message: 'Features meet through ui/ or lib/, never through each other.',
          },
        ],
      },
    ],
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
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
  serverFeatureBoundary,
  serverRoutesBoundary,
  sharedBoundary,
  webFeatureBoundary,
);
