// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * One-way imports (DESIGN.md): schemas → engine → widgets → src; engine → server.
 * Each layer lists what it may NOT reach; the rule fails the lint, not a reviewer.
 */
const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

const reactPackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@chakra-ui/*',
  '@emotion/*',
  '@tanstack/react-*',
  'react-i18next',
  '@rjsf/*',
  '@react-google-maps/*',
  'react-pdf',
  'canvas-confetti',
  'dompurify',
];
const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'url', 'stream', 'buffer', 'util'];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', 'schemas/generated/**', 'test-results/**', 'playwright-report/**', 'tests/tooling/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles. The TypeScript resolver follows the project's imports (tsconfig paths, .ts/.tsx,
    // `allowImportingTsExtensions`); the parser map lets import-x read each imported .ts/.tsx file, which
    // it otherwise skips silently, so a cycle through a TypeScript file would never be found.
    // Type-only imports are not followed: they vanish at build time.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: layer(['../*', '!./*'], 'schemas/ imports nothing outside schemas/.'),
  },
  {
    files: ['engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      ...layer(
        [...reactPackages, ...nodeBuiltins, '**/widgets/*', '**/widgets', '**/src/*', '**/server/*', '**/server'],
        'engine/ is plain TypeScript for Node and the browser: no React, no DOM, no Node built-ins, and no imports from widgets/, src/ or server/.',
      ),
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'caches',
          'location',
          'HTMLElement',
          'Element',
          'process',
          'Buffer',
          '__dirname',
        ].map((name) => ({
          name,
          message: 'engine/ runs unchanged in Node and the browser: receive this through a parameter instead.',
        })),
      ],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: layer(['**/src/*', '**/src', '**/server/*', '**/server'], 'widgets/ may import engine/ and schemas/ only, never src/ or server/.'),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: layer(['**/server/*', '**/server'], 'src/ never imports server/.'),
  },
  {
    files: ['server/**/*.ts'],
    rules: layer([...reactPackages.filter((p) => p !== 'dompurify'), '**/widgets/*', '**/src/*'], 'server/ may import engine/ and schemas/ only.'),
  },
);
