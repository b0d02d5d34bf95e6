import { describe, expect, it } from 'vitest';
import { nextQuestionPlace, nextSectionIndex } from '../../../src/formBuilder/keyboardMoves';
import { definition, section, text } from '../../engine/forms/formFixtures';

const form = definition([section('a', [text('one'), text('two')]), section('empty', []), section('c', [text('three')])]);

describe('a keyboard move’s next place', () => {
  it('steps through the places of a section, then to the next section’s first place or the previous one’s last', () => {
    expect(nextQuestionPlace(form, { section: 0, item: 0 }, 1)).toEqual({ section: 0, item: 1 });
    // The last of its section: into the next section (an empty one too), at its start.
    expect(nextQuestionPlace(form, { section: 0, item: 1 }, 1)).toEqual({ section: 1, item: 0 });
    expect(nextQuestionPlace(form, { section: 1, item: 0 }, 1)).toEqual({ section: 2, item: 0 });
    // Up from the first of a section: the end of the one before.
    expect(nextQuestionPlace(form, { section: 2, item: 0 }, -1)).toEqual({ section: 1, item: 0 });
    expect(nextQuestionPlace(form, { section: 1, item: 0 }, -1)).toEqual({ section: 0, item: 2 });
    expect(nextQuestionPlace(form, { section: 0, item: 1 }, -1)).toEqual({ section: 0, item: 0 });
    // Nowhere past the form's first and last places.
    expect(nextQuestionPlace(form, { section: 0, item: 0 }, -1)).toBeUndefined();
    expect(nextQuestionPlace(form, { section: 2, item: 0 }, 1)).toBeUndefined();
  });

  it('moves a section one place, within the form', () => {
    expect(nextSectionIndex(form, 0, 1)).toBe(1);
    expect(nextSectionIndex(form, 2, -1)).toBe(1);
    expect(nextSectionIndex(form, 0, -1)).toBeUndefined();
    expect(nextSectionIndex(form, 2, 1)).toBeUndefined();
  });
});
