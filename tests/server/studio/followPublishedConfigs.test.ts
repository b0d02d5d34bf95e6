import path from 'node:path';
import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { followPublishedConfigs, loadLiveConfigs } from '../../../server/studio/LiveConfigs';
import { loadLiveForms } from '../../../server/studio/formDocuments';
import { checkEmployerConfig } from '../../../server/studio/checkEmployerConfig';
import { publishEmployerConfig, publishedEmployerConfigs } from '../../../server/studio/employerConfigStore';
import { createTestDatabase, ROOT_DIR } from '../harness';

/** Holds each query's result until release() is called; entered resolves when the first query has run. */
function holdResults() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const hasEntered = new Promise<void>((resolve) => (entered = resolve));
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      entered();
      await released;
      return args.result;
    },
  };
  return { plugin, release, entered: hasEntered };
}

describe('followPublishedConfigs', () => {
  it('stops only once a poll under way has finished, so the database can be closed right after', async () => {
    const database = await createTestDatabase('pglite');
    const live = await loadLiveConfigs(database.db, path.join(ROOT_DIR, 'configs'));
    const forms = await loadLiveForms(database.db, path.join(ROOT_DIR, 'configs'));
    const [acme] = await publishedEmployerConfigs(database.db, ['acme.com']);
    const published = await publishEmployerConfig(database.db, {
      domain: 'acme.com',
      baseVersion: 1,
      source: { raw: { ...acme!.raw, name: 'Acme, version 2' } },
      actor: 'test',
      action: 'import',
      message: '',
      check: (raw) => checkEmployerConfig(raw, 'acme.com', forms),
    });
    expect(published).toMatchObject({ ok: true, version: 2 });

    const held = holdResults();
    const logged: string[] = [];
    const stop = followPublishedConfigs(database.db.withPlugin(held.plugin), { configs: live, forms }, (message) => logged.push(message), 5);
    // A poll is under way (its first query has run, it has a second to make): the server closes now.
    await held.entered;
    const stopped = stop();
    held.release();
    await stopped;
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(logged).toEqual([]);
    // The poll finished before the database closed: version 2 is served.
    expect(live.versionOf('acme.com')).toBe(2);
    expect(live.configs.get('acme.com')?.name).toBe('Acme, version 2');
  });
});
