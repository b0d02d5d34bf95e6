/**
 * The shared contract every registry entry keeps (DESIGN.md hard rules 4 and 5): the registry and the
 * props schemas list the same types, each schema ships a valid example, each widget renders that
 * example inside the app's providers (and shows what its area's contract check expects, when it has
 * one), and the validator rejects props of the wrong type.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetPropsSchemas } from '../../schemas/widgetPropsSchemas';
import { createWidgetPropsValidator } from '../../engine/config/createWidgetPropsValidator';
import { getWidget, widgetRegistry } from '../../widgets/registry';
import type { ContractCheck } from './contractChecks/ContractCheck';
import { contractChecks as shows } from './contractChecks';
import { installBrowserStubs, renderWithProviders } from './renderWithProviders';

interface PropertySchema {
  type?: string | string[];
}

interface PropsSchema {
  examples?: Record<string, unknown>[];
  properties?: Record<string, PropertySchema>;
  required?: string[];
}

const schemaOf = (type: string) => (widgetPropsSchemas as Record<string, PropsSchema>)[type]!;
const validateProps = createWidgetPropsValidator();
/** Validates a copy: the validator fills in defaults in place. */
const errorsFor = (type: string, props: unknown) => validateProps(type, structuredClone(props), '/props');

const registryTypes = Object.keys(widgetRegistry).sort();

/** What every widget shows without a check of its own: its chunk loaded, and something on screen. */
const rendersSomething: ContractCheck = {
  expectShown: async () => {
    await waitFor(() => {
      expect(screen.queryByTestId('contract-loading')).not.toBeInTheDocument();
      expect(screen.getByTestId('contract-widget')).not.toBeEmptyDOMElement();
    });
  },
};

/** A value of a type the property does not accept. */
function wrongValueFor(property: PropertySchema): unknown {
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (types.includes('string')) return 42;
  if (types.includes('number') || types.includes('integer')) return 'not a number';
  if (types.includes('array')) return 'not a list';
  if (types.includes('boolean')) return 'not a boolean';
  return ['not', 'an', 'object'];
}

beforeAll(() => {
  installBrowserStubs();
  // A lazy widget's chunk can take more than findBy's default second to load on a busy machine.
  configure({ asyncUtilTimeout: 10_000 });
});

describe('widget registry', () => {
  it('lists exactly the widget types that have a props schema', () => {
    expect(registryTypes).toEqual(Object.keys(widgetPropsSchemas).sort());
  });

  it('has contract checks only for registry types (a check outlives no widget)', () => {
    expect(Object.keys(shows).filter((type) => !registryTypes.includes(type))).toEqual([]);
  });

  it('finds entries by type and returns undefined for unknown types and inherited names', () => {
    expect(getWidget('section')).toBe(widgetRegistry.section);
    expect(getWidget('carousel')).toBeUndefined();
    expect(getWidget('toString')).toBeUndefined();
    expect(getWidget('__proto__')).toBeUndefined();
  });
});

// The first render loads Chakra and its emotion styles, and the lazy widgets load their chunk: give it room.
describe.each(registryTypes)('registry entry %s', { timeout: 30_000 }, (type) => {
  const entry = getWidget(type)!;
  const schema = schemaOf(type);
  const example = schema.examples?.[0] ?? {};

  it('ships at least one example, and every example validates against its schema', () => {
    expect(schema.examples?.length ?? 0).toBeGreaterThan(0);
    for (const props of schema.examples ?? []) expect(errorsFor(type, props)).toEqual([]);
  });

  it('renders its example props inside the app providers', async () => {
    const check = shows[type];
    const Component = entry.component;
    const { renderErrors } = renderWithProviders(() => (
      <div data-testid="contract-widget">
        <Suspense fallback={<p data-testid="contract-loading" />}>
          <Component {...example}>{check?.children}</Component>
        </Suspense>
      </div>
    ));
    await rendersSomething.expectShown();
    await check?.expectShown();
    expect(renderErrors).toEqual([]);
    expect(screen.queryByTestId('widget-error')).not.toBeInTheDocument();
  });

  it.each(Object.keys(schema.properties ?? {}))('rejects its example with a wrong type for %s', (property) => {
    const wrong = wrongValueFor(schema.properties![property]!);
    const errors = errorsFor(type, { ...example, [property]: wrong });
    expect(errors.map((error) => error.pointer)).toContain(`/props/${property}`);
  });

  it('rejects its example with a property its schema does not know', () => {
    const errors = errorsFor(type, { ...example, notAProp: true });
    expect(errors.map((error) => error.pointer)).toEqual(['/props/notAProp']);
  });

  it('rejects props that are not an object', () => {
    expect(errorsFor(type, 'props')).toEqual([{ pointer: '/props', message: 'should be an object, but is the text "props"' }]);
  });

  it.each(schema.required ?? [])('rejects its example without the required %s', (property) => {
    const withoutIt: Record<string, unknown> = { ...example };
    delete withoutIt[property];
    expect(errorsFor(type, withoutIt)).toEqual([{ pointer: `/props/${property}`, message: 'is required but missing' }]);
  });
});
