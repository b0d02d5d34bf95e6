import { describe, expect, it } from 'vitest';
import type { CompiledField } from '../../../../engine/forms/CompiledForm';
import type { FieldDefinition } from '../../../../schemas/generated/forms/form-definition';
import { formatAnswer, type AnswerTexts } from '../../../../widgets/forms/view/formatAnswer';

const field = (definition: Partial<FieldDefinition>) => ({ name: 'q', definition: { name: 'q', label: 'Q', ...definition } }) as unknown as CompiledField;
const texts = (language?: string): AnswerTexts => ({
  empty: '—',
  yes: 'Yes',
  no: 'No',
  current: 'Current',
  completed: 'Completed',
  confidential: '[ CONFIDENTIAL ]',
  rating: (stars) => String(stars),
  language,
});
const skills = field({ type: 'skillSelector' });
const colours = field({
  type: 'checkbox',
  options: {
    choices: [
      { value: 'r', label: 'Rot' },
      { value: 'g', label: 'Grün' },
      { value: 'b', label: 'Blau' },
    ],
  },
} as Partial<FieldDefinition>);
const date = field({ type: 'date' });

describe('formatAnswer in the page language', () => {
  it("keeps English's ', ' lists and DD MMM YYYY dates", () => {
    expect(formatAnswer(skills, ['Python', 'SQL', 'React'], texts('en'))).toBe('Python, SQL, React');
    expect(formatAnswer(colours, ['r', 'g', 'b'], texts())).toBe('Rot, Grün, Blau');
    expect(formatAnswer(date, '2026-03-05', texts('en'))).toBe('05 Mar 2026');
  });

  it('joins lists and writes dates as another language does', () => {
    expect(formatAnswer(skills, ['Python', 'SQL', 'React'], texts('de'))).toBe('Python, SQL und React');
    expect(formatAnswer(colours, ['r', 'g', 'b'], texts('pt-BR'))).toBe('Rot, Grün e Blau');
    expect(formatAnswer(skills, ['Python', 'SQL'], texts('ja'))).toBe('Python、SQL');
    expect(formatAnswer(date, '2026-03-05', texts('de'))).toBe('5. März 2026');
    expect(formatAnswer(date, '2026-03-05', texts('ja'))).toBe('2026年3月5日');
  });
});
