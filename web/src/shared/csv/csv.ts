// CSV export of a whole filtered list (not one page): the list is read page by page from the
// gateway (100 rows a request, its maximum) and written into a Blob as it comes, with progress and
// cancellation. Semicolon-separated with a UTF-8 byte order mark, as Excel in a Russian locale opens
// it; RFC 4180 quoting, formula-safe: the one cell of every export, the gateway's too (schema/csv.ts).

import { csvCells } from '../../../../schema/csv';
import { plainText } from '../i18n/language';

export const CSV_PAGE_SIZE = 100;
export const CSV_SEPARATOR = ';';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** One CSV field. English right to left wraps texts in direction isolates for the screen; a file carries the text alone. */
export const csvField: (value: string | number | boolean | null | undefined) => string = csvCells(plainText);

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
