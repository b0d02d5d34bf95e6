import { describe, expect, it } from 'vitest';
import { affectedFields, computeVisibility, isFieldVisible, visibilityCascade } from '../../../engine/forms/visibility';
import { compileClean, compileFields, definition, section, text } from './formFixtures';

const yes = (name: string) => ({ '==': [{ var: name }, 'yes'] });

describe('visibility', () => {
  const form = compileFields(
    text('has_car'),
    text('car_model', { visibleFn: yes('has_car') }),
    text('car_color', { visibleFn: { '!!': [{ var: 'car_model' }] } }),
    text('always_hidden', { hidden: true, defaultValue: 'x' }),
    text('notes'),
  );

  it('hides a field whose visibleFn fails against its dependencies’ values', () => {
    expect(computeVisibility(form, { has_car: 'no' }).visible).toMatchObject({ has_car: true, car_model: false, notes: true });
    expect(computeVisibility(form, { has_car: 'yes' }).visible).toMatchObject({ car_model: true });
  });

  it('always hides a field marked hidden', () => {
    expect(computeVisibility(form, { always_hidden: 'x' }).visible.always_hidden).toBe(false);
    expect(isFieldVisible(form.fields.get('always_hidden')!, {})).toBe(false);
  });

  it('leaves hidden fields’ answers out of the submitted values, and unknown names too', () => {
    const { values } = computeVisibility(form, { has_car: 'no', car_model: 'Golf', always_hidden: 'x', notes: 'hi', stray: 1 });
    expect(values).toEqual({ has_car: 'no', notes: 'hi' });
  });

  it('hides the dependants of a hidden field, which no longer sees its answer', () => {
    const { visible } = computeVisibility(form, { has_car: 'no', car_model: 'Golf', car_color: 'red' });
    expect(visible.car_color).toBe(false);
    expect(computeVisibility(form, { has_car: 'yes', car_model: 'Golf' }).visible.car_color).toBe(true);
  });

  it('hides every question of a section whose visibleFn fails', () => {
    const withSection = compileClean(
      definition([section('a', [text('country')]), section('eeo', [text('gender')], { visibleFn: { '==': [{ var: 'country' }, 'US'] } })]),
    );
    expect(computeVisibility(withSection, { country: 'CA', gender: 'f' })).toEqual({ visible: { country: true, gender: false }, values: { country: 'CA' } });
    expect(computeVisibility(withSection, { country: 'US', gender: 'f' }).values).toEqual({ country: 'US', gender: 'f' });
  });

  it('decides fields in dependency order, whatever their order in the form', () => {
    const reversed = compileFields(text('b', { visibleFn: { var: 'a' } }), text('a', { visibleFn: yes('trigger') }), text('trigger'));
    expect(reversed.evaluationOrder).toEqual(['trigger', 'a', 'b']);
    expect(computeVisibility(reversed, { trigger: 'no', a: 'x', b: 'y' }).visible).toEqual({ trigger: true, a: false, b: false });
  });

  it('hides a question whose visibleFn cannot be evaluated', () => {
    const broken = compileFields(text('a'), text('b', { visibleFn: { var: [{ cat: ['a.', 'constructor'] }] }, dependencies: ['a'] }));
    expect(computeVisibility(broken, { a: {} }).visible.b).toBe(false);
  });
});

describe('affectedFields', () => {
  const form = compileClean(
    definition([
      section('main', [
        text('a'),
        text('b', { visibleFn: { var: 'a' } }),
        text('c', { dependencies: ['b'] }),
        text('d', { visibleFn: { var: 'c' } }),
        text('unrelated'),
        { name: 'start', label: 'Start', type: 'date', visibleFn: { var: 'a' } },
        { name: 'end', label: 'End', type: 'date', rules: [{ type: 'date_comparison', field: 'start', comparison: 'after' }] },
        { name: 'review', label: 'Review', type: 'date', rules: [{ type: 'date_comparison', field: 'end', comparison: 'after' }] },
        text('country'),
        text('state', { options: { apiEndpoint: '/states?c={country}' } }),
      ]),
    ]),
  );

  it('lists the fields that depend on the changed one, transitively, in evaluation order', () => {
    expect(affectedFields(form, 'a')).toEqual(['b', 'c', 'd', 'start', 'end']);
    expect(affectedFields(form, 'c')).toEqual(['d']);
  });

  it('adds fields whose rules compare with an affected field, but not their own dependants', () => {
    // end is re-checked when start changes; end's value does not change, so review is left alone.
    expect(affectedFields(form, 'start')).toEqual(['end']);
  });

  it('includes dependent dropdowns whose options come from the changed field', () => {
    expect(affectedFields(form, 'country')).toEqual(['state']);
  });

  it('is empty for a field nothing depends on', () => {
    expect(affectedFields(form, 'unrelated')).toEqual([]);
  });

  it('separates the fields whose visibility may change from those only re-checked', () => {
    expect(visibilityCascade(form, 'a')).toEqual(['b', 'c', 'd', 'start']);
  });

  it('returns the same list for the same change (cached per form)', () => {
    expect(affectedFields(form, 'a')).toBe(affectedFields(form, 'a'));
  });
});
