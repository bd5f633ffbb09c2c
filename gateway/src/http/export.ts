// GET /export/tickets.csv[?where=<LoopBack where JSON>][&tz=<IANA zone>] (issue 13): every ticket the caller may see
// (the API applies its scope), as CSV, streamed: the gateway reads the API a page at a time by id
// (keyset: `id > last`, `order: id ASC`, 2,000 rows) and writes each page before reading the next,
// waiting for the socket to drain, so 1,000,000 rows never sit in the gateway's memory: nothing of a
// page is held across a wait, and the dates share one formatter (csv.ts; issue 42, ADR 0067). A client
// that goes away stops the paging. Columns as the tickets screen's CSV, with ids.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tokenFrom } from '../context';
import type { RequestOrigin, UpstreamPool } from '../upstream/client';
import type { Where } from '../upstream/loopback';
import { csvCell, csvDateTime, csvMoney, CSV_TIME_ZONE, isTimeZone } from './csv';
import { tickets } from '../upstream/tickets';

export const EXPORT_PAGE = 2000;
const FIELDS = ['id', 'dateTime', 'status', 'totalSum', 'score', 'fiscalDocumentNumber', 'userId', 'placeId', 'campaignId', 'periodId'] as const;
const HEADER = ['Номер', 'Дата и время', 'Статус', 'Сумма, ₽', 'Баллы', 'ФД', 'Пользователь', 'Место', 'Кампания', 'Период'];

type Row = Record<(typeof FIELDS)[number], unknown>;
/** One page written: its CSV lines, how many rows, the last id (the next page starts after it). */
interface Page {
  csv: string;
  count: number;
  last: number;
}

/** One ticket's line: the date `дд.мм.гггг чч:мм` in `timeZone`, the sum `1234,50` (csv.ts). */
function line(row: Row, timeZone: string): string {
  return (
    [row.id, csvDateTime(row.dateTime, timeZone), row.status, csvMoney(row.totalSum), row.score, row.fiscalDocumentNumber, row.userId, row.placeId, row.campaignId, row.periodId]
      .map(csvCell)
      .join(';') + '\r\n'
  );
}

function parseWhere(value: string | null): Where | undefined {
  if (value === null || value === '') return undefined;
  const parsed: unknown = JSON.parse(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('where must be a JSON object');
  return parsed as Where;
}

/**
 * `originOf`: the request's client and address (server.ts), sent to the API as on every call;
 * `pageSize`: rows per API call (tests page small data sets with a small one).
 */
export function createExportHandler(
  pool: UpstreamPool,
  originOf: (req: IncomingMessage) => RequestOrigin,
  pageSize = EXPORT_PAGE,
  /** The token the API gets for a client token (a gateway token's session); undefined: refused. */
  sessionOf: (token: string | null) => Promise<string | null | undefined> = async (t) => t,
) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    const token = await sessionOf(tokenFrom(req.headers.authorization, req.headers.cookie));
    if (!token) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end('Войдите в систему');
      return;
    }
    let where: Where | undefined;
    try {
      where = parseWhere(url.searchParams.get('where'));
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('where: ожидается JSON-объект условия LoopBack');
      return;
    }
    // The viewer's time zone for the dates (`?tz=Europe/Samara`), the programme's by default.
    const timeZone = url.searchParams.get('tz') || CSV_TIME_ZONE;
    if (!isTimeZone(timeZone)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('tz: ожидается часовой пояс IANA, например Europe/Moscow');
      return;
    }
    const api = pool.forRequest(token, undefined, originOf(req));
    // One page as its CSV text, the last id and the row count: the rows and the API's answer are
    // garbage before the page is written, so nothing of a page lives while the socket drains or the
    // next page is read (a page kept across those waits outlives the young generation's collections
    // and piles up in the old one until a full collection).
    const page = async (after: number): Promise<Page> => {
      const rows = (await tickets.find(api, {
        where: where ? { and: [where, { id: { gt: after } }] } : { id: { gt: after } },
        order: 'id ASC',
        limit: pageSize,
        fields: [...FIELDS],
      })) as Row[];
      let csv = '';
      for (const row of rows) csv += line(row, timeZone);
      return { csv, count: rows.length, last: rows.length > 0 ? Number(rows[rows.length - 1]!.id) : after };
    };
    // The first page before the headers: a refused token or a bad where is an error status, not a CSV.
    let next: Page;
    try {
      next = await page(0);
    } catch (error) {
      const status = (error as { extensions?: { statusCode?: number } }).extensions?.statusCode ?? 502;
      res.writeHead(status >= 400 && status < 500 ? status : 502, { 'content-type': 'text/plain; charset=utf-8' }).end((error as Error).message);
      return;
    }
    let closed = false;
    res.on('close', () => (closed = true));
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="tickets.csv"; filename*=UTF-8''${encodeURIComponent('чеки.csv')}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    // Waits for the socket to take more (or to go away), leaving no listener behind.
    const drained = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    const write = async (chunk: string) => {
      if (!res.write(chunk) && !closed) await drained();
    };
    await write(`\uFEFF${HEADER.join(';')}\r\n`);
    while (next.count > 0 && !closed) {
      const { csv, count, last } = next;
      await write(csv);
      if (count < pageSize) break;
      try {
        next = await page(last);
      } catch {
        // Headers are sent: the client sees a cut file (no closing chunk), not a complete one.
        res.destroy();
        return;
      }
    }
    res.end();
  };
}
