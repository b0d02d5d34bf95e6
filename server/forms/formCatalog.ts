import { checkFormFrames } from '../../engine/config/checkFrameOrigins';
import type { ConfigError } from '../../engine/config/ConfigError';
import type { CompiledField, CompiledForm } from '../../engine/forms/CompiledForm';
import { compileAcceptedDefinition, validateFormDefinition } from '../../engine/forms/validateFormDefinition';
import { frameOriginsOf } from '../../engine/portal/formSettings';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';

export interface CatalogForm {
  readonly key: string;
  readonly definition: FormDefinition;
  readonly compiled: CompiledForm;
}

/** The form definitions served, per employer: each form belongs to one employer (a form two employers use is copied). */
export interface FormCatalog {
  /** The employer's form of this key (its id), or undefined. */
  get(domain: string, key: string): CatalogForm | undefined;
  /** Every form of the employer, by key (empty for an employer without forms). */
  of(domain: string): ReadonlyMap<string, CatalogForm>;
  /** Every employer's forms. */
  all(): Iterable<CatalogForm>;
  /** The published version served of the employer's form (0: none). */
  versionOf(domain: string, key: string): number;
}

const NO_FORMS: ReadonlyMap<string, CatalogForm> = new Map();

/**
 * The published form definitions this process serves, at the versions it serves them, checked with
 * the engine and compiled once per version. Like LiveConfigs (server/studio/LiveConfigs.ts), a publish
 * replaces an entry in place and a version older than the one served is ignored, so a slow poll never
 * undoes a publish this process has just made.
 */
export class LiveForms implements FormCatalog {
  private readonly forms = new Map<string, Map<string, CatalogForm>>();
  private readonly versions = new Map<string, number>();

  get(domain: string, key: string): CatalogForm | undefined {
    return this.forms.get(domain)?.get(key);
  }

  of(domain: string): ReadonlyMap<string, CatalogForm> {
    return this.forms.get(domain) ?? NO_FORMS;
  }

  *all(): Iterable<CatalogForm> {
    for (const forms of this.forms.values()) yield* forms.values();
  }

  versionOf(domain: string, key: string): number {
    return this.versions.get(`${domain}/${key}`) ?? 0;
  }

  serve(domain: string, version: number, form: CatalogForm): void {
    if (version <= this.versionOf(domain, form.key)) return;
    this.versions.set(`${domain}/${form.key}`, version);
    let forms = this.forms.get(domain);
    if (!forms) this.forms.set(domain, (forms = new Map()));
    forms.set(form.key, form);
  }
}

/**
 * A form definition checked with the engine (config:check's rules) and compiled: its id must be its
 * key (the file name, the document's key). With the employer's config, its frames must also be of
 * origins the employer allows (security.frameOrigins), at the question's widgetUrl.
 */
export function checkFormDefinition(
  raw: unknown,
  key: string,
  employer?: Pick<EmployerConfig, 'security'>,
): { ok: true; config: CatalogForm; checked: FormDefinition; errors: [] } | { ok: false; errors: ConfigError[] } {
  const result = validateFormDefinition(raw);
  if (!result.ok) return { ok: false, errors: [...result.errors] };
  const errors: ConfigError[] = [];
  if (result.form.id !== key) errors.push({ pointer: '/id', message: `must be "${key}", the form's key (its file name)` });
  if (employer) errors.push(...checkFormFrames(result.form, frameOriginsOf(employer)));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, config: { key, definition: raw as FormDefinition, compiled: result.form }, checked: result.definition, errors: [] };
}

/** A form checkFormDefinition accepted before, without an employer (`checked`, as it gave it): compiled again, not checked. */
export function acceptedFormDefinition(raw: unknown, key: string, checked: FormDefinition): CatalogForm {
  return { key, definition: raw as FormDefinition, compiled: compileAcceptedDefinition(checked) };
}

/** The catalog with one employer's forms answered by another's: a copy is checked with the forms it is about to get. */
export function formsAs(catalog: FormCatalog, domain: string, source: string): FormCatalog {
  const as = (asked: string) => (asked === domain ? source : asked);
  return {
    get: (asked, key) => catalog.get(as(asked), key),
    of: (asked) => catalog.of(as(asked)),
    all: () => catalog.all(),
    versionOf: (asked, key) => catalog.versionOf(as(asked), key),
  };
}

/** The id of the employer's application form, as its config names it (formsConfig.applicationFormId), if it has one. */
export function applicationFormId(config: Pick<EmployerConfig, 'formsConfig'> | undefined): string | undefined {
  return config?.formsConfig?.applicationFormId;
}

/** The origins of the sign widgets the forms embed (options.widgetUrl of embedded_form and esignForm questions): pages may frame them. */
export function embeddedFormOrigins(forms: Iterable<CatalogForm>): Set<string> {
  const origins = new Set<string>();
  const visit = (fields: Iterable<CompiledField>) => {
    for (const field of fields) {
      const widgetUrl = field.definition.options?.widgetUrl;
      if (widgetUrl?.startsWith('https://')) origins.add(new URL(widgetUrl).origin);
      visit(field.itemFields);
    }
  };
  for (const { compiled } of forms) visit(compiled.fields.values());
  return origins;
}
