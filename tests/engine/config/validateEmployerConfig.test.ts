import { describe, expect, it } from 'vitest';
import type { ConfigError } from '../../../engine/config/ConfigError';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { getAt, readConfig, removeAt, setAt } from './configFixtures';

/**
 * The shipped config with a few nodes these tests edit pinned to known placeholders (the profile
 * page's first node, the dashboard tabs), so the tests do not follow the shipped layouts as they grow.
 */
function fixtureConfig(name: 'acme' | 'globex'): Record<string, unknown> {
  const config = readConfig(name);
  setAt(config, '/pages/profile/layout/0', { widget: 'featurePlaceholder', props: { feature: 'Profile' } });
  setAt(
    config,
    '/pcsxConfig/dashboardConfig/tabs',
    ['Applications', 'Drafts', 'Interviews', 'Events'].map((feature) => ({
      id: feature.toLowerCase(),
      title: feature,
      widget: 'featurePlaceholder',
      props: { feature },
    })),
  );
  return config;
}

/** Validates the config after applying one or more edits, and returns the errors (the config must be invalid). */
function errorsAfter(edit: (config: Record<string, unknown>) => void, name: 'acme' | 'globex' = 'acme'): ConfigError[] {
  const config = fixtureConfig(name);
  edit(config);
  const result = validateEmployerConfig(config);
  expect(result.ok).toBe(false);
  expect(result.config).toBeUndefined();
  return result.errors;
}

const pointers = (errors: readonly ConfigError[]) => errors.map((error) => error.pointer);

describe('validateEmployerConfig: the shipped configs', () => {
  it.each(['acme', 'globex'] as const)('accepts configs/%s.json with no errors', (name) => {
    const result = validateEmployerConfig(readConfig(name));
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.config?.domain).toBe(`${name}.com`);
  });
});

describe('validateEmployerConfig: page layouts', () => {
  it('reports a wrong prop type deep in a page layout at its exact JSON Pointer', () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/jobs/layout/0/children/1/props/title', 42));
    expect(errors).toEqual([{ pointer: '/pages/jobs/layout/0/children/1/props/title', message: 'should be a string, but is the number 42' }]);
  });

  it('reports a wrong prop type three levels down, inside a container inside a container', () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/jobs/layout/0/children/1/children/0/props/html', ['<p>hi</p>']));
    expect(errors).toEqual([{ pointer: '/pages/jobs/layout/0/children/1/children/0/props/html', message: 'should be a string, but is a list' }]);
  });

  it('validates the v2 layout of a page as well as its v1 layout', () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/dashboard/layoutV2/0/props/title', true), 'globex');
    expect(errors).toEqual([{ pointer: '/pages/dashboard/layoutV2/0/props/title', message: 'should be a string, but is the boolean true' }]);
  });

  it("reports an unknown widget type at the node's widget property and suggests the closest known type", () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/dashboard/layout/0/widget', 'pageHeadng'));
    expect(pointers(errors)).toEqual(['/pages/dashboard/layout/0/widget']);
    expect(errors[0]?.message).toContain('"pageHeadng" is not a known widget type');
    expect(errors[0]?.message).toContain('did you mean "pageHeading"?');
  });

  it('does not invent a suggestion for a widget type that is nothing like a known one', () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/dashboard/layout/0/widget', 'videoPlayerCarousel'));
    expect(errors).toEqual([{ pointer: '/pages/dashboard/layout/0/widget', message: '"videoPlayerCarousel" is not a known widget type' }]);
  });

  it('names an unknown widget prop itself in the pointer and suggests the known one', () => {
    const errors = errorsAfter((config) => {
      removeAt(config, '/pages/jobs/layout/0/children/1/props/title');
      setAt(config, '/pages/jobs/layout/0/children/1/props/titel', 'Why Acme');
    });
    expect(pointers(errors)).toEqual(['/pages/jobs/layout/0/children/1/props/titel']);
    expect(errors[0]?.message).toContain('is not a known property here');
    expect(errors[0]?.message).toContain('did you mean "title"?');
    expect(errors[0]?.message).toContain('known properties: title, description, variant');
  });

  it('names an unknown property of a widget node and suggests visibleFn for visibleIf', () => {
    const errors = errorsAfter((config) => {
      const node = getAt(config, '/pages/jobs/layout/2') as Record<string, unknown>;
      node.visibleIf = node.visibleFn;
      delete node.visibleFn;
    });
    expect(pointers(errors)).toEqual(['/pages/jobs/layout/2/visibleIf']);
    expect(errors[0]?.message).toContain('did you mean "visibleFn"?');
  });

  it('reports a missing required prop at the pointer of the missing property', () => {
    const errors = errorsAfter((config) => removeAt(config, '/pages/profile/layout/0/props/feature'));
    expect(errors).toEqual([{ pointer: '/pages/profile/layout/0/props/feature', message: 'is required but missing' }]);
  });

  it('treats a node without props as empty props, so a widget with required props reports them missing', () => {
    const errors = errorsAfter((config) => removeAt(config, '/pages/dashboard/layout/0/props'));
    expect(errors).toEqual([{ pointer: '/pages/dashboard/layout/0/props/title', message: 'is required but missing' }]);
  });

  it('reports a prop outside its enum with the allowed values', () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/jobs/layout/0/children/1/props/variant', 'boxed'));
    expect(errors).toEqual([
      {
        pointer: '/pages/jobs/layout/0/children/1/props/variant',
        message: 'should be one of "plain", "card", but is the text "boxed"',
      },
    ]);
  });

  it('refuses children on a widget that is not a container', () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/dashboard/layout/0/children', [{ widget: 'richText', props: { html: '<p>Hi</p>' } }]));
    expect(pointers(errors)).toEqual(['/pages/dashboard/layout/0/children']);
    expect(errors[0]?.message).toContain('widget "pageHeading" does not take children');
    expect(errors[0]?.message).toContain('columns, section');
  });

  it.each([
    ['reads __proto__', { var: '__proto__.polluted' }, '__proto__'],
    ['reads constructor through a known path', { '!': { var: 'user.constructor' } }, 'constructor'],
  ])("refuses a visibleFn that %s, at the node's visibleFn", (_title, rule, segment) => {
    const errors = errorsAfter((config) => setAt(config, '/pages/jobs/layout/2/visibleFn', rule));
    expect(pointers(errors)).toEqual(['/pages/jobs/layout/2/visibleFn']);
    expect(errors[0]?.message).toMatch(/^is refused: /);
    expect(errors[0]?.message).toContain(`"${segment}"`);
  });

  it("refuses an unsafe visibleFn nested inside a container's children", () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/jobs/layout/0/children/1/children/0/visibleFn', { var: 'prototype' }));
    expect(pointers(errors)).toEqual(['/pages/jobs/layout/0/children/1/children/0/visibleFn']);
  });
});

describe('validateEmployerConfig: the rest of the document', () => {
  it('reports an unknown page id under pages at /pages/<id>, with the page ids it expected', () => {
    const errors = errorsAfter((config) => setAt(config, '/pages/profle', { layout: [] }));
    expect(pointers(errors)).toEqual(['/pages/profle']);
    expect(errors[0]?.message).toContain('"profle" is not an allowed key here');
    expect(errors[0]?.message).toContain('did you mean "profile"?');
    expect(errors[0]?.message).toContain('dashboard, profile, jobs');
  });

  it('reports a mistyped configuration section at the mistyped name, with a did-you-mean', () => {
    const errors = errorsAfter((config) => {
      const pcsx = config.pcsxConfig as Record<string, unknown>;
      pcsx.serchConfig = pcsx.searchConfig;
      delete pcsx.searchConfig;
    });
    expect(pointers(errors)).toEqual(['/pcsxConfig/serchConfig']);
    expect(errors[0]?.message).toContain('did you mean "searchConfig"?');
  });

  it('escapes / and ~ in the name of an unknown property, as RFC 6901 requires', () => {
    const errors = errorsAfter((config) => setAt(config, '/pcsxConfig/searchConfig/a~1b~0c', true));
    expect(pointers(errors)).toEqual(['/pcsxConfig/searchConfig/a~1b~0c']);
  });

  it('reports a missing required top-level property', () => {
    const errors = errorsAfter((config) => removeAt(config, '/name'));
    expect(errors).toEqual([{ pointer: '/name', message: 'is required but missing' }]);
  });

  it('reports a config value outside its enum and suggests the closest allowed value', () => {
    const errors = errorsAfter((config) => setAt(config, '/offersConfig/pathMode', 'carers'));
    expect(errors).toEqual([
      {
        pointer: '/offersConfig/pathMode',
        message: 'should be one of "careers", "careerhub", but is the text "carers" (did you mean "careers"?)',
      },
    ]);
  });

  it.each([
    ['/pcsxConfig/searchConfig/pageSize', 500, 'should be at most 50, but is the number 500'],
    ['/pcsxConfig/searchConfig/pageSize', 0, 'should be at least 1, but is the number 0'],
    ['/pages/profile/layout/0/props/feature', '', 'should not be empty'],
    ['/pages/jobs/layout/1/props/items', [], 'should list at least 1 item'],
    ['/pages/jobs/layout/1/props/items/0/href', 'javascript:alert(1)', 'the text "javascript:alert(1)" is not in the expected format (pattern ^(/|https://))'],
    ['/locales', ['en', 'fr', 'en'], 'should not repeat items (items 0 and 2 are the same)'],
  ])('says what %s should be when it is %j', (pointer, value, message) => {
    const errors = errorsAfter((config) => setAt(config, pointer, value));
    expect(errors).toEqual([{ pointer, message }]);
  });

  it("explains a format rule with the schema's own description when it has one", () => {
    const errors = errorsAfter((config) => setAt(config, '/domain', 'Acme Corp'));
    expect(pointers(errors)).toEqual(['/domain']);
    expect(errors[0]?.message).toBe(
      'the text "Acme Corp" is not in the expected format (The employer\'s domain (also its group id), selected by the domain query parameter.)',
    );
  });

  it("checks the props of a dashboard tab against its widget's props schema", () => {
    const errors = errorsAfter((config) => setAt(config, '/pcsxConfig/dashboardConfig/tabs/1/props/feature', 7));
    expect(errors).toEqual([{ pointer: '/pcsxConfig/dashboardConfig/tabs/1/props/feature', message: 'should be a string, but is the number 7' }]);
  });

  it('names a dashboard tab prop the widget does not know', () => {
    const errors = errorsAfter((config) => setAt(config, '/pcsxConfig/dashboardConfig/tabs/0/props/colour', 'red'));
    expect(pointers(errors)).toEqual(['/pcsxConfig/dashboardConfig/tabs/0/props/colour']);
  });

  it('reports an unknown widget type on an applications page tab', () => {
    const errors = errorsAfter((config) => setAt(config, '/pcsxConfig/applicationsPageConfig/tabs/1/widget', 'featurePlaceholdr'));
    expect(pointers(errors)).toEqual(['/pcsxConfig/applicationsPageConfig/tabs/1/widget']);
    expect(errors[0]?.message).toContain('did you mean "featurePlaceholder"?');
  });

  it('reports a document that is not an object at the root pointer', () => {
    const result = validateEmployerConfig(['not', 'a', 'config']);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([{ pointer: '', message: 'should be an object, but is a list' }]);
  });
});

describe('validateEmployerConfig: all errors at once', () => {
  it('reports two different mistakes in one page layout as two errors', () => {
    const errors = errorsAfter((config) => {
      setAt(config, '/pages/jobs/layout/0/children/1/props/title', 42);
      setAt(config, '/pages/jobs/layout/1/props/columns', 9);
    });
    expect(pointers(errors)).toEqual(['/pages/jobs/layout/0/children/1/props/title', '/pages/jobs/layout/1/props/columns']);
  });

  it('reports schema errors, widget errors, rule errors and tab errors of one file together', () => {
    const errors = errorsAfter((config) => {
      setAt(config, '/pcsxConfig/searchConfig/pageSize', 'ten');
      setAt(config, '/pages/dashboard/layout/0/widget', 'pageHeadng');
      setAt(config, '/pages/jobs/layout/2/visibleFn', { var: '__proto__' });
      setAt(config, '/pcsxConfig/dashboardConfig/tabs/3/props/feature', null);
      setAt(config, '/pages/profle', { layout: [] });
    });
    expect(new Set(pointers(errors))).toEqual(
      new Set([
        '/pcsxConfig/searchConfig/pageSize',
        '/pages/dashboard/layout/0/widget',
        '/pages/jobs/layout/2/visibleFn',
        '/pcsxConfig/dashboardConfig/tabs/3/props/feature',
        '/pages/profle',
      ]),
    );
    expect(errors).toHaveLength(5);
  });

  it('lists the errors by pointer, comparing list indexes as numbers (layout/2 before layout/10)', () => {
    const errors = errorsAfter((config) => {
      const layout = getAt(config, '/pages/dashboard/layout') as unknown[];
      while (layout.length < 11) layout.push({ widget: 'pageHeading', props: { title: `Heading ${layout.length}` } });
      setAt(config, '/pages/dashboard/layout/10/props/title', 10);
      setAt(config, '/pages/dashboard/layout/2/props/title', 2);
      setAt(config, '/pcsxConfig/dashboardConfig/tabs/0/props/feature', 1);
    });
    expect(pointers(errors)).toEqual([
      '/pages/dashboard/layout/2/props/title',
      '/pages/dashboard/layout/10/props/title',
      '/pcsxConfig/dashboardConfig/tabs/0/props/feature',
    ]);
  });
});

describe('validateEmployerConfig: defaults', () => {
  it('applies schema defaults to the returned copy', () => {
    const input = readConfig('acme');
    removeAt(input, '/loginSignupConfig');
    const result = validateEmployerConfig(input);
    expect(result.ok).toBe(true);
    const config = result.config!;
    expect(config.loginSignupConfig?.candidateLoginEnabled).toBe(true);
    expect(config.loginSignupConfig?.loggedOutApplyEnabled).toBe(true);
    expect(config.pcsxConfig?.searchConfig?.pageSize).toBe(10);
    expect(config.pcsxConfig?.searchConfig?.sortOptions).toEqual(['relevance', 'date']);
    expect(config.behaviourFlags?.useDashboardV2).toBe(false);
    expect(config.chatbotxConfig).toEqual({ enabled: true, enabledForLoggedOut: false, providerUrl: '/assistant/chat' });
  });

  it("applies each widget's own props defaults to the returned copy", () => {
    const result = validateEmployerConfig(readConfig('acme'));
    const config = result.config!;
    expect(getAt(config, '/pages/jobs/layout/2/props/variant')).toBe('plain');
    expect(getAt(config, '/pages/jobs/layout/0/props/stackBelow')).toBe('tablet');
    expect(getAt(config, '/pages/dashboard/layout/0/props/align')).toBe('start');
  });

  it('gives a node without props empty props in the returned copy', () => {
    const input = readConfig('acme');
    setAt(input, '/pages/jobs/layout/2', { widget: 'section' });
    const result = validateEmployerConfig(input);
    expect(getAt(result.config, '/pages/jobs/layout/2/props')).toEqual({ variant: 'plain' });
  });

  it('does not mutate the input, whether it is valid or not', () => {
    const valid = readConfig('acme');
    removeAt(valid, '/loginSignupConfig');
    setAt(valid, '/pages/jobs/layout/2', { widget: 'section' });
    const validBefore = structuredClone(valid);
    expect(validateEmployerConfig(valid).ok).toBe(true);
    expect(valid).toEqual(validBefore);
    expect(getAt(valid, '/pcsxConfig/searchConfig/pageSize')).toBeUndefined();

    const invalid = readConfig('acme');
    setAt(invalid, '/pages/jobs/layout/0/children/1/props/title', 42);
    const invalidBefore = structuredClone(invalid);
    expect(validateEmployerConfig(invalid).ok).toBe(false);
    expect(invalid).toEqual(invalidBefore);
  });

  it('returns a copy, not the input object', () => {
    const input = readConfig('globex');
    const result = validateEmployerConfig(input);
    expect(result.config).not.toBe(input);
    expect(result.config?.pages).not.toBe(input.pages);
  });
});
