import type { KnipConfig } from 'knip';

/**
 * knip (npm run knip): files, exports and dependencies nothing uses. Two passes: the default one over
 * everything (tests and tools included: unused files, dependencies and devDependencies), and
 * `--production` over what ships (entries and project files marked `!`), which also finds the code
 * only tests use. The plugins read vite.config.ts (index.html → src/main.tsx, and Vitest's projects),
 * playwright.config.ts, eslint.config.js and the package.json scripts (server/main.ts, scripts/*.ts).
 */
export default {
  entry: [
    // The server renderer: `vite build --ssr src/ssr/renderPage.tsx`, loaded by server/app.ts from dist/.
    'src/ssr/renderPage.tsx!',
    // Reached through vite.config.ts's alias (markdown-to-jsx/react), which knip does not follow.
    'widgets/forms/renderer/plainMarkdown.tsx!',
    // scripts/*.mjs: npm run build and npm start (plain JavaScript, run by Node before any TypeScript loader).
    'scripts/*.{ts,mjs}!',
    'tests/bench/*.bench.ts',
    // The forms bench's page (tests/bench/formsBench/index.html), served by Vite in forms.bench.ts.
    'tests/bench/formsBench/main.tsx',
    // Loaded with node --import into the server processes tests start (tests/server/studio/serverProcesses.ts).
    'tests/server/studio/exitWithParent.ts',
  ],
  project: ['{engine,schemas,server,scripts}/**/*.ts!', 'scripts/*.mjs!', '{widgets,src}/**/*.{ts,tsx}!', 'tests/**/*.{ts,tsx}', '*.{ts,js}'],
  // A deliberate import cycle that tests/tooling/importBoundaries.test.ts lints.
  ignore: ['tests/tooling/fixtures/**'],
  // The worker must be the one react-pdf was built with: it comes with react-pdf (which pins its
  // version) rather than from a second entry in package.json that could drift.
  // tsx runs the operators' scripts (npm run seed, config:check, config:import, config:export) on a
  // server installed without devDependencies; the shipped server itself runs compiled (dist-server/).
  ignoreDependencies: ['pdfjs-dist', 'tsx'],
  ignoreIssues: {
    // Kysely's migrator calls each migration's up and down (server/db/createDatabase.ts lists them).
    'server/db/migrations/*.ts': ['exports', 'nsExports'],
    // Tested code no shipped file imports yet, each kept for the issue that wires it in. Only the
    // unused-file finding is waived (ignoreFiles would be reported as stale by the default pass, where
    // the tests use these files); their exports are still checked.
    // Spec §7 cached GET; to be wired for the option endpoints with a browser Cache Storage store, issue 23.
    'engine/api/createCachedGet.ts': ['files'],
    'engine/api/memoryCacheStore.ts': ['files'],
    // The spec's CSV import (rows with a header, numbers and booleans converted). The form builder's
    // paste of choices is another reading (choicesFromText.ts: no header needed, values kept as text).
    'engine/forms/importCsv.ts': ['files'],
  },
  // An export its own file uses is not dead code, only a name more than needed.
  ignoreExportsUsedInFile: true,
} satisfies KnipConfig;
