import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The web's layers: app/ (routes, providers, shell) may import anything; a feature imports only itself,
// components/ and lib/; components/ and lib/ import no feature and nothing from app/.
const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = fs.readdirSync(path.join(webSrc, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'apps/web/tsconfig.json') })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: webSrc,
        zones: [
          ...webFeatures.map((feature) => ({
            target: `./features/${feature}`,
            from: './features',
            except: [`./${feature}`],
            message: 'A feature does not import another feature: compose them in a page under app/routes, or move the shared piece to components/ or lib/.',
          })),
          { target: ['./features', './components', './lib'], from: './app', message: 'Only app/ imports app/.' },
          { target: ['./components', './lib'], from: './features', message: 'components/ and lib/ are shared: they import no feature.' },
        ],
      },
    ],
    'import-x/no-cycle': 'error',
  },
};

// The web's tree: every routed page is a *Page.tsx in app/routes/<area>/ (with its test beside it) and nothing else lives
// there; a feature holds its api/ and components/, never pages/. A file in the wrong place is reported where it stands.
const layout = {
  rules: {
    'misplaced-file': {
      meta: { type: 'problem', schema: [{ type: 'string' }] },
      create: (context) => ({ Program: (node) => context.report({ node, message: context.options[0] }) }),
    },
  },
};
const webLayout = [
  {
    files: ['apps/web/src/features/*/pages/**/*.{ts,tsx,js,jsx}'],
    plugins: { layout },
    rules: { 'layout/misplaced-file': ['error', 'No features/<area>/pages/: pages live in app/routes/<area>/, a feature holds its api/ and components/.'] },
  },
  {
    files: ['apps/web/src/app/routes/**/*.{ts,tsx,js,jsx}'],
    ignores: ['apps/web/src/app/routes/*/*Page.tsx', 'apps/web/src/app/routes/*/*Page.test.tsx'],
    plugins: { layout },
    rules: {
      'layout/misplaced-file': ['error', 'app/routes/<area>/ holds only pages (<Name>Page.tsx) and their tests: move sections to app/sections/<area>/, the rest to features/, components/ or lib/.'],
    },
  },
  {
    files: ['apps/web/src/app/route-table.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression > Literal[value!=/^@\\/app\\/routes\\/[a-z-]+\\/[A-Za-z]+Page\\.tsx$/]', message: "A route's page is a *Page.tsx in app/routes/<area>/." },
      ],
    },
  },
];

// The server's modules meet only through each module's index.ts (its public surface), platform/ imports no module;
// route files stay thin.
const serverSrc = path.join(import.meta.dirname, 'apps/server/src');
const serverModules = fs.readdirSync(path.join(serverSrc, 'modules'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const serverImportSettings = {
  'import-x/extensions': ['.ts'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({ project: [path.join(import.meta.dirname, 'apps/server/tsconfig.json'), path.join(import.meta.dirname, 'packages/shared/tsconfig.json')] }),
  ],
};
const serverBoundaries = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: serverImportSettings,
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: serverSrc,
        zones: [
          ...serverModules.flatMap((target) =>
            serverModules
              .filter((from) => from !== target)
              .map((from) => ({
                target: `./modules/${target}`,
                from: `./modules/${from}`,
                except: ['./index.ts'],
                message: `Import ${from} through modules/${from}/index.ts, its public surface.`,
              })),
          ),
          {
            target: './platform',
            from: './modules',
            message: 'platform/ is what every module leans on: it imports no module. Hand it what it needs from a module through its options in app.ts.',
          },
          ...serverModules.map((from) => ({
            target: './app.ts',
            from: `./modules/${from}`,
            except: ['./index.ts'],
            message: `Import ${from} through modules/${from}/index.ts, its public surface.`,
          })),
        ],
      },
    ],
  },
};
const noImportCycles = {
  files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: serverImportSettings,
  rules: { 'import-x/no-cycle': 'error' },
};
const thinServerRoutes = {
  files: ['apps/server/src/**/*.routes.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'drizzle-orm', message: 'Routes do not query: call the service; only repositories use Drizzle.' }],
        patterns: [
          { group: ['drizzle-orm/*'], message: 'Routes do not query: call the service; only repositories use Drizzle.' },
          { group: ['**/*.repository.ts', '**/db/schema/*'], message: 'Routes call services; only services reach the repositories.' },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.object.name='z']", message: 'Routes declare no schemas: use the contract in packages/shared/src/contracts.' },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/node_modules/**', 'apps/server/src/db/migrations/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webBoundaries,
  ...webLayout,
  serverBoundaries,
  noImportCycles,
  thinServerRoutes,
);
