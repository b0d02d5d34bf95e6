import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// End-to-end tests run the real server (built app, real database) in Debian's Chromium.
// Browser downloads are impossible here: Playwright uses Debian's packages. Its headless shell
// (chromium-headless-shell, the engine of Chromium without the browser's own interface) when
// installed: the full browser, headless, also starts its omnibox popup's WebUI (~1–2 s of CPU) for
// every new window, which doubled the e2e run (201 tests: 32 min with chromium, 15 with the shell).
// CHROMIUM_PATH overrides; the benchmarks measure the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 3100);
// The studio's specs publish employer configs: they get a server (and database) of their own, so
// what they publish never reaches the other specs' pages.
const studioPort = port + 1;
const STUDIO_SPECS = /studio\.spec\.ts$/;

/** One server: the built app and server (npm run build: dist/, dist-server/) on a fresh in-memory database, seeded. */
const server = (serverPort: number) => ({
  command: `node dist-server/main.js`,
  url: `http://127.0.0.1:${serverPort}/healthz`,
  // PORTICO_CLIENT_DIR lets parallel work test its own build (vite build --outDir elsewhere).
  env: {
    PORT: String(serverPort),
    // The address the tests browse (baseURL): the e-sign widget posts back to this origin.
    PORTICO_PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
    PORTICO_DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    // Rate limits are tested by the server tests; here many tests log ada in within a minute.
    PORTICO_RATE_LIMITS: 'off',
    PORTICO_CLIENT_DIR: process.env.PORTICO_CLIENT_DIR ?? '',
  },
  reuseExistingServer: false,
  timeout: 120_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // A page the browser renders itself can take more than expect's default 5 s on a loaded 2-core machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'portal', testIgnore: STUDIO_SPECS },
    // One studio spec at a time: they share their server, and a config publish between the theme builder's load and
    // its publish is a real conflict ("Version 3 has been published since…"), which a parallel spec made at random.
    { name: 'studio', testMatch: STUDIO_SPECS, workers: 1, use: { baseURL: `http://127.0.0.1:${studioPort}` } },
  ],
  webServer: [server(port), server(studioPort)],
});
