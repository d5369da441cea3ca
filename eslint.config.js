import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

// The import boundaries of docs/architecture.md, tests included. Each zone forbids files under
// `target` to import anything under `from`; the messages say where the code belongs instead.
const features = readdirSync(path.join(import.meta.dirname, 'src', 'features'), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const browser = ['src/app', 'src/features', 'src/components', 'src/api', 'src/lib'];
const boundaryZones = [
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: 'Features never import each other; compose them in src/app/routes.',
  })),
  {
    target: 'src/api',
    from: 'src/features',
    message: 'The query layer serves the features, never the other way round.',
  },
  {
    target: ['src/components', 'src/lib'],
    from: ['src/features', 'src/app'],
    message:
      'The shared layer serves the features and the app, never the other way round; move what both need down into src/lib or src/components.',
  },
  {
    target: browser,
    from: 'src/server',
    message:
      'Browser code reaches the server over HTTP (src/api); shared shapes live in src/contract.',
  },
  {
    target: 'src/server/bff',
    from: 'src/server/service',
    message:
      'The BFF and the embedded service meet only over HTTP; tests get a service from src/server/testing.',
  },
  {
    target: 'src/server/service',
    from: 'src/server/bff',
    message: 'The embedded service stands in for the upstream and knows nothing of the BFF.',
  },
  {
    target: ['src/server/bff', 'src/server/db/bff'],
    from: 'src/server/db/service',
    message:
      "The service's tables are its own; the BFF reads what it needs through the service's API.",
  },
  {
    target: ['src/server/service', 'src/server/db/service'],
    from: 'src/server/db/bff',
    message: "The BFF's tables are its own; the embedded service never reads or writes them.",
  },
  {
    target: 'src/contract',
    from: [
      'build',
      'src/api',
      'src/app',
      'src/components',
      'src/features',
      'src/lib',
      'src/server',
      'src/testing',
      'test-tools',
    ],
    message: 'src/contract is the interface as code: it imports only zod, viem and itself.',
  },
  {
    target: ['src', 'build', 'test-tools'],
    from: ['e2e', 'bench'],
    message:
      'Nothing in src, build or test-tools imports the end-to-end tests or the benchmarks; move what both need into src.',
  },
];

// Enforces the zones above. Every import inside the repository is relative (no path aliases),
// so resolving the specifier against the importing file tells which folder it reaches, whatever
// the extension. (eslint-plugin-import-x did this with a native resolver whose platform packages
// the registry here does not all carry, which broke `npm ci`.)
const root = import.meta.dirname;
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);
const importBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { crossing: '{{message}} (this file must not import {{to}})' },
  },
  create(context) {
    const file = context.filename;
    const zones = boundaryZones.filter((z) =>
      [z.target].flat().some((t) => inside(file, path.join(root, t))),
    );
    if (zones.length === 0) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const reached = path.resolve(path.dirname(file), spec);
      for (const zone of zones) {
        for (const from of [zone.from].flat().map((f) => path.join(root, f))) {
          if (!inside(reached, from)) continue;
          if ((zone.except ?? []).some((e) => inside(reached, path.resolve(from, e)))) continue;
          const to = path.relative(root, reached);
          context.report({ node, messageId: 'crossing', data: { message: zone.message, to } });
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// Packages src/contract may use: zod and viem in its code, plus test tools in its tests.
const contractPackages = {
  meta: {
    type: 'problem',
    messages: {
      package:
        'src/contract imports only zod and viem (and itself); "{{name}}" belongs outside the contract.',
    },
    schema: [],
  },
  create(context) {
    const root = path.join(import.meta.dirname, 'src', 'contract') + path.sep;
    const file = context.filename;
    if (!file.startsWith(root)) return {};
    const isTest =
      /\.test(-d)?\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
    const allowed = (name) =>
      /^(zod|viem)(\/|$)/.test(name) || (isTest && /^(vitest|fast-check|node:)/.test(name));
    const check = (node) => {
      const name = node.source?.value;
      if (typeof name !== 'string' || name.startsWith('.') || allowed(name)) return;
      context.report({ node, messageId: 'package', data: { name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Production code never imports a testing/ folder (two blocks below share it). */
const testingImports = {
  regex: '(^|/)testing/',
  message: 'testing/ folders hold test support; production code must not import them.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'test-results',
      '.test-results',
      'playwright-report',
      'public',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      ferry: {
        rules: { 'contract-packages': contractPackages, 'import-boundaries': importBoundaries },
      },
    },
    rules: {
      // The React Compiler's rules (below, for browser code) cost most of the lint's time; these
      // two are cheap and stop a hook called where it must not be, wherever it is.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@tanstack/query/prefer-query-options': 'error',
      'ferry/import-boundaries': 'error',
      'ferry/contract-packages': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Components and hooks live only in browser code (the server, the contract, e2e and bench have
    // none), so the compiler's rules run there: measured with TIMING=1 they took 60 % of a lint of
    // the whole repository, most of it on files where they can find nothing.
    files: browser.map((dir) => `${dir}/**/*.{ts,tsx}`).concat('src/i18n/**/*.{ts,tsx}'),
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Test support is for tests: production code never imports a testing/ folder.
    files: ['{src,build,test-tools}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [testingImports],
        },
      ],
    },
  },
  {
    // The same for src/, which also never imports build/ or test-tools/ (they run at build and
    // test time). A later block's rule replaces an earlier one's, so this repeats testing/.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            testingImports,
            {
              regex: '^(\\.\\./)+(build|test-tools)/',
              message:
                'build/ and test-tools/ run at build and test time; production code must not import them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line entry points talk to a terminal.
    files: ['src/server/entry/**', 'build/**', 'test-tools/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
