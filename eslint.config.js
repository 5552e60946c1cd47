// One lint setup for the monorepo, including the dependency directions of docs/architecture.md.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './tools/eslint-plugin-layers.js';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const WEB = 'apps/web/src';
const API = 'apps/api/src';

/** Web: lib|components|hooks|config → features → app; features never import each other. */
const webZones = [
  {
    target: [`${WEB}/{lib,components,hooks,config}/**`],
    from: [`${WEB}/{features,app}/**`],
    message: 'Shared web code must not depend on features or on the app layer.',
  },
  { target: `${WEB}/features/**`, from: `${WEB}/app/**`, message: 'Features must not depend on the app layer.' },
  ...dirs(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}/**`,
    from: `${WEB}/features/**`,
    except: [`${WEB}/features/${feature}/**`],
    message: 'Features never import each other; compose them in app/.',
  })),
];

/** API: routes → service → repository → db; modules meet only through services. */
const apiZones = [
  {
    target: `${API}/modules/**/*.repository.ts`,
    from: [`${API}/modules/**/*.service.ts`, `${API}/modules/**/*.routes.ts`],
    message: 'Repositories never import services or routes.',
  },
  {
    target: `${API}/modules/**/*.service.ts`,
    from: [`${API}/modules/**/*.routes.ts`, `${API}/plugins/**`],
    message: 'Services never import routes or Fastify plugins.',
  },
  {
    target: `${API}/db/**`,
    from: [`${API}/{modules,plugins}/**`],
    message: 'The db layer knows nothing of modules or plugins.',
  },
  ...dirs(`${API}/modules`).map((module) => ({
    target: `${API}/modules/${module}/**`,
    from: [`${API}/modules/*/**/*.{repository,routes}.ts`],
    except: [`${API}/modules/${module}/**`],
    message: "Modules use each other only through a service's exported functions.",
  })),
];

const contractsZones = [
  { target: 'packages/contracts/**', from: ['apps/**', 'e2e/**'], message: 'contracts imports neither app.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    plugins: { layers },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      'layers/restricted-paths': ['error', { zones: [...webZones, ...apiZones, ...contractsZones] }],
    },
  },
  {
    files: [`apps/api/src/modules/**/*.service.ts`, `apps/api/src/modules/**/*.repository.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'Services and repositories never import Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every source and test file small enough to hold in one's head (issue 12): split by responsibility first.
    files: ['{apps,packages,bench}/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sfp/api', '@sfp/web', 'fastify', 'react', 'react-dom'],
              message: 'contracts stays framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
