import path from 'node:path';
import { InvalidConfigError } from './config/loadEmployerConfigs';
import { buildServer } from './app';
import { PROJECT_ROOT } from './projectRoot';
import { parseTrustProxy, TRUST_PROXY_ENV } from './security/trustProxy';

// React's server renderer (loaded later, with the page renderer) picks its production build from this.
process.env.NODE_ENV ??= 'production';
const rootDir = PROJECT_ROOT;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

function outboxDir(dataDir: string | undefined): string | null {
  if (!dataDir) return path.join(rootDir, 'data', 'outbox');
  if (dataDir.startsWith('memory://')) return null;
  return path.join(path.dirname(path.resolve(dataDir)), 'outbox');
}

try {
  const { app, database } = await buildServer({
    rootDir,
    dev: process.env.PORTICO_DEV === '1',
    clientDir: process.env.PORTICO_CLIENT_DIR || undefined,
    defaultDomain: process.env.DEFAULT_DOMAIN ?? 'acme.com',
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.PORTICO_DATA_DIR ?? path.join(rootDir, 'data', 'pglite'),
    seed: process.env.PORTICO_SEED !== '0',
    // End-to-end tests log the same demo people in many times a minute from one address.
    rateLimits: process.env.PORTICO_RATE_LIMITS !== 'off',
    staticAssetHost: process.env.PORTICO_STATIC_ASSET_HOST || undefined,
    trustProxy: parseTrustProxy(process.env[TRUST_PROXY_ENV]),
    // Absolute URLs (sitemap, canonical links, JSON-LD, e-sign return address) come from here, never from request headers.
    publicUrl: process.env.PORTICO_PUBLIC_URL || `http://localhost:${port}`,
    // Alerts and e-mails run in the background, as they come.
    jobs: 'poll',
    smtpUrl: process.env.SMTP_URL || undefined,
    // Without SMTP, mail is written where the demo can show it: ./data/outbox (beside a PGlite data dir of its
    // own, PORTICO_DATA_DIR/../outbox); a memory:// database writes no mail files (nothing else of it is kept either).
    outboxDir: process.env.PORTICO_OUTBOX_DIR || outboxDir(process.env.PORTICO_DATA_DIR),
    mailFrom: process.env.PORTICO_MAIL_FROM || undefined,
    secret: process.env.PORTICO_SECRET || undefined,
  });
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(`Portico (${database.target}) is serving http://${shown}:${port}/careers (acme.com) and http://${shown}:${port}/careers?domain=globex.com`);
} catch (error) {
  if (error instanceof InvalidConfigError) {
    console.error('Portico will not start: an employer config is invalid.');
    for (const line of error.lines) console.error(line);
  } else {
    console.error(error);
  }
  process.exit(1);
}
