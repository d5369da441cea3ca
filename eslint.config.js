import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

// Features never import each other; the app's routes compose them (bulletproof-react).
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'src/features/{{from}} must not import from src/features/{{to}}; compose features in src/app instead.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const featuresRoot = path.join(process.cwd(), 'src', 'features') + path.sep;
    if (!file.startsWith(featuresRoot)) return {};
    const from = file.slice(featuresRoot.length).split(path.sep)[0];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(featuresRoot)) return;
      const to = target.slice(featuresRoot.length).split(path.sep)[0];
      if (to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
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
      ferry: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@tanstack/query/prefer-query-options': 'error',
      'ferry/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line entry points talk to a terminal.
    files: ['src/cli/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
