// One lint configuration for the whole repository.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Features never import each other; shared code never imports features or the app shell
// (bulletproof-react's rule: dependencies point from app -> features -> shared).
const architectureZones = [
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'Features must not import each other; move shared code to src/shared.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features must not import from the app shell.',
  },
  {
    target: './apps/web/src/shared',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code must not import from features or the app shell.',
  },
  // The shell composes feature pages (the router) but reads no feature's data: what the header
  // and the providers read lives in src/shared/api.
  {
    target: './apps/web/src/app',
    from: './apps/web/src/features/*/api/**',
    message: "The app shell must not import a feature's api; move the read to src/shared/api.",
  },
];

const apiModulesDir = 'apps/api/src/modules';
const apiModules = existsSync(apiModulesDir)
  ? readdirSync(apiModulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// The API's directions: routes -> services -> repositories inside a module; another module is
// reached through its service, never its repository; platform/ and db/ serve every module and
// import none.
const apiZones = [
  ...apiModules
    .filter(() => apiModules.length > 1)
    .map((module) => ({
      target: `./${apiModulesDir}/${module}`,
      from: apiModules
        .filter((other) => other !== module)
        .map((other) => `./${apiModulesDir}/${other}/**/*repository.ts`),
      message: "A module must not import another module's repository; call its service.",
    })),
  {
    target: './apps/api/src/platform',
    from: `./${apiModulesDir}`,
    message: 'Platform code must not import from modules; pass what it needs in.',
  },
  {
    target: './apps/api/src/db',
    from: `./${apiModulesDir}`,
    message: 'Database code must not import from modules; compose seeds in server.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.tsbuild/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      // The node resolver is enough for the relative imports these rules look at, and it has no
      // native bindings (the TypeScript resolver's are missing from our package registry).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: [...architectureZones, ...apiZones] }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Plain scripts the browser loads as they are (the service worker, the colour-scheme script).
    files: ['apps/web/public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { ...globals.browser, ...globals.serviceworker },
    },
  },
  {
    // Command-line scripts talk to a person on the terminal.
    files: ['scripts/**', 'apps/api/scripts/**', 'apps/api/build.mjs', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
