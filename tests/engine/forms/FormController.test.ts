import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileForm } from '../../../engine/forms/compileForm';
import { FormController } from '../../../engine/forms/FormController';
import { compileClean, definition, section, text } from './formFixtures';

const form = compileForm(
  definition([
    section('main', [
      { name: 'start', label: 'Start', type: 'date' },
      { name: 'end', label: 'End', type: 'date', rules: [{ type: 'date_comparison', field: 'start', comparison: 'after' }] },
      { name: 'city', label: 'City', type: 'text', required: true, newItem: true },
    ]),
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

  it('counts again only the steps a change reaches, and keeps the same counts when nothing in them changed', () => {
    vi.useFakeTimers();
    const stepped = compileClean(
      definition(
        [
          section('about', [text('has_pet'), text('city', { required: true })]),
          section('pets', [text('pet_name', { newItem: true, visibleFn: { '==': [{ var: 'has_pet' }, 'yes'] } })]),
          section('extra', [text('nickname', { newItem: true })], { visibleFn: { '==': [{ var: 'city' }, 'Lyon'] } }),
        ],
        { layout: 'stepper' },
      ),
    );
    const controller = new FormController(stepped, {}, { now: () => '2026-03-15' });
    const counts = (stats: readonly { newQuestions: number; visible: boolean; errors: number }[]) =>
      stats.map((step) => [step.visible, step.newQuestions, step.errors]);
    const first = controller.getStepStats();
    expect(counts(first)).toEqual([
      [true, 0, 0],
      [true, 0, 0],
      [false, 0, 0],
    ]);
    // A question in another step shows: that step is counted again once the debounce has passed.
    controller.setValue('has_pet', 'yes');
    expect(controller.getStepStats()).toBe(first);
    vi.runAllTimers();
    const second = controller.getStepStats();
    expect(counts(second)).toEqual([
      [true, 0, 0],
      [true, 1, 0],
      [false, 0, 0],
    ]);
    expect(second[0]).toBe(first[0]);
    // A step's own condition reads a question of another step.
    controller.setValue('city', 'Lyon');
    vi.runAllTimers();
    expect(counts(controller.getStepStats())[2]).toEqual([true, 1, 0]);
    // A change that leaves every count as it was keeps the same array (the step list does not re-render).
    const third = controller.getStepStats();
    controller.setValue('has_pet', 'yes!');
    controller.setValue('has_pet', 'yes');
    vi.runAllTimers();
    expect(controller.getStepStats()).toBe(third);
    // Touching a question counts its error; a change made on the store directly counts every step again.
    controller.setValue('city', '');
    controller.blur('city');
    vi.runAllTimers();
    expect(counts(controller.getStepStats())).toEqual([
      [true, 0, 1],
      [true, 1, 0],
      [false, 0, 0],
    ]);
    controller.store.reset({ city: 'Lyon' });
    vi.runAllTimers();
    expect(counts(controller.getStepStats())).toEqual([
      [true, 0, 0],
      [true, 0, 0],
      [true, 1, 0],
    ]);
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
