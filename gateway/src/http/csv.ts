// The gateway's one CSV cell (issue 23, F8), the twin of the web's `csvField` (web/src/shared/csv):
// `;`-separated (Excel in Russian), RFC 4180 quoting, and formula-safe. A cell a spreadsheet would
// run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a
// leading `'` (OWASP's advice), so `=HYPERLINK(…)` in a vendor's name is text. A number stays a
// number: a JS number, or text that is only a decimal number with an optional sign (`-12.50`,
// `+79990000001`), cannot be a formula and is written as it is.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** One CSV cell: formula-safe, then quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
