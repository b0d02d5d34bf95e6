import type { Kysely } from 'kysely';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import type { Mailer } from '../mail/Mailer';

/** What the alert jobs need of the server (a part of ServerContext). */
export interface AlertContext {
  db: Kysely<Database>;
  configs: Map<string, EmployerConfig>;
  jobs: JobQueue;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  now: () => Date;
}
