// A schema compiled into a validator at build time (scripts/schemaValidatorPlugin.ts).
declare module '*.schema.json?validator' {
  import type { ValidateFunction } from 'ajv';

  const validate: ValidateFunction;
  export default validate;
}
