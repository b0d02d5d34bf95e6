import path from 'node:path';
import { LiveForms } from '../../server/forms/formCatalog';
import { readFormFiles } from '../../server/studio/formDocuments';
import { ROOT_DIR } from './harness';

/** The forms of configs/forms/<domain>/ as a fresh database is seeded with them: every employer's, checked and compiled. */
export async function readConfigForms(): Promise<LiveForms> {
  const forms = new LiveForms();
  for (const file of await readFormFiles(path.join(ROOT_DIR, 'configs'))) forms.serve(file.domain, 1, file.form);
  return forms;
}
