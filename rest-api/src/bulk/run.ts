// Bulk actions (issue 25): the targets of a call (ids, or a filter's matches) within a cap, and a run
// of the single action per record, each in its own transaction, so one refusal undoes nothing else.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { HttpError } from '../errors';

/** At most this many records per call (the web's 'все N по фильтру' is refused above it). */
export const BULK_LIMIT = 1000;
/** Records run between two yields to the event loop (other requests keep being answered). */
export const BULK_CHUNK = 100;

/** The answer of one record. */
export interface BulkRowResult {
  id: number;
  ok: boolean;
  /** The record's status after the action (tickets), when it succeeded. */
  status?: string;
  /** Why it was refused, in Russian (the single action's own message). */
  message?: string;
  code?: string;
}

export interface BulkAnswer {
  action: string;
  total: number;
  succeeded: number;
  failed: number;
  results: BulkRowResult[];
}

/** A BulkAnswer in the OpenAPI document (every bulk route's and undo's answer). */
export const bulkAnswerSchema = {
  type: 'object',
  required: ['action', 'total', 'succeeded', 'failed', 'results'],
  properties: {
    action: { type: 'string' },
    total: { type: 'integer' },
    succeeded: { type: 'integer' },
    failed: { type: 'integer' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'ok'],
        properties: { id: { type: 'integer' }, ok: { type: 'boolean' }, status: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } },
      },
    },
  },
} as const;

export function bulkInputError(message: string, code = 'BULK_INVALID'): HttpError {
  return new HttpError(422, message, { code });
}

/** The ids of a body: distinct positive integers, 1 to BULK_LIMIT; null when the body names none (a filter then). */
export function parseBulkIds(value: unknown, noun: string): number[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw bulkInputError(`ids: ожидается список идентификаторов (${noun})`);
  const ids = value.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  if (!ids.every((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2147483647)) {
    throw bulkInputError('ids: каждый идентификатор должен быть целым положительным числом');
  }
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) throw bulkInputError(`Не выбрано ни одной записи (${noun})`, 'BULK_EMPTY');
  if (distinct.length > BULK_LIMIT) throw tooMany(distinct.length);
  return distinct;
}

export function tooMany(count: number): HttpError {
  return new HttpError(422, `Выбрано ${count}, а за один раз можно не более ${BULK_LIMIT}: уточните фильтр`, { code: 'BULK_TOO_MANY', details: { count, limit: BULK_LIMIT } });
}

/**
 * Runs `one` for every id in order, a chunk at a time; a refusal (an HttpError) becomes that row's
 * message, anything else 'Ошибка обработки.' (logged), and the run goes on.
 */
export async function runBulk(
  action: string,
  ids: readonly number[],
  one: (id: number) => Promise<string | undefined>,
  log: { error(obj: object, msg: string): void },
): Promise<BulkAnswer> {
  const results: BulkRowResult[] = [];
  for (let start = 0; start < ids.length; start += BULK_CHUNK) {
    if (start > 0) await yieldToLoop();
    for (const id of ids.slice(start, start + BULK_CHUNK)) {
      try {
        const status = await one(id);
        results.push(status === undefined ? { id, ok: true } : { id, ok: true, status });
      } catch (error) {
        if (error instanceof HttpError) results.push({ id, ok: false, message: error.message, code: error.code ?? undefined });
        else {
          log.error({ err: error, id, action }, 'bulk action failed on a record');
          results.push({ id, ok: false, message: 'Ошибка обработки.', code: 'INTERNAL' });
        }
      }
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { action, total: results.length, succeeded, failed: results.length - succeeded, results };
}
