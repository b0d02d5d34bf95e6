import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // An account made for the studio's preview: the employer's sample candidate, whose data the preview's
  // "sample" persona shows. A real candidate is never shown to an editor this way.
  await db.schema
    .alterTable('candidates')
    .addColumn('is_preview_sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('candidates').dropColumn('is_preview_sample').execute();
}
