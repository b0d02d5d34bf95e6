import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileForm } from '../../../engine/forms/compileForm';
import { FormController } from '../../../widgets/forms/controller/FormController';
import { formOf } from './renderForm';

const form = compileForm(
  formOf([
    { name: 'start', label: 'Start', type: 'date' },
    { name: 'end', label: 'End', type: 'date', rules: [{ type: 'date_comparison', field: 'start', comparison: 'after' }] },
    { name: 'city', label: 'City', type: 'text', required: true, newItem: true },
  ]),
).form;

afterEach(() => vi.useRealTimers());

describe('FormController', () => {
  it('re-checks a touched question 50 ms after a question it depends on changed', () => {
    vi.useFakeTimers();
    const controller = new FormController(form, { start: '2026-03-10', end: '2026-03-12' }, { now: () => '2026-03-15' });
    controller.blur('end');
    expect(controller.getError('end')).toBeUndefined();
    controller.setValue('start', '2026-03-20');
    vi.advanceTimersByTime(49);
    expect(controller.getError('end')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(controller.getError('end')).toBeDefined();
  });

  it('counts errors per step only for touched questions, then for all after a submit', () => {
    vi.useFakeTimers();
    const controller = new FormController(form, {}, { now: () => '2026-03-15' });
    expect(controller.getStepStats()[0]).toMatchObject({ newQuestions: 1, errors: 0 });
    const errors = controller.validateAll();
    expect(errors).toEqual({ city: 'City is required' });
    vi.runAllTimers();
    expect(controller.getStepStats()[0]).toMatchObject({ errors: 1 });
    expect(controller.firstErrorName()).toBe('city');
  });

  it('trims text on blur and reports changes with a reader of the answers, not a copy per keystroke', () => {
    const onValuesChange = vi.fn();
    const controller = new FormController(form, {}, { onValuesChange });
    controller.setValue('city', '  Lyon ');
    controller.blur('city');
    const read = onValuesChange.mock.calls.at(-1)?.[0] as () => Record<string, unknown>;
    expect(read()).toEqual({ city: 'Lyon' });
  });

  it("shows the server's messages under their questions", () => {
    const controller = new FormController(form);
    const listener = vi.fn();
    controller.subscribeError('city', listener);
    controller.setServerErrors({ city: 'City is required' });
    expect(controller.getError('city')).toBe('City is required');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(controller.isSubmitted()).toBe(true);
  });
});
