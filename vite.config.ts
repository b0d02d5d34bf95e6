import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chakraThemeTokens } from './scripts/chakraThemeTokensPlugin.ts';
import { chakraLazyGlobal } from './scripts/chakraLazyGlobalPlugin.ts';
import { chakraSystemSteps } from './scripts/chakraSystemStepsPlugin.ts';
import { chakraAnatomy } from './scripts/chakraAnatomyPlugin.ts';
import { plainDynamicImports } from './scripts/plainDynamicImportsPlugin.ts';
import { schemaValidator } from './scripts/schemaValidatorPlugin.ts';

// One config for the app build (Vite) and the unit tests (Vitest).
// Engine and server tests run in Node: the engine must run unchanged there (hard rule 1).
// Widget and shell tests run in jsdom.
/** The engine's, the server's and the tooling's tests, in Node. */
const NODE_TESTS = ['tests/engine/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/tooling/**/*.test.ts'];
/** Those that replace a module (vi.mock): each in a fresh import, so the mock is what it imports and no other file sees it. */
const NODE_TESTS_ALONE = ['tests/server/badInput.test.ts'];
/** The browser tests, in jsdom. */
const DOM_TESTS = ['tests/widgets/**/*.test.{ts,tsx}', 'tests/src/**/*.test.{ts,tsx}'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), chakraThemeTokens(), chakraAnatomy(), chakraLazyGlobal(), chakraSystemSteps(), plainDynamicImports(), schemaValidator()],
  // The server renderer bundles Chakra and the Ark and Zag modules under it, as the app does: Node
  // would otherwise load Chakra's every component (some 1,500 modules) at each server start, for the few the pages use.
  // TanStack's router and query, Emotion and react-i18next likewise (some 150 modules read and linked one by one).
  ...(isSsrBuild && {
    ssr: { noExternal: [/^@chakra-ui\//, /^@ark-ui\//, /^@zag-js\//, /^@tanstack\//, /^@emotion\//, 'react-i18next'] },
  }),
  resolve: {
    // Chakra's theme parts one module at a time (src/app/chakraBaseTheme.ts, widgets/shared/chakraRecipes.ts).
    alias: [
      { find: /^@chakra-ui-theme\/(.*)$/, replacement: `${import.meta.dirname}/node_modules/@chakra-ui/react/dist/esm/theme/$1` },
      // RJSF's Markdown, which no Portico form shows: a plain stand-in (widgets/forms/renderer/plainMarkdown.tsx says why).
      { find: /^markdown-to-jsx\/react$/, replacement: `${import.meta.dirname}/widgets/forms/renderer/plainMarkdown.tsx` },
    ],
  },
  build: isSsrBuild
    ? {
        // The server's renderer (src/ssr/renderPage.tsx): dist/server/renderPage.js, loaded by server/app.ts.
        outDir: 'dist/server',
        copyPublicDir: false,
        sourcemap: true,
        rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
      }
    : {
        outDir: 'dist/client',
        sourcemap: true,
        chunkSizeWarningLimit: 600,
        // Script chunks are served from /gen/js/ (spec constants); the server caches /gen/ as immutable.
        assetsDir: 'gen/assets',
        modulePreload: {
          // A lazy chunk fetches its own imports as it loads. Preloading them from script instead adds
          // a <link> per import on the main thread at start-up (about 20 ms on the search page, four
          // times that on a slow phone); the page's own preloads in index.html stay.
          resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
          // Every browser the portal supports knows <link rel="modulepreload">: no polyfill in the first script.
          polyfill: false,
        },
        rolldownOptions: {
          // hoist-non-react-statics (with react-is, 1.3 KB gzip) is CommonJS, so the bundler keeps it for Emotion's bare
          // import of it, though only Emotion's withTheme, which nothing here uses, calls it: it has no side effects.
          treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
          output: {
            entryFileNames: 'gen/js/[name]-[hash].js',
            chunkFileNames: 'gen/js/[name]-[hash].js',
            // Chunks by when they are needed, not one per module: small chunks each pay their own
            // import lists and compress worse (the search page took 46 scripts and about 20 KB more).
            codeSplitting: {
              groups: [
                // What every page runs first: React, the router, TanStack Query, i18next, Chakra's style system; and the
                // message hooks every area's widgets use (in the search chunk, they made the forms, offers, settings and
                // log-in pages load its 13 KB gzip; in `common`, the search page paid 0.1 KB more for the extra chunk edge).
                {
                  name: 'framework',
                  priority: 20,
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|@emotion|stylis|use-sync-external-store|hoist-non-react-statics|react-is|@pandacss|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|utils|theme[\\/](tokens|semantic-tokens)))[\\/]|[\\/]widgets[\\/]shared[\\/]useMessageText\.ts$/,
                },
                // The app shell stays in the entry chunk.
                { name: 'app', priority: 15, tags: ['$initial'] },
                // Small helpers lazy chunks of every area share (else they would pull in the search chunk).
                {
                  name: 'common',
                  priority: 12,
                  test: /[\\/](engine[\\/]api[\\/]getFailureMessage|engine[\\/]routes[\\/](matchRoute|parsePid)|widgets[\\/]loginForm[\\/]LazyAuthDialog)\.tsx?$/,
                },
                // Components' part lists (Ark's and Zag's, and Chakra's split by scripts/chakraAnatomyPlugin.ts;
                // the card's stays with the first page's card recipe): one chunk, not one per shared list.
                { name: 'anatomy', priority: 11, test: /(\.anatomy\.m?js|chakra-anatomy\/(?!cardAnatomy$)\w+)$/ },
                // The widgets the search and job pages show on arrival, with everything they use: one chunk.
                { name: 'searchPage', priority: 10, test: /[\\/]widgets[\\/]search[\\/]searchPageWidgets\.ts$/ },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Server tests run real database work and scrypt password checks: on a busy 2-core machine
          // one of them can pass 5 s (vitest's default) without anything being wrong.
          testTimeout: 15_000,
          include: NODE_TESTS,
          exclude: NODE_TESTS_ALONE,
          // One import of the server, the engine and their schemas per worker, not per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-alone',
          environment: 'node',
          testTimeout: 15_000,
          include: NODE_TESTS_ALONE,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          setupFiles: ['tests/setup/dom.ts'],
          // Each file in a fresh jsdom and a fresh import: the toaster, i18next's language and Chakra's recipes
          // are module state the widgets share, and a file that leaves them changed fails another (seen on
          // CI with isolate: false, which halved the dom tests' time).
        },
      },
    ],
  },
}));
