import '../../../widgets/shared/allChakraRecipes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formOf, renderForm } from './renderForm';

const dateForm = formOf([{ name: 'start', label: 'Start date', type: 'date' }]);
const dateInput = () => screen.findByLabelText('Start date') as Promise<HTMLInputElement>;

async function openCalendar() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open calendar' }));
  return screen.findByRole('grid');
}
/** The weekday letters over the days (their row is hidden from screen readers, which hear each day's full name). */
const weekdays = (grid: HTMLElement) => [...grid.querySelectorAll('thead th')].map((cell) => cell.textContent).join(' ');
const shownMonth = () => (screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('date field in the page language', { timeout: 30_000 }, () => {
  it.each([
    ['en', '03/05/2026', 'MM/DD/YYYY', 'S M T W T F S', 'March'],
    ['de', '05.03.2026', 'DD.MM.YYYY', 'M D M D F S S', 'März'],
    ['ar', '05\u200f/03\u200f/2026', 'DD/MM/YYYY', 'س ح ن ث ر خ ج', 'مارس'],
    ['ja', '2026/03/05', 'YYYY/MM/DD', '日 月 火 水 木 金 土', '3月'],
    ['pt-BR', '05/03/2026', 'DD/MM/YYYY', 'D S T Q Q S S', 'março'],
  ])('in %s shows the day as %s, starts the week on its first day and names the months', async (language, shown, placeholder, days, month) => {
    renderForm(dateForm, { initialValues: { start: '2026-03-05' } }, { language });
    const input = await dateInput();
    expect(input).toHaveValue(shown);
    // The test's i18n has English strings only: the letters are English, their order and separators the language's.
    expect(input).toHaveAttribute('placeholder', placeholder);
    expect(weekdays(await openCalendar())).toBe(days);
    expect(shownMonth()).toBe(month);
  });

  it('stores a day typed in the German order, or as YYYY-MM-DD', async () => {
    const { box } = renderForm(dateForm, {}, { language: 'de' });
    const input = await dateInput();
    await userEvent.type(input, '10.12.1990');
    fireEvent.blur(input);
    await waitFor(() => expect(box.controller?.store.getSubmission()).toEqual({ start: '1990-12-10' }));
    expect(input).toHaveValue('10.12.1990');
    await userEvent.clear(input);
    await userEvent.type(input, '2001-02-03');
    fireEvent.blur(input);
    await waitFor(() => expect(box.controller?.store.getSubmission()).toEqual({ start: '2001-02-03' }));
    expect(input).toHaveValue('03.02.2001');
  });

  it('keeps text it cannot read as the answer, so the form asks for a valid date', async () => {
    const { box } = renderForm(dateForm, {}, { language: 'de' });
    const input = await dateInput();
    await userEvent.type(input, '31.02.2026');
    fireEvent.blur(input);
    await waitFor(() => expect(box.controller?.store.getSubmission()).toEqual({ start: '31.02.2026' }));
    expect(await screen.findByText('Enter a valid date.')).toBeInTheDocument();
  });

  it('stores the day chosen in the calendar', async () => {
    const { box } = renderForm(dateForm, { initialValues: { start: '2026-03-05' } });
    const grid = await openCalendar();
    await userEvent.click(within(grid).getByRole('button', { name: /March 20, 2026/ }));
    await waitFor(() => expect(box.controller?.store.getSubmission()).toEqual({ start: '2026-03-20' }));
    expect(await dateInput()).toHaveValue('03/20/2026');
    // It closes, and focus is back on the button that opened it.
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open calendar' })).toHaveFocus());
  });

  it('has the typed day as the answer before the input is left (Enter submits from it)', async () => {
    const { box } = renderForm(dateForm, {}, { language: 'ja' });
    await userEvent.type(await dateInput(), '1990/12/10');
    expect(box.controller?.store.getSubmission()).toEqual({ start: '1990-12-10' });
    expect(await dateInput()).toHaveValue('1990/12/10');
  });

  it('closes with Escape and opens again', async () => {
    renderForm(dateForm, {}, { language: 'de' });
    await openCalendar();
    expect(screen.getByRole('button', { name: 'Close calendar' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open calendar' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open calendar' })).toHaveFocus());
    expect(weekdays(await openCalendar())).toBe('M D M D F S S');
  });
});
