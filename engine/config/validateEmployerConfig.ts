import type { ErrorObject } from 'ajv';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { WidgetNode } from '../../schemas/generated/page-layout';
import { containerWidgetTypes, widgetPropsSchemas } from '../../schemas/widgetPropsSchemas';
import { themeContrastErrors } from '../theme/themeContrastErrors';
import { checkEmployerConfigRules } from './checkEmployerConfigRules';
import { closestMatch } from './closestMatch';
import { joinPointer, type ConfigError } from './ConfigError';
import { createAjv } from './createAjv';
import { createWidgetPropsValidator, isWidgetType } from './createWidgetPropsValidator';
import { describeAjvError, reportableAjvErrors } from './describeAjvError';
import { unknownWidgetTypeError } from './unknownWidgetTypeError';
import { isObject } from './widgetNodeLists';

export type ValidationResult = { ok: true; config: EmployerConfig; errors: [] } | { ok: false; config: undefined; errors: ConfigError[] };

let cached: ReturnType<typeof createValidators> | undefined;
function createValidators() {
  const ajv = createAjv();
  return {
    config: ajv.getSchema('https://portico.dev/schemas/employer-config.schema.json')!,
    props: createWidgetPropsValidator(),
  };
}

/**
 * Validates an employer config: the document against employer-config.schema.json, then every
 * widget node's props against that widget's own props schema, the rules a schema cannot say
 * (checkEmployerConfigRules: visibleFn, ids, smart filters, template variables), and (once the
 * document is well-formed) the theme's colour contrast.
 * Reports all errors (not the first) with JSON Pointers; returns a copy with defaults applied.
 */
export function validateEmployerConfig(raw: unknown): ValidationResult {
  cached ??= createValidators();
  const config = structuredClone(raw);
  const errors: ConfigError[] = [];
  if (!cached.config(config)) {
    errors.push(...dedupe(reportableAjvErrors(cached.config.errors ?? [], config)).map((e) => describeTopLevelError(e, config)));
  }
  if (isObject(config) && isObject(config.pages)) {
    for (const [pageId, page] of Object.entries(config.pages)) {
      if (!isObject(page)) continue;
      for (const key of ['layout', 'layoutV2'] as const) {
        const layout = page[key];
        if (Array.isArray(layout)) {
          errors.push(...validateNodes(layout, joinPointer('', 'pages', pageId, key), cached.props));
        }
      }
    }
  }
  if (errors.length === 0 && isObject(config)) errors.push(...themeContrastErrors((config as unknown as EmployerConfig).theme));
  const pcsx = isObject(config) && isObject(config.pcsxConfig) ? config.pcsxConfig : undefined;
  for (const area of ['dashboardConfig', 'applicationsPageConfig'] as const) {
    const tabs = pcsx && isObject(pcsx[area]) ? pcsx[area].tabs : undefined;
    if (Array.isArray(tabs)) {
      errors.push(...validateNodes(tabs, joinPointer('', 'pcsxConfig', area, 'tabs'), cached.props));
    }
  }
  errors.push(...checkEmployerConfigRules(config));
  errors.sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
  return errors.length ? { ok: false, config: undefined, errors } : { ok: true, config: config as EmployerConfig, errors: [] };
}

function validateNodes(nodes: unknown[], pointer: string, validateProps: ReturnType<typeof createWidgetPropsValidator>): ConfigError[] {
  const errors: ConfigError[] = [];
  nodes.forEach((node, index) => {
    const at = joinPointer(pointer, index);
    if (!isObject(node) || typeof node.widget !== 'string') return; // the schema pass reported it
    const { widget, props, children } = node as Partial<WidgetNode> & { widget: string };
    if (!isWidgetType(widget)) {
      errors.push(unknownWidgetTypeError(at, widget, Object.keys(widgetPropsSchemas)));
    } else {
      if (props === undefined) node.props = {};
      errors.push(...validateProps(widget, node.props, joinPointer(at, 'props')));
      if (children !== undefined && !containerWidgetTypes.includes(widget)) {
        errors.push({ pointer: joinPointer(at, 'children'), message: `widget "${widget}" does not take children; only ${containerWidgetTypes.join(', ')} do` });
      }
    }
    if (Array.isArray(children)) errors.push(...validateNodes(children, joinPointer(at, 'children'), validateProps));
  });
  return errors;
}

function describeTopLevelError(error: ErrorObject, config: unknown): ConfigError {
  const params = error.params as Record<string, unknown>;
  if (typeof params.propertyName === 'string' || error.propertyName) {
    const name = String(params.propertyName ?? error.propertyName);
    const allowed = (error.schema as unknown[] | undefined) ?? [];
    const suggestion = Array.isArray(allowed) ? closestMatch(name, allowed.map(String)) : undefined;
    return {
      pointer: joinPointer(error.instancePath, name),
      message:
        `"${name}" is not an allowed key here` +
        (Array.isArray(allowed) && allowed.length ? `; expected one of: ${allowed.join(', ')}` : '') +
        (suggestion ? ` (did you mean "${suggestion}"?)` : ''),
    };
  }
  return describeAjvError(error, config);
}

/** Ajv reports a bad property name twice (the inner rule and propertyNames itself): keep the inner one. */
function dedupe(errors: ErrorObject[]): ErrorObject[] {
  return errors.filter((e) => e.keyword !== 'propertyNames');
}
