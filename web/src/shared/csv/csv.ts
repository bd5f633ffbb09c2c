// CSV export of a whole filtered list (not one page): the list is read page by page from the
// gateway (100 rows a request, its maximum) and written into a Blob as it comes, with progress and
// cancellation. Semicolon-separated with a UTF-8 byte order mark, as Excel in a Russian locale opens
// it; RFC 4180 quoting.
//
// Formula-safe (issue 23, F8; the gateway's twin is gateway/src/http/csv.ts): a cell a spreadsheet
// would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return) is written
// with a leading `'` (OWASP's advice), so `=HYPERLINK(…)` in a vendor's name stays text. A number
// stays a number: a JS number, or text that is only a decimal number with an optional sign
// (`-12.50` of a sum column, `+79990000001` of a phone column), cannot be a formula and is written as
// it is.

import { plainText } from '../i18n/language';

export const CSV_PAGE_SIZE = 100;
export const CSV_SEPARATOR = ';';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** One CSV field: formula-safe, then quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // English right to left wraps texts in direction isolates for the screen; a file carries the text alone.
  let text = plainText(String(value));
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvField).join(CSV_SEPARATOR) + '\r\n';
}

export interface CsvPage<T> {
  items: readonly T[];
  total: number;
}

export interface ExportCsvOptions<T> {
  /** Reads page `page` (from 1) of `pageSize` rows of the filtered list. */
  fetchPage: (page: number, pageSize: number) => Promise<CsvPage<T>>;
  columns: readonly CsvColumn<T>[];
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  pageSize?: number;
}

/** Reads every page and answers the CSV text's parts (header first) and the row count. */
export async function collectCsv<T>({ fetchPage, columns, onProgress, signal, pageSize = CSV_PAGE_SIZE }: ExportCsvOptions<T>): Promise<{ parts: string[]; rows: number }> {
  const parts = ['\uFEFF' + csvLine(columns.map((column) => column.header))];
  let rows = 0;
  let total = Infinity;
  for (let page = 1; rows < total; page += 1) {
    if (signal?.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const result = await fetchPage(page, pageSize);
    total = result.total;
    if (result.items.length === 0) break;
    parts.push(result.items.map((row) => csvLine(columns.map((column) => column.value(row)))).join(''));
    rows += result.items.length;
    onProgress?.(Math.min(rows, total), total);
  }
  return { parts, rows };
}

/** Offers the parts to the browser as a download named `filename`. */
export function downloadCsv(parts: string[], filename: string): void {
  const blob = new Blob(parts, { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = plainText(filename);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
