import type { PageConfig } from '../../../engine/i18n/localizedText';
import { describe, expect, it, vi } from 'vitest';
import { isWidgetType } from '../../../engine/config/createWidgetPropsValidator';
import { configuredChildren } from '../../../engine/pages/configuredChildren';
import { resolvePage, type ResolvedNode, type ResolvedWidgetNode } from '../../../engine/pages/resolvePage';
import type { DashboardTab } from '../../../schemas/generated/employer-config';
import type { WidgetNode } from '../../../schemas/generated/page-layout';
import { candidateOnDashboard as pageContext } from './pageContext';

const config = (dashboard: DashboardTab[], applicationsPage: DashboardTab[] = []): PageConfig =>
  ({
    domain: 'acme.com',
    name: 'Acme',
    pages: {},
    pcsxConfig: { dashboardConfig: { tabs: dashboard }, applicationsPageConfig: { tabs: applicationsPage } },
  }) as PageConfig;

const tabsNode = (source?: 'dashboard' | 'applicationsPage'): WidgetNode => ({ widget: 'dashboardTabs', props: source ? { source, label: 'Tabs' } : {} });

/** Resolves a dashboard layout of one dashboardTabs node and returns that node. */
function resolveTabs(tabs: DashboardTab[], context = pageContext(), options: { source?: 'dashboard' | 'applicationsPage'; onError?: () => void } = {}) {
  const cfg = options.source === 'applicationsPage' ? config([], tabs) : config(tabs);
  const [node] = resolvePage([tabsNode(options.source)], '/pages/dashboard/layout', context, {
    isKnownType: isWidgetType,
    childrenOf: configuredChildren(cfg),
    onError: options.onError,
  });
  expect(node?.kind).toBe('widget');
  return node as ResolvedWidgetNode;
}

const ids = (node: ResolvedWidgetNode) => (node.props.tabs as { id: string }[]).map((tab) => tab.id);
const paths = (nodes: readonly ResolvedNode[]) => nodes.map((child) => child.path);

describe('configuredChildren: dashboard tabs are the dashboardTabs node’s children', () => {
  it('resolves the configured tabs in order, each at its place in pcsxConfig, with their ids and titles as props', () => {
    const node = resolveTabs([
      { id: 'saved', title: 'Saved jobs', widget: 'savedJobsList' },
      { id: 'apps', title: 'Applications', widget: 'applicationsList', props: { show: 'all' } },
    ]);
    expect(node.props).toEqual({
      tabs: [
        { id: 'saved', title: 'Saved jobs' },
        { id: 'apps', title: 'Applications' },
      ],
    });
    expect(node.children.map((child) => [child.kind, child.path, child.type])).toEqual([
      ['widget', '/pcsxConfig/dashboardConfig/tabs/0', 'savedJobsList'],
      ['widget', '/pcsxConfig/dashboardConfig/tabs/1', 'applicationsList'],
    ]);
    expect((node.children[1] as ResolvedWidgetNode).props).toEqual({ show: 'all' });
  });

  it('takes the applications page tabs for source applicationsPage, keeping the node’s own props', () => {
    const node = resolveTabs([{ id: 'all', title: 'All', widget: 'applicationsList' }], pageContext(), { source: 'applicationsPage' });
    expect(node.props).toEqual({ source: 'applicationsPage', label: 'Tabs', tabs: [{ id: 'all', title: 'All' }] });
    expect(paths(node.children)).toEqual(['/pcsxConfig/applicationsPageConfig/tabs/0']);
  });

  it('has no children and no tabs when none are configured', () => {
    const [node] = resolvePage([tabsNode()], '/p', pageContext(), {
      isKnownType: isWidgetType,
      childrenOf: configuredChildren({ domain: 'acme.com', name: 'Acme', pages: {} } as PageConfig),
    });
    expect((node as ResolvedWidgetNode).children).toEqual([]);
    expect((node as ResolvedWidgetNode).props.tabs).toEqual([]);
  });

  it('decides each visibleFn with the page’s context: user, flags, gates, query, page and locale', () => {
    const tab = (id: string, visibleFn: unknown): DashboardTab => ({
      id,
      title: id,
      widget: 'applicationsList',
      visibleFn: visibleFn as DashboardTab['visibleFn'],
    });
    const tabs = [
      tab('flag', { var: 'flags.showEventApplicationStatus' }),
      tab('gate', { var: 'gates.referrals' }),
      tab('admin', { var: 'user.isAdmin' }),
      tab('query', { '==': [{ var: 'query.view' }, 'all'] }),
      tab('v2', { '==': [{ var: 'page.variant' }, 'v2'] }),
      tab('french', { '==': [{ var: 'locale' }, 'fr'] }),
    ];
    expect(ids(resolveTabs(tabs))).toEqual([]);
    const everything = pageContext({
      user: { isLoggedIn: true, isAdmin: true, isThemeBuilderUser: false },
      flags: { showEventApplicationStatus: true },
      gates: { referrals: true },
      query: { view: 'all' },
      page: { id: 'dashboard', variant: 'v2' },
      locale: 'fr',
    });
    expect(ids(resolveTabs(tabs, everything))).toEqual(['flag', 'gate', 'admin', 'query', 'v2', 'french']);
  });

  it('hides a tab whose rule gives an empty list, as JSON Logic (and every other node) has it', () => {
    const node = resolveTabs([
      { id: 'empty', title: 'Empty', widget: 'applicationsList', visibleFn: { var: 'flags.none' } },
      { id: 'list', title: 'List', widget: 'applicationsList', visibleFn: { filter: [[], true] } },
      { id: 'shown', title: 'Shown', widget: 'applicationsList', visibleFn: { merge: [[1]] } },
    ]);
    expect(ids(node)).toEqual(['shown']);
    expect(paths(node.children)).toEqual(['/pcsxConfig/dashboardConfig/tabs/2']);
  });

  it('keeps a tab whose rule cannot run, as an error node naming the rule’s pointer, and reports it', () => {
    const onError = vi.fn();
    const node = resolveTabs(
      [
        { id: 'broken', title: 'Broken', widget: 'applicationsList', visibleFn: { method: ['x', 'toString'] } },
        { id: 'fine', title: 'Fine', widget: 'applicationsList' },
      ],
      pageContext(),
      { onError },
    );
    expect(ids(node)).toEqual(['broken', 'fine']);
    const [error] = node.children;
    expect(error).toMatchObject({ kind: 'error', path: '/pcsxConfig/dashboardConfig/tabs/0', type: 'applicationsList' });
    expect(error?.kind === 'error' && error.errors.map((e) => e.pointer)).toEqual(['/pcsxConfig/dashboardConfig/tabs/0/visibleFn']);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('turns a tab of an unknown widget type into an error node naming the tab', () => {
    const node = resolveTabs([{ id: 'typo', title: 'Typo', widget: 'aplicationsList' }]);
    expect(node.children).toEqual([
      {
        kind: 'error',
        path: '/pcsxConfig/dashboardConfig/tabs/0',
        type: 'aplicationsList',
        errors: [{ pointer: '/pcsxConfig/dashboardConfig/tabs/0/widget', message: '"aplicationsList" is not a known widget type' }],
      },
    ]);
  });

  it('keeps the resolved node’s identity while nothing it shows changes (a new tab query only)', () => {
    const cfg = config([{ id: 'a', title: 'A', widget: 'applicationsList' }]);
    const layout = [tabsNode()];
    const cache = new WeakMap();
    const resolve = (query: Record<string, string>) =>
      resolvePage(layout, '/p', pageContext({ query }), { isKnownType: isWidgetType, childrenOf: configuredChildren(cfg) }, cache)[0];
    const first = resolve({});
    expect(resolve({ tab: 'a' })).toBe(first);
  });

  it('leaves other nodes to their own children', () => {
    const childrenOf = configuredChildren(config([{ id: 'a', title: 'A', widget: 'applicationsList' }]));
    expect(childrenOf({ widget: 'section', children: [] })).toBeUndefined();
  });
});
