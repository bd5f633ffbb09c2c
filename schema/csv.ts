// The one CSV cell of every export (issue 23, F8): the gateway's `/export/tickets.csv` and the web's
// list exports write their cells with it. `;`-separated (Excel in Russian), RFC 4180 quoting, and
// formula-safe: a cell a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab
// or a carriage return) is written with a leading `'` (OWASP's advice), so `=HYPERLINK(…)` in a
// vendor's name stays text. A number stays a number: a JS number, or text that is only a decimal
// number with an optional sign (`-12.50`, `+79990000001`), cannot be a formula and is written as it is.
// It lives beside the contract because both sides import it (no dependencies: the web bundles it).

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * The cell writer: formula-safe, then quoted when it holds the separator, a quote or a line break.
 * `clean` turns the value's text into the file's (the web drops its screen-only direction marks).
 */
export function csvCells(clean: (text: string) => string = (text) => text): (value: unknown) => string {
  return (value) => {
    if (value === null || value === undefined) return '';
    let text = clean(String(value));
    if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
    return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
}
