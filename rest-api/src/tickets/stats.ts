// GET /tickets/stats (product-rules §8): its parameters read and checked; the queries are in
// tickets/stats-repository.ts (counts and sums by keys, activity) and plan-fact-repository.ts (plan vs fact), within the user's scope.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { storedDate, storedInt } from '../http/stored';
import type { AuthUser } from '../models/definition';
import { planFactStats } from './plan-fact-repository';
import { activityStats, GROUP_KEYS, groupedTicketStats, statsConditions, type GroupKey } from './stats-repository';

export { GROUP_KEYS, type GroupKey, type ActivityItem } from './stats-repository';

export interface StatsQuery {
  where?: unknown;
  groupBy?: unknown;
  from?: unknown;
  to?: unknown;
  regionId?: unknown;
  cityId?: unknown;
  kind?: unknown;
  /** `kind=activity`: `salesMan` or `vendor`. */
  by?: unknown;
  limit?: unknown;
  /** `kind=planFact` with `limit`: rows to skip (a page of the report). */
  offset?: unknown;
}

const invalid = (message: string) => new HttpError(400, message, { code: 'INVALID_PARAMETER' });

/** Ids as the database stores them (int4, positive); at most 1000 of them. */
function ids(value: unknown, name: string): number[] | null {
  if (value === undefined || value === null || value === '') return null;
  const raw = Array.isArray(value) ? value : String(value).split(',');
  const list = raw.map((v) => storedInt(typeof v === 'string' ? v : String(v), 'int4', 1));
  if (raw.length > 1000 || list.some((n) => n === null)) throw invalid(`${name}: ожидается идентификатор (целое число от 1 до 2147483647) или их список через запятую`);
  return list as number[];
}

function date(value: unknown, name: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const d = storedDate(String(value));
  if (!d) throw invalid(`${name}: ожидается дата в формате ГГГГ-ММ-ДД (годы 1–9999)`);
  return d;
}

function limitOf(value: unknown): number {
  const limit = value === undefined ? 1000 : storedInt(value, 'int4', 1);
  if (limit === null || limit > 10_000) throw invalid('limit: ожидается целое число от 1 до 10000');
  return limit;
}

function parseGroupBy(value: unknown): GroupKey[] {
  if (value === undefined || value === null || value === '') return [];
  const keys = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((k) => k.trim()).filter((k) => k !== '');
  for (const key of keys) {
    if (!(GROUP_KEYS as readonly string[]).includes(key)) throw invalid(`groupBy: неизвестный ключ «${key}»; допустимы ${GROUP_KEYS.join(', ')}`);
  }
  return [...new Set(keys)] as GroupKey[];
}

export async function ticketStats(db: Kysely<DB>, caseFoldCollation: string | null, user: AuthUser, query: StatsQuery, parsedWhere: unknown): Promise<unknown> {
  if (user.roleName === 'vendor') throw new HttpError(403, 'Отчёты недоступны продавцам', { code: 'AUTHORIZATION_REQUIRED' });
  const conditions = statsConditions(user, {
    where: parsedWhere,
    caseFoldCollation,
    regionIds: ids(query.regionId, 'regionId'),
    cityIds: ids(query.cityId, 'cityId'),
    from: date(query.from, 'from'),
    to: date(query.to, 'to'),
  });
  if (query.kind === 'planFact') return planFactStats(db, user, conditions, planFactPage(query));
  if (query.kind === 'activity') {
    const limit = limitOf(query.limit);
    if (query.by !== 'salesMan' && query.by !== 'vendor') throw invalid('by: ожидается salesMan или vendor');
    return activityStats(db, user, conditions, query.by, limit);
  }
  const groupBy = parseGroupBy(query.groupBy);
  return groupedTicketStats(db, conditions, groupBy, limitOf(query.limit));
}

/**
 * A page of plan vs fact (issue 27): with `limit` (1–10000) and `offset`, most sold first (then the
 * biggest plan, the place's title, the plan), and the answer's `total` counts every row. Without
 * them, every row (at most 10,000) by period and place, as before.
 */
function planFactPage(query: StatsQuery): { limit: number; offset: number } | null {
  if (query.limit === undefined && query.offset === undefined) return null;
  const limit = query.limit === undefined ? 10_000 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new HttpError(400, 'limit must be an integer from 1 to 10000');
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  if (!Number.isInteger(offset) || offset < 0) throw new HttpError(400, 'offset must be a non-negative integer');
  return { limit, offset };
}
