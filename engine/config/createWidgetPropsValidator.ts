import type { ValidateFunction } from 'ajv';
import { widgetPropsSchemas, type WidgetType } from '../../schemas/widgetPropsSchemas';
import { createAjv } from './createAjv';
import { describeAjvError, reportableAjvErrors } from './describeAjvError';
import { widgetPropsSchemaId } from './widgetPropsSchemaId';
import type { ConfigError } from './ConfigError';

export type WidgetPropsValidator = (type: string, props: unknown, pointer: string) => ConfigError[];

export function isWidgetType(type: string): type is WidgetType {
  return Object.prototype.hasOwnProperty.call(widgetPropsSchemas, type);
}

/**
 * Validates a widget's props against that widget's own props schema (applying its defaults in place).
 * Compiles each schema on first use only.
 */
export function createWidgetPropsValidator(): WidgetPropsValidator {
  const ajv = createAjv();
  const compiled = new Map<WidgetType, ValidateFunction>();
  return (type, props, pointer) => {
    if (!isWidgetType(type)) return [];
    let validate = compiled.get(type);
    if (!validate) {
      validate = ajv.compile({ ...widgetPropsSchemas[type], $id: widgetPropsSchemaId(type) });
      compiled.set(type, validate);
    }
    if (validate(props)) return [];
    return reportableAjvErrors(validate.errors ?? [], props).map((error) => describeAjvError(error, props, pointer));
  };
}
