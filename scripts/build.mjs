// npm run build: the app (dist/client), its server renderer (dist/server/renderPage.js) and the server
// itself compiled ahead of time (dist-server/main.js, one ES module bundle; packages stay imports), so
// `npm run serve` starts Node on JavaScript with no TypeScript loader. Then the stamp `npm start`
// compares the sources with (scripts/buildStamp.mjs).
import path from 'node:path';
import { build } from 'vite';
import { sourceFingerprint, writeBuildStamp } from './buildStamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const fingerprint = sourceFingerprint();

// As `vite build` and `vite build --ssr src/ssr/renderPage.tsx` (vite.config.ts).
await build({ root });
await build({ root, build: { ssr: 'src/ssr/renderPage.tsx' } });
// The server: its own plain build, none of the app's plugins. import.meta.dirname is the bundle's folder
// (server/projectRoot.ts finds the project from there).
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  // Kysely is some 260 ES modules, which Node would find, read and link one by one at every start: bundled
  // (with the PGlite dialect, which imports it: one copy), they are one; libphonenumber-js (some 115) likewise.
  ssr: { external: true, noExternal: ['kysely', 'kysely-pglite-dialect', 'libphonenumber-js'], target: 'node' },
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'main.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
writeBuildStamp(fingerprint);
