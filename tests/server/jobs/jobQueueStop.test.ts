import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../../../server/jobs/JobQueue';
import { createTestDatabase, TARGETS } from '../harness';

for (const target of TARGETS) {
  describe(`the job queue stopping while a job runs [${target}]`, () => {
    it('lets a job the stop cut short end after the database closed, without an unhandled rejection', async () => {
      const database = await createTestDatabase(target);
      const logged: string[] = [];
      const queue = createJobQueue(database, { mode: 'poll', pollSeconds: 0.5, log: (message) => logged.push(message) });
      let entered!: () => void;
      const running = new Promise<void>((resolve) => (entered = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      queue.work('slow.job', async () => {
        entered();
        await released;
        // What a handler cut short by the stop meets: the closed database.
        await database.db.selectFrom('notifications').select('id').execute();
      });
      await queue.start();
      await queue.send('slow.job', {});
      await running;

      await queue.stop();
      await database.close();
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown) => rejections.push(reason);
      process.on('unhandledRejection', onRejection);
      try {
        release();
        // pg-boss fails the job after the handler throws, without awaiting it: give that a few turns.
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        process.off('unhandledRejection', onRejection);
      }
      expect(rejections).toEqual([]);
    }, 30_000);
  });
}
