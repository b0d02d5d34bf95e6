import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the app build (Vite) and the unit tests (Vitest).
// Engine and server tests run in Node: the engine must run unchanged there (hard rule 1).
// Widget and shell tests run in jsdom.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // Chakra's theme parts one module at a time (src/app/chakraBaseTheme.ts, widgets/shared/chakraRecipes.ts).
    alias: [{ find: /^@chakra-ui-theme\/(.*)$/, replacement: `${import.meta.dirname}/node_modules/@chakra-ui/react/dist/esm/theme/$1` }],
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
        },
        rolldownOptions: {
          output: {
            entryFileNames: 'gen/js/[name]-[hash].js',
            chunkFileNames: 'gen/js/[name]-[hash].js',
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
          include: ['tests/engine/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/widgets/**/*.test.{ts,tsx}', 'tests/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
}));
