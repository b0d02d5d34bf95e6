import type { WidgetNode } from '../../schemas/generated/page-layout';
import { joinPointer, type ConfigError } from '../config/ConfigError';
import { unknownWidgetTypeError } from '../config/unknownWidgetTypeError';
import { evaluateRule } from '../logic/evaluate';
import type { PageContext } from './PageContext';

export type ResolvedNode = ResolvedWidgetNode | ResolvedErrorNode;

export interface ResolvedWidgetNode {
  kind: 'widget';
  /** JSON Pointer of the node in the employer config; unique, so it doubles as the React key. */
  path: string;
  type: string;
  props: Record<string, unknown>;
  children: readonly ResolvedNode[];
}

export interface ResolvedErrorNode {
  kind: 'error';
  path: string;
  type: string | undefined;
  errors: readonly ConfigError[];
}

export interface ResolveOptions {
  /** Whether the widget registry has this type. */
  isKnownType: (type: string) => boolean;
  /** Validates props against the widget's props schema; omitted when the server already validated them. */
  validateProps?: (type: string, props: unknown, pointer: string) => ConfigError[];
  /** Called for each configuration problem met while resolving (for logging). */
  onError?: (node: ResolvedErrorNode) => void;
  /** Where a node's children are configured when not in its own `children` (see configuredChildren.ts). */
  childrenOf?: (node: WidgetNode) => ConfiguredChildren | undefined;
}

/** Child nodes a widget takes from elsewhere in the config, resolved like any other nodes. */
export interface ConfiguredChildren {
  nodes: readonly WidgetNode[];
  /** JSON Pointer of the list in the config: each child's path, and so its error card, names its place there. */
  pointer: string;
  /** Props that tell the widget about its children (a tab's id and title), from the config nodes that resolved, in order. */
  describe?: (shown: readonly WidgetNode[]) => Record<string, unknown>;
}

/**
 * Resolves a page layout against its context: applies each node's visibleFn (JSON Logic), checks the
 * widget type and props, and returns the tree of nodes to render. Never throws: an unknown widget
 * type, invalid props or a rule that cannot run becomes an error node naming its config path, and
 * the rest of the page resolves as usual.
 *
 * Unchanged nodes keep their identity between calls (the same config node, the same resolved
 * children), so renderers can skip them.
 */
export function resolvePage(
  layout: readonly WidgetNode[] | undefined,
  basePointer: string,
  context: PageContext,
  options: ResolveOptions,
  cache: WeakMap<object, ResolvedNode> = new WeakMap(),
): ResolvedNode[] {
  return resolveList(layout, basePointer, context, options, cache).map((entry) => entry.resolved);
}

/** The nodes that resolved to something (shown, or an error), each with its config node. */
function resolveList(
  layout: readonly WidgetNode[] | undefined,
  basePointer: string,
  context: PageContext,
  options: ResolveOptions,
  cache: WeakMap<object, ResolvedNode>,
): { node: WidgetNode; resolved: ResolvedNode }[] {
  if (!Array.isArray(layout)) return [];
  const list: { node: WidgetNode; resolved: ResolvedNode }[] = [];
  layout.forEach((node, index) => {
    const resolved = resolveNode(node, joinPointer(basePointer, index), context, options, cache);
    if (resolved) list.push({ node, resolved });
  });
  return list;
}

function resolveNode(node: WidgetNode, path: string, context: PageContext, options: ResolveOptions, cache: WeakMap<object, ResolvedNode>): ResolvedNode | null {
  const fail = (type: string | undefined, errors: ConfigError[]): ResolvedErrorNode => {
    // The same problem on the same node is reported once, however often the page resolves again.
    const previous = typeof node === 'object' && node !== null ? cache.get(node) : undefined;
    if (previous?.kind === 'error' && previous.path === path && JSON.stringify(previous.errors) === JSON.stringify(errors)) return previous;
    const errorNode: ResolvedErrorNode = { kind: 'error', path, type, errors };
    if (typeof node === 'object' && node !== null) cache.set(node, errorNode);
    options.onError?.(errorNode);
    return errorNode;
  };
  if (typeof node !== 'object' || node === null || typeof node.widget !== 'string') {
    return fail(undefined, [{ pointer: path, message: 'should be a widget node such as { "widget": "pageHeading", "props": { ... } }' }]);
  }
  if (node.visibleFn !== undefined) {
    let visible: unknown;
    try {
      visible = evaluateRule(node.visibleFn, context);
    } catch (error) {
      return fail(node.widget, [
        { pointer: joinPointer(path, 'visibleFn'), message: `cannot be evaluated: ${error instanceof Error ? error.message : String(error)}` },
      ]);
    }
    if (!truthy(visible)) return null;
  }
  if (!options.isKnownType(node.widget)) {
    return fail(node.widget, [unknownWidgetTypeError(path, node.widget)]);
  }
  let props = (node.props ?? {}) as Record<string, unknown>;
  if (options.validateProps) {
    // Validation applies the schema's defaults: work on a copy so the caller's config stays as it was.
    props = structuredClone(props);
  }
  const propErrors = options.validateProps?.(node.widget, props, joinPointer(path, 'props')) ?? [];
  if (propErrors.length > 0) return fail(node.widget, propErrors);

  const configured = options.childrenOf?.(node);
  const childList = configured
    ? resolveList(configured.nodes, configured.pointer, context, options, cache)
    : resolveList(node.children, joinPointer(path, 'children'), context, options, cache);
  const children = childList.map((entry) => entry.resolved);
  if (configured?.describe) props = { ...props, ...configured.describe(childList.map((entry) => entry.node)) };
  const previous = cache.get(node);
  if (
    previous?.kind === 'widget' &&
    previous.path === path &&
    sameNodes(previous.children, children) &&
    (!(options.validateProps || configured?.describe) || sameJson(previous.props, props))
  )
    return previous;
  const resolved: ResolvedWidgetNode = { kind: 'widget', path, type: node.widget, props, children };
  cache.set(node, resolved);
  return resolved;
}

/** JSON Logic truthiness: empty arrays are falsy. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameNodes(a: readonly ResolvedNode[], b: readonly ResolvedNode[]): boolean {
  return a.length === b.length && a.every((node, i) => node === b[i]);
}
