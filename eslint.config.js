// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

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

/**
 * Feature areas (ARCHITECTURE.md, "Feature areas and how they plug in"): a folder of an area imports
 * its own files and the layer's shared folders, never another area's files, except those named in
 * `exceptions` ('area → other area': paths inside the other area). One zone per pair of areas.
 */
const areaZones = (layer, areas, exceptions = {}) =>
  areas.flatMap((area) =>
    areas
      .filter((other) => other !== area)
      .map((other) => ({
        target: `${layer}/${area}`,
        from: `${layer}/${other}`,
        except: (exceptions[`${area} → ${other}`] ?? []).map((path) => `./${path}`),
        message: `${layer}/${area}/ may not import another area's files (${layer}/${other}/): move what both use to a shared folder, or name the exception in eslint.config.js and ARCHITECTURE.md.`,
      })),
  );

// Every folder of widgets/ is an area (a feature area such as search, or a single widget such as
// columns), so a new folder is covered without editing this list; widgets/shared/ serves them all.
const widgetFolders = readdirSync(new URL('./widgets', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

const areaBoundaryZones = [
  ...areaZones('widgets', widgetFolders, {
    // Any page may ask the visitor to log in (Save job, the job cart): the log-in widget's dialog.
    'search → loginForm': ['LazyAuthDialog.tsx'],
    // The dashboard's match and insight lists show saved positions the way the job page does.
    'home → search': ['data/positionDetails.ts', 'data/savedPositions.ts', 'positionDetails/PositionExtras.tsx'],
  }),
  ...widgetFolders.map((folder) => ({
    target: `widgets/${folder}`,
    from: 'widgets/registry.ts',
    message: 'Only the app shell (src/) imports widgets/registry.ts: a widget that renders other widgets gets them as resolved child nodes.',
  })),
  {
    target: 'widgets/shared',
    from: widgetFolders.map((folder) => `widgets/${folder}`).concat('widgets/registry.ts'),
    message: 'widgets/shared/ serves every area and imports none of them.',
  },
  // engine/: the feature areas; every other folder (api, config, logic, pages, portal, routes, …) is shared.
  ...areaZones('engine', ['search', 'offers', 'home', 'forms'], {
    // A signature's required fields say what a form's do (the forms' messages).
    'offers → forms': ['formMessages.ts'],
  }),
  // server/: the feature areas; every other folder (auth, db, http, html, routes, security, …) is shared.
  ...areaZones('server', ['search', 'offers', 'home', 'forms'], {
    // An application is for a position.
    'forms → search': ['findPosition.ts'],
    // A submission's dates count in the candidate's time zone (the request's X-Portico-Timezone).
    'forms → home': ['dashboard/calendarDaysUntil.ts'],
    // An uploaded résumé fills the candidate's profile.
    'search → home': ['profile/applyProfileEdit.ts', 'profile/normalizeTags.ts'],
    // Deleting an account deletes the forms it owns.
    'home → forms': ['formOwner.ts'],
    // An offer extended tells the candidate (the notifications of events live together).
    'offers → home': ['notifications/eventNotifications.ts'],
  }),
];

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      'data/**',
      'schemas/generated/**',
      'test-results/**',
      'playwright-report/**',
      'tests/tooling/fixtures/**',
    ],
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
    // No import cycles, and the feature areas' zones. The TypeScript resolver follows the project's
    // imports (extensionless and .ts paths, tsconfig paths); the extensions and the parser tell import-x
    // to read the .ts/.tsx files it reaches. Without them it finds no cycle and says nothing (the test
    // with a deliberate cycle, tests/tooling/importBoundaries.test.ts, catches that).
    // Type-only imports are not followed: they vanish at build time.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${repoRoot}tsconfig.json` })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: areaBoundaryZones }],
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
