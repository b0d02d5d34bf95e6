import { beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type PorticoServer } from '../../../server/app';
import { createDatabase, type PorticoDatabase } from '../../../server/db/createDatabase';
import { seedDemoData } from '../../../server/seed/seedDemoData';
import { publishedDocuments } from '../../../server/studio/configStore';
import { FORM, type FormPublishRequest } from '../../../server/studio/formDocuments';
import { publishForm } from '../../../server/studio/publishForm';
import type { PageFormDefinition } from '../../../engine/forms/PageFormDefinition';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { createTestDatabase, describeEachTarget, ROOT_DIR, TARGETS } from '../harness';

/** The first question's label of a domain's application form, as a visitor applying to an open position gets it. */
async function applicationLabel(server: PorticoServer, domain: string): Promise<string> {
  const position = await server.database.db
    .selectFrom('positions')
    .select('id')
    .where('domain', '=', domain)
    .where('closed_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const response = await server.app.inject({ url: `/api/pcsx/apply_form?pid=${position.id}&domain=${domain}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.form.definition as PageFormDefinition).sections[0]!.items[0]!.label;
}

/** The published acme application with its first question relabelled. */
function relabelled(server: PorticoServer, label: string): FormDefinition {
  const definition = structuredClone(server.context.forms.get('acme.com', 'acme-application')!.definition);
  definition.sections[0]!.items[0]!.label = label;
  return definition;
}

const request = (definition: FormDefinition, baseVersion: number, actor = 'builder@portico.dev'): FormPublishRequest => ({
  domain: 'acme.com',
  key: 'acme-application',
  baseVersion,
  source: { raw: definition as unknown as Record<string, unknown> },
  actor,
  action: 'publish',
  message: 'New label',
});

describeEachTarget(
  'publishing a form version (publishForm)',
  (server) => {
    beforeAll(async () => {
      await server().app.ready();
    });

    it('seeds each employer its own copy of each form as version 1, authored by "seed"', async () => {
      const rows = await publishedDocuments(server().database.db, FORM);
      expect(rows.filter((row) => row.domain === 'acme.com').map((row) => row.key)).toEqual([
        'acme-application',
        'background-check',
        'benefits-overview',
        'field-gallery',
        'onboarding',
        'preboarding',
      ]);
      expect(rows.filter((row) => row.domain === 'globex.com').map((row) => row.key)).toContain('globex-application');
      expect(rows.every((row) => row.version === 1 && row.author === 'seed')).toBe(true);
    });

    it('serves a new version at once in the publishing process, for its employer only', async () => {
      expect(await applicationLabel(server(), 'acme.com')).toBe('First name');
      const outcome = await publishForm(server().context, request(relabelled(server(), 'Given name'), 1));
      expect(outcome).toMatchObject({ ok: true, version: 2 });
      expect(await applicationLabel(server(), 'acme.com')).toBe('Given name');
      expect(server().context.forms.versionOf('acme.com', 'acme-application')).toBe(2);
      // The same form key at another employer is that employer's own document: publishing acme's
      // field gallery leaves globex's as it was.
      const galleryLabel = async (domain: string) =>
        ((await server().app.inject({ url: `/api/pcsx/forms/field-gallery?domain=${domain}` })).json().data.definition as FormDefinition).sections[0]!.items[0]!
          .label;
      const original = await galleryLabel('globex.com');
      const gallery = structuredClone(server().context.forms.get('acme.com', 'field-gallery')!.definition);
      gallery.sections[0]!.items[0]!.label = 'Acme only';
      const galleryOutcome = await publishForm(server().context, { ...request(gallery, 1), key: 'field-gallery' });
      expect(galleryOutcome).toMatchObject({ ok: true, version: 2 });
      expect(await galleryLabel('acme.com')).toBe('Acme only');
      expect(await galleryLabel('globex.com')).toBe(original);
      const audit = await server()
        .database.db.selectFrom('config_audit as a')
        .innerJoin('config_documents as d', 'd.id', 'a.document_id')
        .select(['a.actor', 'a.action', 'a.domain', 'a.from_version', 'a.to_version', 'a.message'])
        .where('d.kind', '=', FORM)
        .where('d.key', '=', 'acme-application')
        .orderBy('a.id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({ actor: 'builder@portico.dev', action: 'publish', domain: 'acme.com', from_version: 1, to_version: 2, message: 'New label' });
    });

    it('refuses a publish based on an older version, naming who published since', async () => {
      const outcome = await publishForm(server().context, request(relabelled(server(), 'Too late'), 1, 'someone@portico.dev'));
      expect(outcome).toEqual({ ok: false, reason: 'stale_base', publishedVersion: 2, publishedBy: 'builder@portico.dev' });
      expect(await applicationLabel(server(), 'acme.com')).toBe('Given name');
    });

    it('refuses an invalid definition with the pointer of each problem, and keeps serving the published one', async () => {
      const invalid = relabelled(server(), 'Never served');
      (invalid.sections[0]!.items[1] as { type: string }).type = 'txet';
      const outcome = await publishForm(server().context, request(invalid, 2));
      expect(outcome.ok).toBe(false);
      if (outcome.ok || outcome.reason !== 'invalid_config') throw new Error(`not refused as invalid: ${JSON.stringify(outcome)}`);
      expect(outcome.errors.map((error) => error.pointer)).toContain('/sections/0/items/1/type');

      const renamed = relabelled(server(), 'Never served');
      renamed.id = 'another-form';
      const wrongId = await publishForm(server().context, request(renamed, 2));
      expect(wrongId).toEqual({
        ok: false,
        reason: 'invalid_config',
        errors: [{ pointer: '/id', message: 'must be "acme-application", the form\'s key (its file name)' }],
      });

      // A frame the employer does not allow (security.frameOrigins), at the question's widgetUrl.
      const framed = relabelled(server(), 'Never served');
      framed.sections[0]!.items.push({
        name: 'nda',
        label: 'Sign the NDA',
        type: 'esignForm',
        options: { widgetUrl: 'https://evil.example/sign', widgetId: 'nda' },
      });
      const unframed = await publishForm(server().context, request(framed, 2));
      expect(unframed.ok).toBe(false);
      if (unframed.ok || unframed.reason !== 'invalid_config') throw new Error(`not refused as invalid: ${JSON.stringify(unframed)}`);
      expect(unframed.errors.map((error) => error.pointer)).toEqual([`/sections/0/items/${framed.sections[0]!.items.length - 1}/options/widgetUrl`]);

      expect(await applicationLabel(server(), 'acme.com')).toBe('Given name');
      expect(server().context.forms.versionOf('acme.com', 'acme-application')).toBe(2);
    });
  },
  { positionsPerEmployer: 20 },
);

describe('a server start', () => {
  it('refuses to start on a published form this engine finds invalid, naming employer, form, version and pointer', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const first = await buildServer({ rootDir: ROOT_DIR, database, pages: false, rateLimits: false });
      await first.app.close();
      // As if an older engine had published it.
      const document = await database.db
        .selectFrom('config_documents')
        .select('id')
        .where('kind', '=', FORM)
        .where('domain', '=', 'globex.com')
        .where('key', '=', 'onboarding')
        .executeTakeFirstOrThrow();
      const definition = structuredClone(first.context.forms.get('globex.com', 'onboarding')!.definition);
      (definition.sections[0]!.items[0] as { type: string }).type = 'txet';
      await database.db
        .updateTable('config_versions')
        .set({ config: JSON.stringify(definition) })
        .where('document_id', '=', document.id)
        .execute();
      await expect(buildServer({ rootDir: ROOT_DIR, database, pages: false, rateLimits: false })).rejects.toThrow(
        /globex\.com, form "onboarding" \(published version 1\): \/sections\/0\/items\/0\/type: /,
      );
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('a form publish reaches every server process without a restart', () => {
  if (!TARGETS.includes('postgres')) return;

  const build = (database: PorticoDatabase) => buildServer({ rootDir: ROOT_DIR, database, pages: false, rateLimits: false });

  it('is served by a second process on the same PostgreSQL database within 1 s', async () => {
    const database = await createTestDatabase('postgres');
    // The second process has its own pool, as another machine would.
    const other = await createDatabase({ databaseUrl: database.url });
    const first = await build(database);
    const second = await build(other);
    try {
      await seedDemoData(database.db, { configs: first.configs, now: new Date(), positionsPerEmployer: 20 });
      expect(await applicationLabel(second, 'acme.com')).toBe('First name');
      const outcome = await publishForm(first.context, request(relabelled(first, 'Published on the first process'), 1));
      expect(outcome).toMatchObject({ ok: true, version: 2 });
      const publishedAt = Date.now();
      let seen = '';
      while (Date.now() - publishedAt < 1000) {
        seen = await applicationLabel(second, 'acme.com');
        if (seen === 'Published on the first process') break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(seen).toBe('Published on the first process');
      expect(Date.now() - publishedAt).toBeLessThan(1000);
      expect(second.context.forms.versionOf('acme.com', 'acme-application')).toBe(2);
      // The second process now refuses a publish from the old base too: the base is the database's.
      expect(await publishForm(second.context, request(relabelled(second, 'Stale'), 1))).toMatchObject({
        ok: false,
        reason: 'stale_base',
        publishedVersion: 2,
      });
    } finally {
      await second.app.close();
      await first.app.close();
      await other.close();
      await database.close();
    }
  }, 120_000);
});
