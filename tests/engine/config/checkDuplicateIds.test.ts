import { describe, expect, it } from 'vitest';
import { checkDuplicateIds } from '../../../engine/config/checkDuplicateIds';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { widgetNodeLists } from '../../../engine/config/widgetNodeLists';
import { readConfig, setAt } from './configFixtures';

const tab = (id: string) => ({ id, title: id, widget: 'featurePlaceholder', props: { feature: id } });
const errorsOf = (config: unknown) => widgetNodeLists(config).flatMap(checkDuplicateIds);

describe('checkDuplicateIds', () => {
  it('accepts distinct ids, nodes without ids, and one id in both a layout and its layoutV2', () => {
    const config = {
      pages: {
        jobs: {
          layout: [{ widget: 'section', id: 'a', children: [{ widget: 'richText', id: 'b' }, { widget: 'richText' }] }],
          layoutV2: [{ widget: 'richText', id: 'a' }],
        },
      },
      pcsxConfig: { dashboardConfig: { tabs: [tab('saved'), tab('drafts')] }, applicationsPageConfig: { tabs: [tab('drafts')] } },
    };
    expect(errorsOf(config)).toEqual([]);
  });

  it('reports a repeated node id at any depth of one layout, at the repeat, naming the first', () => {
    const config = { pages: { jobs: { layout: [{ widget: 'section', id: 'search', children: [{ widget: 'searchBar', id: 'search' }] }] } } };
    expect(errorsOf(config)).toEqual([
      {
        pointer: '/pages/jobs/layout/0/children/0/id',
        message: '"search" is already the id of the node at /pages/jobs/layout/0; each node of /pages/jobs/layout needs its own id',
      },
    ]);
  });

  it('reports a repeated tab id within one tabs list', () => {
    const config = { pcsxConfig: { applicationsPageConfig: { tabs: [tab('active'), tab('inactive'), tab('active')] } } };
    expect(errorsOf(config)).toEqual([
      {
        pointer: '/pcsxConfig/applicationsPageConfig/tabs/2/id',
        message:
          '"active" is already the id of the tab at /pcsxConfig/applicationsPageConfig/tabs/0; each tab of /pcsxConfig/applicationsPageConfig/tabs needs its own id',
      },
    ]);
  });

  it('runs in validateEmployerConfig', () => {
    const config = readConfig('acme');
    setAt(config, '/pcsxConfig/dashboardConfig/tabs/2/id', 'applications');
    expect(validateEmployerConfig(config).errors.map((error) => error.pointer)).toEqual(['/pcsxConfig/dashboardConfig/tabs/2/id']);
  });
});
