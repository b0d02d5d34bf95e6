import Papa from 'papaparse';
import type { Choice } from '../../../schemas/generated/forms/form-definition';
import { message, type Message } from '../../i18n/Message';

export interface ChoicesFromText {
  /** The choices read, in order; a row whose value is already taken is left out (and reported). */
  readonly choices: Choice[];
  /** What was left out or could not be read, each naming its row (1 = the first row pasted). */
  readonly problems: Message[];
}

const HEADER_NAMES = new Set(['label', 'value']);

/**
 * Choices from text pasted from a CSV file or a spreadsheet: tab-separated when the text has a tab
 * (what a spreadsheet copies), else comma-separated, with CSV quoting ("Yes, please",yes). One column
 * is the label and the value; two are label then value (the third and later are ignored). A first row
 * of column names (label, value, in either order, any case) is not a choice but says the order. Blank
 * rows are skipped, cells trimmed; an empty value takes the label, an empty label the value. Values
 * stay text. A value already used (by an earlier row, or by `existing` when appending) is reported and
 * left out.
 */
export function choicesFromText(text: string, existing: readonly Choice[] = []): ChoicesFromText {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: text.includes('\t') ? '\t' : ',', skipEmptyLines: 'greedy' });
  const problems: Message[] = [];
  for (const error of parsed.errors) {
    // Papaparse counts data rows from 0; a row of its own is what the author sees as row + 1.
    if (error.type === 'Quotes') problems.push(message('formBuilderRules.paste.unclosedQuote', { row: (error.row ?? 0) + 1 }));
  }
  const rows = parsed.data.map((row) => row.map((cell) => cell.trim()));
  let columns = { label: 0, value: 1 };
  let first = 0;
  const header = rows[0]?.map((cell) => cell.toLowerCase());
  if (header && header.some((cell) => cell !== '') && header.every((cell) => cell === '' || HEADER_NAMES.has(cell))) {
    const label = header.indexOf('label');
    const value = header.indexOf('value');
    columns = { label: label === -1 ? (value === 0 ? 1 : 0) : label, value: value === -1 ? (label === 1 ? 0 : 1) : value };
    first = 1;
  }

  const used = new Map<string, number | undefined>(existing.map((choice) => [String(choice.value), undefined]));
  const choices: Choice[] = [];
  rows.slice(first).forEach((cells, index) => {
    const row = index + first + 1;
    const label = cells[columns.label] ?? '';
    const value = cells[columns.value] ?? '';
    if (label === '' && value === '') return;
    const choice: Choice = { label: label || value, value: value || label };
    const key = String(choice.value);
    if (used.has(key)) {
      const earlier = used.get(key);
      problems.push(
        earlier === undefined
          ? message('formBuilderRules.paste.duplicateExisting', { row, value: key })
          : message('formBuilderRules.paste.duplicate', { row, value: key, earlier }),
      );
      return;
    }
    used.set(key, row);
    choices.push(choice);
  });
  return { choices, problems };
}
