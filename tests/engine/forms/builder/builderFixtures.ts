import type { PageField } from '../../../../engine/forms/PageFormDefinition';
import type { FormDefinition } from '../../../../schemas/generated/forms/form-definition';
import { definition, section, text } from '../formFixtures';

/** Freezes a value and everything in it, so an edit that writes into its input throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const each of Object.values(value)) deepFreeze(each);
  }
  return value;
}

export function list(name: string, items: PageField[], extra: Partial<PageField> = {}): PageField {
  return { name, label: name, type: 'dynamicList', items: items as PageField['items'], ...extra };
}

/**
 * A deep-frozen form of three sections: `a` (first, second, a list `jobs` with entry questions title,
 * start, end, and third), `b` (other, country) and `c` (last).
 */
export function sampleForm(): FormDefinition {
  return deepFreeze(
    definition([
      section('a', [
        text('first'),
        text('second'),
        list('jobs', [text('title'), { name: 'start', label: 'Start', type: 'date' }, { name: 'end', label: 'End', type: 'date' }]),
        text('third'),
      ]),
      section('b', [text('other'), { name: 'country', label: 'Country', type: 'country' }]),
      section('c', [text('last')]),
    ]),
  );
}

/** The question names of a section, in order. */
export const namesOf = (form: FormDefinition, at: number) => form.sections[at]!.items.map((item) => item.name);
