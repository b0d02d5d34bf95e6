import { describe, expect, it } from 'vitest';
import { FormController } from '../../../engine/forms/FormController';
import { TODAY, compileClean, definition, section, text } from './formFixtures';

const form = compileClean(
  definition(
    [
      section('about', [
        { name: 'intro', label: 'Intro', type: 'instruction', newItem: true },
        { name: 'note', label: 'Note', type: 'info', newItem: true },
        text('first_name', { label: 'First name', required: true, newItem: true }),
        text('nickname', { newItem: true, rules: [{ type: 'maxLength', value: 3 }] }),
        text('middle_name'),
      ]),
      section('more', [
        { name: 'has_pet', label: 'Pet?', type: 'radio', required: true, options: { choices: [{ label: 'Yes', value: 'yes' }] } },
        text('pet_name', { required: true, newItem: true, visibleFn: { '==': [{ var: 'has_pet' }, 'yes'] } }),
      ]),
      section('eeo', [text('gender', { newItem: true, required: true })], { visibleFn: { '==': [{ var: 'has_pet' }, 'yes'] } }),
    ],
    { layout: 'stepper' },
  ),
);

/** The counts (countStep) as the form's controller shows them, the questions in touched left once, after a submit when submitted. */
function stats(values: Record<string, unknown>, touched: string[], submitted: boolean) {
  const controller = new FormController(form, values, { now: () => TODAY });
  for (const name of touched) controller.blur(name);
  if (submitted) controller.validateAll();
  const counts = controller.getStepStats().map(({ id, visible, newQuestions, errors }) => ({ id, visible, newQuestions, errors }));
  controller.dispose();
  return counts;
}

describe('step counts', () => {
  it('counts new questions per step, leaving out instruction and info items and hidden questions', () => {
    expect(stats({}, [], false)).toEqual([
      { id: 'about', visible: true, newQuestions: 2, errors: 0 },
      { id: 'more', visible: true, newQuestions: 0, errors: 0 },
      { id: 'eeo', visible: false, newQuestions: 0, errors: 0 },
    ]);
    expect(stats({ has_pet: 'yes' }, [], false).map((step) => step.newQuestions)).toEqual([2, 1, 1]);
  });

  it('shows no errors on a fresh form', () => {
    expect(stats({ nickname: 'Johnny' }, [], false).map((step) => step.errors)).toEqual([0, 0, 0]);
  });

  it('counts errors of touched fields only, an empty required field included', () => {
    expect(stats({ nickname: 'Johnny' }, ['first_name', 'nickname'], false).map((step) => step.errors)).toEqual([2, 0, 0]);
    expect(stats({ nickname: 'Jo' }, ['first_name', 'nickname'], false).map((step) => step.errors)).toEqual([1, 0, 0]);
  });

  it('counts every error once the form was submitted, in shown steps only', () => {
    expect(stats({}, [], true).map((step) => step.errors)).toEqual([1, 1, 0]);
    expect(stats({ has_pet: 'yes' }, [], true).map((step) => step.errors)).toEqual([1, 1, 1]);
  });
});
