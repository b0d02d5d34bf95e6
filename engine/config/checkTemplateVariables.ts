import themeSchema from '../../schemas/theme.schema.json';
import { closestMatch } from './closestMatch';
import { joinPointer, type ConfigError } from './ConfigError';
import { describeValue } from './describeAjvError';
import { isObject } from './widgetNodeLists';
import { THEME_TOKENS } from '../theme/themeTokens';

/** The first format's theme values a section may refer to: each colour (colors.primary, …), the fonts and the radius; and every token. */
const LEGACY_VARIABLES: readonly string[] = [
  ...Object.keys(themeSchema.properties.colors.properties).map((colour) => `colors.${colour}`),
  'fontFamily',
  'headingFontFamily',
  'radius',
];
const THEME_VARIABLES: readonly string[] = [...LEGACY_VARIABLES, ...THEME_TOKENS.keys()];

/** The spec's rule: the whole value is one placeholder in double braces, with no braces inside. */
const TEMPLATE_VARIABLE = /^\{\{([^{}]+)\}\}$/;

/**
 * The theme builder's section values (theme.sections.<section>.<token>) may be template variables
 * that stand for a theme value, e.g. "{{colors.primary}}" or "{{core_properties.primary}}" (resolved by
 * engine/theme/themeTokens.ts). Spec (search-forms-shared-layer.md, other
 * hints): "A template variable is valid only if the whole value is a single placeholder in double
 * braces containing no braces inside." A value with double braces that breaks that rule, or that
 * names no theme value, is reported at its place.
 */
export function checkTemplateVariables(config: unknown): ConfigError[] {
  const sections = isObject(config) && isObject(config.theme) ? config.theme.sections : undefined;
  return isObject(sections) ? checkValues(sections, joinPointer('', 'theme', 'sections')) : [];
}

function checkValues(values: Record<string, unknown>, pointer: string): ConfigError[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const at = joinPointer(pointer, key);
    if (isObject(value)) return checkValues(value, at);
    if (typeof value !== 'string' || !(value.includes('{{') || value.includes('}}'))) return [];
    const name = TEMPLATE_VARIABLE.exec(value)?.[1]?.trim();
    if (name === undefined) {
      return [
        {
          pointer: at,
          message: `${describeValue(value)} is not a valid template variable: the whole value must be one name in double braces with no braces inside, e.g. "{{colors.primary}}"`,
        },
      ];
    }
    if (THEME_VARIABLES.includes(name)) return [];
    const suggestion = closestMatch(name, THEME_VARIABLES);
    return [
      {
        pointer: at,
        message:
          `"{{${name}}}" names no theme value` +
          (suggestion ? ` (did you mean "{{${suggestion}}}"?)` : '') +
          `; template variables: ${LEGACY_VARIABLES.join(', ')}, or a token as section.token (core_properties.primary)`,
      },
    ];
  });
}
