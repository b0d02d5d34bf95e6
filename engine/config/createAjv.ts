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
  ajv.addSchema(pageLayoutSchema);
  ajv.addSchema(employerConfigSchema);
  return ajv;
}
