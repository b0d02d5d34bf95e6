import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { localizedText } from '../../engine/i18n/localizedText';
import type { LocalizedText } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import { candidateOwnerKey } from '../forms/formOwner';
import { publishedForms } from '../studio/formDocuments';
import type { SeededPeople } from './seedPeople';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The forms every employer asks for (each has its own copy: configs/forms/<domain>/<key>.json, published
 * as its form documents); the field gallery is open to every candidate and may be sent again.
 */
const EMPLOYER_FORMS = [
  { key: 'onboarding', tab_id: 'onboarding', open_to_all: false, allow_resubmit: false },
  { key: 'background-check', tab_id: 'pre-hire', open_to_all: false, allow_resubmit: false },
  { key: 'benefits-overview', tab_id: 'onboarding', open_to_all: false, allow_resubmit: false },
  { key: 'field-gallery', tab_id: 'gallery', open_to_all: true, allow_resubmit: true },
  // Edited by the employer's admins in the portal (layout adminPreboarding); assigned to nobody yet.
  { key: 'preboarding', tab_id: 'pre-hire', open_to_all: false, allow_resubmit: false },
] as const;

/**
 * The forms center's demo data: each employer's forms, and for ada an onboarding form in progress
 * (a draft, due in a week), a background check already submitted and a benefits overview to read;
 * grace and globex's ada have their onboarding form still to do.
 */
export async function seedForms(db: Kysely<Database>, domains: readonly string[], people: SeededPeople, now: Date): Promise<void> {
  // The employers' published forms (a server start seeds them from configs/forms before this runs).
  const published = new Map((await publishedForms(db, [...domains])).map((row) => [`${row.domain}/${row.key}`, row.raw]));
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const formIds = new Map<string, number>();
  for (const domain of domains) {
    for (const form of EMPLOYER_FORMS) {
      const definition = published.get(`${domain}/${form.key}`);
      if (!definition) throw new Error(`seedForms: ${domain} has no published form "${form.key}" (configs/forms/${domain}/${form.key}.json)`);
      const { id } = await db
        .insertInto('forms')
        .values({
          domain,
          form_key: form.key,
          // The stored title is the default language's (a candidate's pages and notifications read the definition's own by language).
          title: localizedText(definition.title as LocalizedText, DEFAULT_LANGUAGE),
          tab_id: form.tab_id,
          definition: JSON.stringify(definition),
          open_to_all: form.open_to_all,
          allow_resubmit: form.allow_resubmit,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      formIds.set(`${domain}/${form.key}`, id);
    }
  }
  const formId = (domain: string, key: string) => {
    const id = formIds.get(`${domain}/${key}`);
    if (id === undefined) throw new Error(`seedForms: no form ${key} for ${domain}`);
    return id;
  };

  if (formIds.has('acme.com/onboarding')) {
    await db
      .insertInto('form_assignments')
      .values([
        { candidate_id: people.ada, form_id: formId('acme.com', 'onboarding'), status: 'draft', due_at: at(7), updated_at: at(-1) },
        { candidate_id: people.ada, form_id: formId('acme.com', 'background-check'), status: 'submitted', due_at: null, updated_at: at(-5) },
        { candidate_id: people.ada, form_id: formId('acme.com', 'benefits-overview'), status: 'pending', due_at: null, updated_at: at(-2) },
        { candidate_id: people.grace, form_id: formId('acme.com', 'onboarding'), status: 'pending', due_at: at(14), updated_at: at(-1) },
      ])
      .execute();
    await db
      .insertInto('form_drafts')
      .values({
        owner_key: candidateOwnerKey(people.ada),
        domain: 'acme.com',
        form_key: 'onboarding',
        data: JSON.stringify({ legal_first_name: 'Ada', legal_last_name: 'Lovelace', personal_email: 'ada@example.com' }),
        updated_at: at(-1),
      })
      .execute();
    await db
      .insertInto('form_submissions')
      .values({
        form_id: formId('acme.com', 'background-check'),
        candidate_id: people.ada,
        data: JSON.stringify({ full_legal_name: 'Augusta Ada King, Countess of Lovelace', previous_names: 'Ada Byron', background_consent: true }),
        submitted_at: at(-5),
      })
      .execute();
  }
  if (formIds.has('globex.com/onboarding')) {
    await db
      .insertInto('form_assignments')
      .values({ candidate_id: people.globexAda, form_id: formId('globex.com', 'onboarding'), status: 'pending', due_at: at(10), updated_at: at(-1) })
      .execute();
  }
}
