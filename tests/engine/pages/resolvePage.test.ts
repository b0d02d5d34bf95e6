import { describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../../../schemas/generated/page-layout';
import { createWidgetPropsValidator, isWidgetType } from '../../../engine/config/createWidgetPropsValidator';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { resolvePage, type ResolveOptions, type ResolvedErrorNode, type ResolvedNode, type ResolvedWidgetNode } from '../../../engine/pages/resolvePage';
import { readConfig } from '../config/configFixtures';
import { pageContext } from './pageContext';

const loggedIn = pageContext({ user: { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false } });
const options: ResolveOptions = { isKnownType: isWidgetType };

function acmeJobsLayout(): WidgetNode[] {
  const result = validateEmployerConfig(readConfig('acme'));
  return result.config!.pages.jobs!.layout;
}

function asWidget(node: ResolvedNode | undefined): ResolvedWidgetNode {
  expect(node?.kind).toBe('widget');
  return node as ResolvedWidgetNode;
}

function asError(node: ResolvedNode | undefined): ResolvedErrorNode {
  expect(node?.kind).toBe('error');
  return node as ResolvedErrorNode;
}

const heading = (title: string, extra: Partial<WidgetNode> = {}): WidgetNode => ({ widget: 'pageHeading', props: { title }, ...extra });

describe('resolvePage: the resolved tree', () => {
  it('resolves each node to its type, props and config path, children included', () => {
    const nodes = resolvePage(acmeJobsLayout(), '/pages/jobs/layout', pageContext(), options);
    expect(nodes.map((node) => [node.kind, node.path, node.type])).toEqual([
      ['widget', '/pages/jobs/layout/0', 'columns'],
      ['widget', '/pages/jobs/layout/1', 'linkCards'],
      ['widget', '/pages/jobs/layout/2', 'section'],
    ]);
    const columns = asWidget(nodes[0]);
    expect(columns.props).toEqual({ widths: [2, 1], gap: 8, stackBelow: 'tablet' });
    expect(columns.children.map((child) => child.path)).toEqual(['/pages/jobs/layout/0/children/0', '/pages/jobs/layout/0/children/1']);
    const section = asWidget(columns.children[1]);
    expect(section.children.map((child) => [child.path, child.type])).toEqual([['/pages/jobs/layout/0/children/1/children/0', 'richText']]);
  });

  it('gives a node without props empty props and a leaf no children', () => {
    const [node] = resolvePage([{ widget: 'section' }], '/pages/jobs/layout', pageContext(), options);
    expect(asWidget(node).props).toEqual({});
    expect(asWidget(node).children).toEqual([]);
  });

  it('resolves a missing layout to no nodes', () => {
    expect(resolvePage(undefined, '/pages/jobs/layout', pageContext(), options)).toEqual([]);
  });

  it('escapes the base pointer tokens it appends, so node paths stay valid JSON Pointers', () => {
    const [node] = resolvePage([heading('Hi')], '/pages/a~1b', pageContext(), options);
    expect(node?.path).toBe('/pages/a~1b/0');
  });
});

describe('resolvePage: visibleFn', () => {
  it('shows a node whose visibleFn holds for a logged-out visitor and hides it once logged in', () => {
    const layout = acmeJobsLayout();
    expect(resolvePage(layout, '/pages/jobs/layout', pageContext(), options).map((node) => node.path)).toContain('/pages/jobs/layout/2');
    expect(resolvePage(layout, '/pages/jobs/layout', loggedIn, options).map((node) => node.path)).toEqual(['/pages/jobs/layout/0', '/pages/jobs/layout/1']);
  });

  it('reads behaviour flags', () => {
    const layout = [heading('Flagged', { visibleFn: { var: 'flags.showEventApplicationStatus' } }), heading('Always')];
    const off = resolvePage(layout, '/p', pageContext({ flags: { showEventApplicationStatus: false } }), options);
    const on = resolvePage(layout, '/p', pageContext({ flags: { showEventApplicationStatus: true } }), options);
    expect(off.map((node) => node.path)).toEqual(['/p/1']);
    expect(on.map((node) => node.path)).toEqual(['/p/0', '/p/1']);
  });

  it('reads the query parameters of the page', () => {
    const layout = [heading('Teams', { visibleFn: { '==': [{ var: 'query.tab' }, 'teams'] } })];
    expect(resolvePage(layout, '/p', pageContext({ query: { tab: 'teams' } }), options)).toHaveLength(1);
    expect(resolvePage(layout, '/p', pageContext({ query: { tab: 'jobs' } }), options)).toHaveLength(0);
    expect(resolvePage(layout, '/p', pageContext(), options)).toHaveLength(0);
  });

  it('combines conditions: logged in and a flag', () => {
    const layout = [heading('Both', { visibleFn: { and: [{ var: 'user.isLoggedIn' }, { var: 'flags.beta' }] } })];
    expect(resolvePage(layout, '/p', pageContext({ flags: { beta: true } }), options)).toHaveLength(0);
    expect(resolvePage(layout, '/p', { ...loggedIn, flags: { beta: true } }, options)).toHaveLength(1);
  });

  it('accepts the boolean shorthands true and false', () => {
    const layout = [heading('Shown', { visibleFn: true }), heading('Hidden', { visibleFn: false })];
    expect(resolvePage(layout, '/p', pageContext(), options).map((node) => node.path)).toEqual(['/p/0']);
  });

  it('treats an empty list as false, as JSON Logic does', () => {
    const layout = [heading('Empty', { visibleFn: { merge: [] } }), heading('Listed', { visibleFn: { merge: [1] } })];
    expect(resolvePage(layout, '/p', pageContext(), options).map((node) => node.path)).toEqual(['/p/1']);
  });

  it('hides a container together with all of its children', () => {
    const layout: WidgetNode[] = [{ widget: 'section', visibleFn: { var: 'user.isLoggedIn' }, children: [heading('Inside')] }];
    expect(resolvePage(layout, '/p', pageContext(), options)).toEqual([]);
    expect(asWidget(resolvePage(layout, '/p', loggedIn, options)[0]).children).toHaveLength(1);
  });

  it('hides a child while its container stays', () => {
    const layout: WidgetNode[] = [{ widget: 'section', children: [heading('Member', { visibleFn: { var: 'user.isLoggedIn' } }), heading('All')] }];
    const [section] = resolvePage(layout, '/p', pageContext(), options);
    expect(asWidget(section).children.map((child) => child.path)).toEqual(['/p/0/children/1']);
  });
});

describe('resolvePage: configuration problems become error nodes', () => {
  it('turns an unknown widget type into an error node naming its path, and still resolves its siblings', () => {
    const onError = vi.fn();
    const layout: WidgetNode[] = [heading('Before'), { widget: 'carousel', props: {} }, heading('After')];
    const nodes = resolvePage(layout, '/pages/jobs/layout', pageContext(), { ...options, onError });
    expect(nodes.map((node) => node.kind)).toEqual(['widget', 'error', 'widget']);
    const error = asError(nodes[1]);
    expect(error).toEqual({
      kind: 'error',
      path: '/pages/jobs/layout/1',
      type: 'carousel',
      errors: [{ pointer: '/pages/jobs/layout/1/widget', message: '"carousel" is not a known widget type' }],
    });
    expect(asWidget(nodes[2]).props).toEqual({ title: 'After' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('turns an unknown type inside a container into an error child, keeping the container and the other children', () => {
    const layout: WidgetNode[] = [{ widget: 'section', children: [{ widget: 'nope' }, heading('Fine')] }];
    const [section] = resolvePage(layout, '/p', pageContext(), options);
    expect(asWidget(section).children.map((child) => [child.kind, child.path])).toEqual([
      ['error', '/p/0/children/0'],
      ['widget', '/p/0/children/1'],
    ]);
  });

  it('turns a node that is not a widget node into an error node without a type', () => {
    const layout = [null, heading('Fine')] as unknown as WidgetNode[];
    const nodes = resolvePage(layout, '/p', pageContext(), options);
    const error = asError(nodes[0]);
    expect(error.path).toBe('/p/0');
    expect(error.type).toBeUndefined();
    expect(error.errors[0]?.pointer).toBe('/p/0');
    expect(nodes[1]?.kind).toBe('widget');
  });

  it.each([
    ['reads __proto__', { var: '__proto__' }],
    ['reads constructor.prototype', { '!!': { var: 'user.constructor.prototype' } }],
    ['computes a forbidden path while it runs', { var: { cat: ['__pro', 'to__'] } }],
    ['uses an operator JSON Logic does not have', { frobnicate: [1, 2] }],
  ])('turns a visibleFn that %s into an error node at its visibleFn, without throwing', (_title, visibleFn) => {
    const onError = vi.fn();
    const layout: WidgetNode[] = [heading('Bad', { visibleFn }), heading('Good')];
    let nodes: ResolvedNode[] = [];
    expect(() => {
      nodes = resolvePage(layout, '/pages/jobs/layout', pageContext(), { ...options, onError });
    }).not.toThrow();
    const error = asError(nodes[0]);
    expect(error.path).toBe('/pages/jobs/layout/0');
    expect(error.type).toBe('pageHeading');
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]?.pointer).toBe('/pages/jobs/layout/0/visibleFn');
    expect(error.errors[0]?.message).toMatch(/^cannot be evaluated: \S/);
    expect(nodes[1]?.kind).toBe('widget');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('leaves Object.prototype untouched when a visibleFn tries to reach it', () => {
    resolvePage([heading('Bad', { visibleFn: { var: '__proto__.polluted' } })], '/p', pageContext(), options);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('turns invalid props into an error node carrying each props error with its pointer', () => {
    const validateProps = createWidgetPropsValidator();
    const layout: WidgetNode[] = [heading('Fine'), { widget: 'linkCards', props: { columns: 9, items: [] } }, { widget: 'pageHeading', props: { title: 42 } }];
    const nodes = resolvePage(layout, '/pages/jobs/layout', pageContext(), { ...options, validateProps });
    expect(nodes.map((node) => node.kind)).toEqual(['widget', 'error', 'error']);
    const cards = asError(nodes[1]);
    expect(cards.type).toBe('linkCards');
    expect(cards.errors.map((error) => error.pointer).sort()).toEqual(['/pages/jobs/layout/1/props/columns', '/pages/jobs/layout/1/props/items']);
    expect(asError(nodes[2]).errors).toEqual([{ pointer: '/pages/jobs/layout/2/props/title', message: 'should be a string, but is the number 42' }]);
  });

  it('leaves the config node it validates unchanged (props defaults are not written into the config)', () => {
    const node: WidgetNode = { widget: 'section', props: { title: 'Why Acme' } };
    const nodes = resolvePage([node], '/p', pageContext(), { ...options, validateProps: createWidgetPropsValidator() });
    expect(nodes[0]?.kind).toBe('widget');
    expect(node.props).toEqual({ title: 'Why Acme' });
  });

  it('accepts the valid props of a frozen (immutable) config', () => {
    const node = Object.freeze({ widget: 'section', props: Object.freeze({ title: 'Why Acme' }) });
    const nodes = resolvePage([node], '/p', pageContext(), { ...options, validateProps: createWidgetPropsValidator() });
    expect(nodes.map((resolved) => resolved.kind)).toEqual(['widget']);
  });

  it('does not evaluate or validate a node that its visibleFn hides', () => {
    const validateProps = vi.fn(createWidgetPropsValidator());
    const layout: WidgetNode[] = [
      { widget: 'nope', visibleFn: false },
      { widget: 'pageHeading', props: { title: 1 }, visibleFn: false },
    ];
    expect(resolvePage(layout, '/p', pageContext(), { ...options, validateProps })).toEqual([]);
    expect(validateProps).not.toHaveBeenCalled();
  });
});

describe('resolvePage: unchanged nodes keep their identity', () => {
  it('returns the identical node objects when the same layout is resolved twice with the same cache', () => {
    const layout = acmeJobsLayout();
    const cache = new WeakMap<object, ResolvedNode>();
    const first = resolvePage(layout, '/pages/jobs/layout', pageContext(), options, cache);
    const second = resolvePage(layout, '/pages/jobs/layout', pageContext(), options, cache);
    expect(second).toHaveLength(first.length);
    second.forEach((node, index) => expect(node).toBe(first[index]));
    const firstColumns = asWidget(first[0]);
    const secondColumns = asWidget(second[0]);
    expect(secondColumns.children).toBe(firstColumns.children);
    expect(asWidget(secondColumns.children[1]).children[0]).toBe(asWidget(firstColumns.children[1]).children[0]);
  });

  it('builds new node objects with a fresh cache', () => {
    const layout = acmeJobsLayout();
    const first = resolvePage(layout, '/pages/jobs/layout', pageContext(), options, new WeakMap());
    const second = resolvePage(layout, '/pages/jobs/layout', pageContext(), options, new WeakMap());
    expect(second).toEqual(first);
    expect(second[0]).not.toBe(first[0]);
  });

  it('keeps the other branches identical when one top-level node is replaced', () => {
    const layout = acmeJobsLayout();
    const cache = new WeakMap<object, ResolvedNode>();
    const before = resolvePage(layout, '/pages/jobs/layout', pageContext(), options, cache);
    const changed = [layout[0]!, { ...layout[1]!, props: { ...layout[1]!.props, title: 'Our teams' } }, layout[2]!];
    const after = resolvePage(changed, '/pages/jobs/layout', pageContext(), options, cache);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
    expect(asWidget(after[1]).props.title).toBe('Our teams');
  });

  it('rebuilds only the path from a changed child up to the root, keeping its siblings identical', () => {
    const layout = acmeJobsLayout();
    const cache = new WeakMap<object, ResolvedNode>();
    const before = resolvePage(layout, '/pages/jobs/layout', pageContext(), options, cache);
    const columns = layout[0]!;
    const section = columns.children![1]!;
    const newRichText = { widget: 'richText', props: { html: '<p>Changed</p>' } };
    const changed = [{ ...columns, children: [columns.children![0]!, { ...section, children: [newRichText] }] }, layout[1]!, layout[2]!];
    const after = resolvePage(changed, '/pages/jobs/layout', pageContext(), options, cache);

    const beforeColumns = asWidget(before[0]);
    const afterColumns = asWidget(after[0]);
    expect(afterColumns).not.toBe(beforeColumns);
    expect(afterColumns.children[0]).toBe(beforeColumns.children[0]);
    expect(afterColumns.children[1]).not.toBe(beforeColumns.children[1]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  it('rebuilds a container whose children change with the context, and keeps the nodes the context does not touch', () => {
    const layout: WidgetNode[] = [
      { widget: 'section', children: [heading('Member', { visibleFn: { var: 'user.isLoggedIn' } }), heading('All')] },
      heading('Static'),
    ];
    const cache = new WeakMap<object, ResolvedNode>();
    const out = resolvePage(layout, '/p', pageContext(), options, cache);
    const inside = resolvePage(layout, '/p', loggedIn, options, cache);
    expect(inside[0]).not.toBe(out[0]);
    expect(asWidget(inside[0]).children).toHaveLength(2);
    expect(asWidget(inside[0]).children[1]).toBe(asWidget(out[0]).children[0]);
    expect(inside[1]).toBe(out[1]);
  });

  it('does not reuse a cached node when the same config node sits at a different path', () => {
    const shared = heading('Shared');
    const cache = new WeakMap<object, ResolvedNode>();
    const [atZero] = resolvePage([shared], '/p', pageContext(), options, cache);
    const [, atOne] = resolvePage([heading('First'), shared], '/p', pageContext(), options, cache);
    expect(atOne?.path).toBe('/p/1');
    expect(atOne).not.toBe(atZero);
  });
});
