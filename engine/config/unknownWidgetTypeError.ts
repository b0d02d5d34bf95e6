import { closestMatch } from './closestMatch';
import { joinPointer, type ConfigError } from './ConfigError';

/**
 * The one wording of "this node names a widget type nobody registered", at the node's `widget` key.
 * Given the known types, it adds a "did you mean" for a typo.
 */
export function unknownWidgetTypeError(nodePointer: string, type: string, knownTypes: readonly string[] = []): ConfigError {
  const suggestion = closestMatch(type, knownTypes);
  return {
    pointer: joinPointer(nodePointer, 'widget'),
    message: `"${type}" is not a known widget type` + (suggestion ? ` (did you mean "${suggestion}"?)` : ''),
  };
}
