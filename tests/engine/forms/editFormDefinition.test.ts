import { describe, expect, it } from 'vitest';
import { copyName, deleteQuestion, duplicateQuestion, editQuestion, moveQuestion } from '../../../engine/forms/editFormDefinition';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { compileWritten, definition, section, text } from './formFixtures';

const form = definition([
  section('a', [text('first', { help: 'Help' }), text('second'), text('third', { visibleFn: { '!!': [{ var: 'first' }] } })]),
  section('b', [text('other')]),
]);
const names = (def: FormDefinition, at = 0) => def.sections[at]!.items.map((item) => item.name);

describe('the admin preboarding edits of a form definition', () => {
  it('edits a question’s label, help and required flag, leaving the given definition as it was', () => {
    const edited = editQuestion(form, { section: 0, item: 0 }, { label: 'First name', help: '', required: true });
    expect(edited.sections[0]!.items[0]).toEqual({ name: 'first', label: 'First name', type: 'text', required: true });
    expect(form.sections[0]!.items[0]).toEqual(text('first', { help: 'Help' }));
    expect(editQuestion(edited, { section: 0, item: 0 }, { required: false }).sections[0]!.items[0]).not.toHaveProperty('required');
  });

  it('duplicates a question right after it under a new name', () => {
    const once = duplicateQuestion(form, { section: 0, item: 1 }, (label) => `${label} (copy)`);
    expect(names(once)).toEqual(['first', 'second', 'second_copy', 'third']);
    expect(once.sections[0]!.items[2]).toMatchObject({ name: 'second_copy', label: 'second (copy)' });
    const twice = duplicateQuestion(once, { section: 0, item: 1 }, (label) => label);
    expect(names(twice)).toEqual(['first', 'second', 'second_copy_2', 'second_copy', 'third']);
    expect(copyName(twice, 'other')).toBe('other_copy');
    expect(compileWritten(twice).errors).toEqual([]);
  });

  it('deletes a question; deleting one another question depends on leaves a definition the compiler refuses', () => {
    expect(names(deleteQuestion(form, { section: 0, item: 1 }))).toEqual(['first', 'third']);
    const broken = deleteQuestion(form, { section: 0, item: 0 });
    expect(compileWritten(broken).errors).toEqual([{ pointer: '/sections/0/items/1/visibleFn', message: 'reads "first", which is not a field of this form' }]);
  });

  it('moves a question up or down within its section, and not past either end', () => {
    expect(names(moveQuestion(form, { section: 0, item: 1 }, -1))).toEqual(['second', 'first', 'third']);
    expect(names(moveQuestion(form, { section: 0, item: 1 }, 1))).toEqual(['first', 'third', 'second']);
    expect(moveQuestion(form, { section: 0, item: 0 }, -1)).toBe(form);
    expect(moveQuestion(form, { section: 1, item: 0 }, 1)).toBe(form);
    expect(moveQuestion(form, { section: 5, item: 0 }, 1)).toBe(form);
  });
});
