import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { CatalogForm, LiveForms } from '../forms/formCatalog';
import type { PublishOutcome } from './configStore';
import { publishFormVersion, type FormPublishRequest } from './formDocuments';

/** Publishes a form version and serves it in this process at once (the other processes follow within a second). */
export async function publishForm(context: { db: Kysely<Database>; forms: LiveForms }, request: FormPublishRequest): Promise<PublishOutcome<CatalogForm>> {
  const outcome = await publishFormVersion(context.db, request);
  if (outcome.ok) context.forms.serve(request.domain, outcome.version, outcome.config);
  return outcome;
}
