import { joinPointer, type ConfigError } from './ConfigError';
import type { NodeList } from './widgetNodeLists';

/**
 * Ids must differ within one layout (nodes at any depth; a page's layout and layoutV2 are
 * alternatives, so one id may appear in both) and within one tabs list: a tab's id is its address
 * (?tab=…) and a node's id names it in logs and tests, so a repeated one picks the wrong one.
 * Reported at each repeat, naming the first.
 */
export function checkDuplicateIds(list: NodeList): ConfigError[] {
  const firstById = new Map<string, string>();
  const errors: ConfigError[] = [];
  for (const { node, pointer } of list.nodes) {
    if (typeof node.id !== 'string') continue;
    const first = firstById.get(node.id);
    if (first === undefined) firstById.set(node.id, pointer);
    else {
      const what = list.kind === 'tabs' ? 'tab' : 'node';
      errors.push({
        pointer: joinPointer(pointer, 'id'),
        message: `"${node.id}" is already the id of the ${what} at ${first}; each ${what} of ${list.pointer} needs its own id`,
      });
    }
  }
  return errors;
}
