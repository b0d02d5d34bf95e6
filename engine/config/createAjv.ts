import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import employerConfigSchema from '../../schemas/employer-config.schema.json';
import pageLayoutSchema from '../../schemas/page-layout.schema.json';
import themeSchema from '../../schemas/theme.schema.json';

/**
 * One Ajv set up the Portico way: every error (not the first), defaults applied, the shared
 * schemas registered so `$ref`s between them resolve.
 */
export function createAjv(options: Options = {}): Ajv {
  // verbose: errors carry their schema, so messages can list known properties and use descriptions.
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false, verbose: true, ...options });
  addFormats(ajv);
  ajv.addSchema(themeSchema);
  // A layout node and a dashboard tab refer to the generated widget selection (each type's props schema),
  // which gives editors completion and inline errors. The engine checks the same after this pass and in
  // its own words (validateEmployerConfig: an unknown type with "did you mean", props at their pointer),
  // so here the reference accepts anything rather than report each mistake twice.
  ajv.addSchema({ $id: 'https://portico.dev/schemas/generated/page-layout.widgets.schema.json' });
  ajv.addSchema(pageLayoutSchema);
  ajv.addSchema(employerConfigSchema);
  return ajv;
}
