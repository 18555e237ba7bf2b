// Lint with the import zones of DESIGN.md section 2: features never import each other; components/
// and lib/ never import features; server modules talk to each other only through service.ts (and
// may reference another module's schema.ts for joins); the platform never imports modules;
// composition/ builds on modules through their service.ts, never the reverse.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const dirs = (p) =>
  fs.existsSync(p)
    ? fs
        .readdirSync(p, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const webFeatures = dirs('apps/web/src/features');
const serverModules = dirs('apps/server/src/modules');

const webZones = [
  { target: './apps/web/src/components', from: './apps/web/src/features', message: 'components/ hold shared UI only: no feature imports.' },
  { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib/ never imports features.' },
  { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib/ never imports app/.' },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features are composed in app/, never the reverse.' },
  ...webFeatures.map((f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
    message: 'Features never import each other: compose them in app/.',
  })),
];

const serverZones = [
  {
    target: './apps/server/src/platform',
    from: ['./apps/server/src/modules', './apps/server/src/composition'],
    message: 'The platform never depends on modules.',
  },
  // composition/ joins modules that must not import each other: it builds on them, never the reverse
  { target: './apps/server/src/modules', from: './apps/server/src/composition', message: 'Modules never import composition/: it builds on them.' },
  {
    target: './apps/server/src/composition',
    from: './apps/server/src/modules',
    except: serverModules.flatMap((m) => [`./${m}/service.ts`, `./${m}/schema.ts`]),
    message: 'composition/ uses a module only through its service.ts.',
  },
  ...serverModules.flatMap((m) =>
    serverModules
      .filter((o) => o !== m)
      .map((o) => ({
        target: `./apps/server/src/modules/${m}`,
        from: `./apps/server/src/modules/${o}`,
        except: ['./service.ts', './schema.ts'],
        message: "Modules talk to each other only through the other module's service.ts.",
      })),
  ),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'apps/server/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // No import cycles anywhere, type-only and lazy (dynamic) imports included: a cycle makes load
    // order decide what is undefined at startup and ties modules that should stand apart.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones }] },
  },
);
