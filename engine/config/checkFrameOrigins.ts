import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { CompiledField, CompiledForm } from '../forms/CompiledForm';
import { EMBEDDED_TYPES } from '../forms/fieldTypes';
import { frameUrlProblem, httpsOrigin } from '../forms/frameUrl';
import { frameOriginsOf } from '../portal/formSettings';
import { joinPointer, type ConfigError } from './ConfigError';

/** Every embedded question of a form, list entries' included. */
function embeddedFields(form: CompiledForm): CompiledField[] {
  const all = [...form.fields.values()].flatMap((field) => [field, ...field.itemFields]);
  return all.filter((field) => EMBEDDED_TYPES.has(field.definition.type) && typeof field.definition.options?.widgetUrl === 'string');
}

/**
 * The frame addresses of a form this employer may not show, at their place in the form
 * (/sections/3/items/2/options/widgetUrl): an admin's edit of a form is refused with these.
 */
export function checkFormFrames(form: CompiledForm, frameOrigins: readonly string[]): ConfigError[] {
  return embeddedFields(form).flatMap((field) => {
    const problem = frameUrlProblem(field.definition.options!.widgetUrl!, frameOrigins);
    return problem ? [{ pointer: joinPointer(field.pointer, 'options', 'widgetUrl'), message: problem }] : [];
  });
}

/**
 * The employer config against the forms it serves: every https frame address of those forms must be
 * of an origin in security.frameOrigins. Reported at /security/frameOrigins of the employer config,
 * naming the form, the question and where its address is written, since the fix is usually to list
 * the provider's origin there.
 */
export function checkEmployerFrames(config: Pick<EmployerConfig, 'security'>, forms: Iterable<{ key: string; compiled: CompiledForm }>): ConfigError[] {
  const frameOrigins = frameOriginsOf(config);
  const errors: ConfigError[] = [];
  for (const { key, compiled } of forms) {
    for (const field of embeddedFields(compiled)) {
      const url = field.definition.options!.widgetUrl!;
      if (!frameUrlProblem(url, frameOrigins)) continue;
      const origin = httpsOrigin(url);
      const where = `form "${key}", question "${field.name}" (${joinPointer(field.pointer, 'options', 'widgetUrl')})`;
      errors.push({
        pointer: '/security/frameOrigins',
        message: origin
          ? `does not list ${origin}, which ${where} shows in a frame: add "${origin}" here, or point the question at a path of this site`
          : `${where} has a frame address that is neither a path of this site nor an https address: "${url}"`,
      });
    }
  }
  return errors;
}
