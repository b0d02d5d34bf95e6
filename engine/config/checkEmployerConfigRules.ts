import { checkAssistantProvider } from './checkAssistantProvider';
import { checkDuplicateIds } from './checkDuplicateIds';
import { checkSmartFilters } from './checkSmartFilters';
import { checkTemplateVariables } from './checkTemplateVariables';
import { checkPageVisibleFn } from './checkPageVisibleFn';
import { joinPointer, type ConfigError } from './ConfigError';
import { widgetNodeLists } from './widgetNodeLists';

/**
 * The checks of an employer config that a JSON Schema cannot say, beyond widget props: each
 * visibleFn (safe, known operators, page context paths), ids unique per layout and per tabs list,
 * smart filters that are declared, the theme's template variables, and the assistant's provider. One rule per file.
 */
export function checkEmployerConfigRules(config: unknown): ConfigError[] {
  const errors: ConfigError[] = [];
  for (const list of widgetNodeLists(config)) {
    for (const { node, pointer } of list.nodes) {
      if (node.visibleFn !== undefined) errors.push(...checkPageVisibleFn(node.visibleFn, joinPointer(pointer, 'visibleFn')));
    }
    errors.push(...checkDuplicateIds(list));
  }
  errors.push(...checkSmartFilters(config), ...checkTemplateVariables(config), ...checkAssistantProvider(config));
  return errors;
}
