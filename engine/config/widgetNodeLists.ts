import { joinPointer } from './ConfigError';

/** One node of a layout or one tab, with the JSON Pointer it is at. */
interface PlacedNode {
  readonly node: Record<string, unknown>;
  readonly pointer: string;
}

/** The nodes of one list where ids must differ: a page's layout (children included) or a tabs list. */
export interface NodeList {
  /** JSON Pointer of the list, e.g. /pages/jobs/layout or /pcsxConfig/dashboardConfig/tabs. */
  readonly pointer: string;
  readonly kind: 'layout' | 'tabs';
  readonly nodes: readonly PlacedNode[];
}

/**
 * Every layout (each page's layout and layoutV2, nodes at any depth) and every tabs list of
 * pcsxConfig, for the rules that look at all nodes. Entries that are not objects are skipped: the
 * schema pass reports them.
 */
export function widgetNodeLists(config: unknown): NodeList[] {
  if (!isObject(config)) return [];
  const lists: NodeList[] = [];
  const pages = isObject(config.pages) ? config.pages : {};
  for (const [pageId, page] of Object.entries(pages)) {
    for (const key of ['layout', 'layoutV2'] as const) {
      const layout = isObject(page) ? page[key] : undefined;
      const pointer = joinPointer('', 'pages', pageId, key);
      if (Array.isArray(layout)) lists.push({ pointer, kind: 'layout', nodes: placeTree(layout, pointer) });
    }
  }
  const pcsx = isObject(config.pcsxConfig) ? config.pcsxConfig : {};
  for (const area of ['dashboardConfig', 'applicationsPageConfig'] as const) {
    const tabs = isObject(pcsx[area]) ? pcsx[area].tabs : undefined;
    const pointer = joinPointer('', 'pcsxConfig', area, 'tabs');
    if (Array.isArray(tabs)) lists.push({ pointer, kind: 'tabs', nodes: placeTree(tabs, pointer) });
  }
  return lists;
}

function placeTree(nodes: unknown[], pointer: string): PlacedNode[] {
  return nodes.flatMap((node, index) => {
    if (!isObject(node)) return [];
    const at = joinPointer(pointer, index);
    const children = Array.isArray(node.children) ? placeTree(node.children, joinPointer(at, 'children')) : [];
    return [{ node, pointer: at }, ...children];
  });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
