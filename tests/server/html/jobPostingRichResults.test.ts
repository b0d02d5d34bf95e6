import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { checkJobPostingPage } from '../../tooling/richResults/jobPostingRichResult';
import { seededPagesServer } from '../studio/studioServer';

/** What the positions do not hold (a street and a postcode): the only warnings a served job page may have. */
const NO_DATA_FOR = [/^jobLocation\.address\.streetAddress: /, /^jobLocation\.address\.postalCode: /];

describe("served job pages pass Google's job posting rich-result rules", () => {
  let database: PorticoDatabase;
  let server: PorticoServer;

  beforeAll(async () => {
    ({ database, server } = await seededPagesServer('pglite'));
  }, 120_000);
  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  it('gives every job page of both employers (on site, remote, closed) no error and no missing recommended field the data could fill', async () => {
    const positions = await database.db.selectFrom('positions').select(['id', 'domain', 'is_remote', 'closed_at']).orderBy('id').execute();
    // The seed spreads kinds of jobs: each kind is among those checked.
    expect(positions.some((p) => p.is_remote)).toBe(true);
    expect(positions.some((p) => !p.is_remote)).toBe(true);
    expect(positions.some((p) => p.closed_at !== null)).toBe(true);
    for (const position of positions) {
      const page = await server.app.inject({ url: `/careers/job/${position.id}?domain=${position.domain}` });
      expect(page.statusCode, `job ${position.id}`).toBe(200);
      const report = checkJobPostingPage(page.body);
      expect(report.errors, `job ${position.id} of ${position.domain}`).toEqual([]);
      expect(
        report.warnings.filter((warning) => !NO_DATA_FOR.some((pattern) => pattern.test(warning))),
        `job ${position.id} of ${position.domain}`,
      ).toEqual([]);
      // A remote job names where applicants may live; an on-site one has its address.
      expect(page.body.includes('"TELECOMMUTE"'), `job ${position.id}`).toBe(position.is_remote);
    }
  });
});
