import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageField } from '../../../engine/forms/PageFormDefinition';
import { TEXT_INPUT_CLASS } from '../../../widgets/forms/fields/fieldStyles';
import { QUESTIONS_PER_CHUNK } from '../../../widgets/forms/renderer/rjsfTemplates';
import { formOf, renderForm } from './renderForm';

const questions = (count: number, extra: (index: number) => Partial<PageField> = () => ({})): PageField[] =>
  Array.from({ length: count }, (_, index) => ({ name: `q${index}`, label: `Question ${index}`, type: 'text', ...extra(index) }) as PageField);

describe('Portico question frame', { timeout: 30_000 }, () => {
  it('marks new questions, and only those, with "New"', async () => {
    renderForm(
      formOf([
        { name: 'city', label: 'City', type: 'text', newItem: true },
        { name: 'street', label: 'Street', type: 'text' },
      ]),
    );
    const city = await screen.findByLabelText(/City/);
    const street = screen.getByLabelText('Street');
    expect(document.querySelector(`label[for="${city.id}"]`)).toHaveTextContent('City New');
    expect(document.querySelector(`label[for="${street.id}"]`)).toHaveTextContent(/^Street$/);
  });

  it('draws one-line text answers as plain inputs with the shared input class', async () => {
    renderForm(
      formOf([
        { name: 'name', label: 'Name', type: 'text' },
        { name: 'mail', label: 'Email', type: 'email' },
        { name: 'sin', label: 'SIN', type: 'sin' },
      ]),
    );
    for (const label of ['Name', 'Email', 'SIN']) {
      const input = await screen.findByLabelText(label);
      expect(input.tagName).toBe('INPUT');
      expect(input).toHaveClass(TEXT_INPUT_CLASS);
    }
  });

  it('puts the questions of a step in chunks of ten; a chunk whose questions are all hidden is empty', async () => {
    const count = QUESTIONS_PER_CHUNK * 2 + 3;
    const { box } = renderForm(
      formOf(
        questions(count, (index) => (index >= QUESTIONS_PER_CHUNK && index < QUESTIONS_PER_CHUNK * 2 ? { visibleFn: { '==': [{ var: 'q0' }, 'yes'] } } : {})),
      ),
    );
    await screen.findByLabelText('Question 0');
    const chunks = () => [...document.querySelectorAll('.pf-chunk')].map((chunk) => chunk.querySelectorAll('input').length);
    expect(chunks()).toEqual([QUESTIONS_PER_CHUNK, 0, 3]);
    act(() => box.controller?.setValue('q0', 'yes'));
    expect(chunks()).toEqual([QUESTIONS_PER_CHUNK, QUESTIONS_PER_CHUNK, 3]);
    expect(document.querySelectorAll('.pf-chunk')[1]?.childElementCount).toBe(QUESTIONS_PER_CHUNK);
    act(() => box.controller?.setValue('q0', 'no'));
    expect(document.querySelectorAll('.pf-chunk')[1]?.childElementCount).toBe(0);
  });
});
