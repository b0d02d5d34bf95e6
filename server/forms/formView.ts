import type { FormLayout, FormStatus, FormView } from '../../schemas/generated/api/forms';
import type { PageFormDefinition } from '../../engine/forms/PageFormDefinition';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';

/** The page layout of a definition: readOnlyContent is the HTML content form, adminPreboarding shows as a simple form. */
export function layoutOf(definition: Pick<FormDefinition, 'layout'>): FormLayout {
  if (definition.layout === 'stepper') return 'stepper';
  if (definition.layout === 'readOnlyContent') return 'htmlContent';
  return 'simple';
}

/** The definition as the page compiles it (without the editor's $schema hint). */
export function publicDefinition(definition: FormDefinition | PageFormDefinition): Record<string, unknown> {
  const { $schema: _schema, ...rest } = definition;
  return rest;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function formView(input: {
  id: string;
  title: string;
  /** The definition in the request's language. */
  definition: PageFormDefinition;
  /** For the preboarding editor: the definition as written, and the language whose texts it edits. */
  source?: { definition: FormDefinition; textLanguage: string };
  values: Record<string, unknown>;
  /** Confidential answers left out of values (a page rendered on the server). */
  withheld?: string[];
  status: FormStatus;
  readonly: boolean;
  updatedAt?: Date | string | null;
  dueAt?: Date | string | null;
}): FormView {
  return {
    id: input.id,
    title: input.title,
    layout: layoutOf(input.definition),
    definition: publicDefinition(input.definition),
    ...(input.source ? { source: publicDefinition(input.source.definition), text_language: input.source.textLanguage } : {}),
    values: input.values,
    ...(input.withheld && input.withheld.length > 0 ? { withheld: input.withheld } : {}),
    status: input.status,
    readonly: input.readonly,
    ...(input.updatedAt ? { updated_at: iso(input.updatedAt) } : {}),
    ...(input.dueAt ? { due_date: iso(input.dueAt) } : {}),
  };
}
