import Papa from 'papaparse';

export type CsvLogger = (message: string, detail?: unknown) => void;

export interface ImportCsvOptions {
  /** Where parse problems go; they are logged only, never thrown (spec, error catalogue). */
  readonly logger?: CsvLogger;
}

export type CsvRow = Record<string, string | number | boolean | null>;

/**
 * Reads CSV text into rows: the first row names the columns (trimmed), lines that are empty or only
 * blanks are skipped, numbers and booleans (true/false in any case) are converted and empty cells
 * become null (as do the cells a short line lacks), text is trimmed. Numbers written with leading zeros (postal codes, phone numbers, 007) stay text, as
 * converting them would lose the zeros. A malformed line is logged and the rows that did parse are
 * returned.
 */
export function importCsv(text: string, options: ImportCsvOptions = {}): CsvRow[] {
  const log = options.logger ?? ((message: string, detail?: unknown) => console.error(message, detail));
  let result: Papa.ParseResult<Record<string, string | undefined>>;
  try {
    result = Papa.parse<Record<string, string | undefined>>(text, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
    });
  } catch (error) {
    log('CSV import failed', error);
    return [];
  }
  for (const error of result.errors) {
    log(`CSV import: ${error.message}`, error);
  }
  // Every row gets every column: a short line (logged above) has null in the cells it lacks.
  const columns = result.meta.fields ?? [];
  return result.data.map((row) => Object.fromEntries(columns.map((column) => [column, convertCell(row[column])])));
}

const NUMBER = /^[-+]?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$|^[-+]?0?\.\d+$/;

function convertCell(cell: string | undefined): string | number | boolean | null {
  if (cell === undefined) return null;
  const trimmed = cell.trim();
  if (trimmed === '') return null;
  const lower = trimmed.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (NUMBER.test(trimmed)) {
    const number = Number(trimmed);
    if (Number.isFinite(number)) return number;
  }
  return trimmed;
}
