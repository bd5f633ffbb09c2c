// Shared translation of typed list arguments (where, search, orderBy, page, pageSize) into a
// LoopBack filter. Resolvers of every list use these, so lists behave alike.
import type { GraphQLResolveInfo } from 'graphql';
import { ErrorCode, gatewayError } from '../errors';
import { selectedFields } from './projection';

type Scalar = string | number | boolean;

/** The operators of IntFilter / StringFilter / DateTimeFilter / BooleanFilter (schema/base.graphql). */
export interface FieldFilter {
  eq?: Scalar | null;
  neq?: Scalar | null;
  in?: readonly Scalar[] | null;
  notIn?: readonly Scalar[] | null;
  gt?: Scalar | null;
  gte?: Scalar | null;
  lt?: Scalar | null;
  lte?: Scalar | null;
  between?: readonly Scalar[] | null;
  like?: string | null;
  ilike?: string | null;
  isNull?: boolean | null;
}

export type WhereInput = {
  and?: readonly WhereInput[] | null;
  or?: readonly WhereInput[] | null;
} & { [field: string]: FieldFilter | readonly WhereInput[] | null | undefined };

export type LbWhere = Record<string, unknown>;

/** One LoopBack condition per operator: LoopBack keeps only one operator per property. */
function fieldConditions(field: string, filter: FieldFilter): LbWhere[] {
  const out: LbWhere[] = [];
  const push = (cond: unknown) => out.push({ [field]: cond });
  for (const [op, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    switch (op) {
      case 'eq':
        push(value);
        break;
      case 'neq':
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
      case 'like':
      case 'ilike':
        push({ [op]: value });
        break;
      case 'in':
        push({ inq: value });
        break;
      case 'notIn':
        push({ nin: value });
        break;
      case 'between':
        if (!Array.isArray(value) || value.length !== 2) {
          throw gatewayError(ErrorCode.BAD_USER_INPUT, `Условие between для поля ${field} требует ровно двух значений`, {
            field,
          });
        }
        push({ between: value });
        break;
      case 'isNull':
        push(value ? null : { neq: null });
        break;
      default:
        throw gatewayError(ErrorCode.BAD_USER_INPUT, `Неизвестный оператор ${op} для поля ${field}`, { field });
    }
  }
  return out;
}

/** Typed where input → LoopBack where. */
export function toLoopbackWhere(input: WhereInput | null | undefined): LbWhere | undefined {
  if (!input) return undefined;
  const clauses: LbWhere[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (key === 'and' || key === 'or') {
      const parts = (value as readonly WhereInput[]).map(toLoopbackWhere).filter((w): w is LbWhere => !!w);
      if (parts.length) clauses.push({ [key]: parts });
      continue;
    }
    clauses.push(...fieldConditions(key, value as FieldFilter));
  }
  return combine(clauses);
}

/** AND of clauses: merged into one object when no key repeats, else an `and` list. */
export function combine(clauses: readonly (LbWhere | undefined)[]): LbWhere | undefined {
  const present = clauses.filter((c): c is LbWhere => !!c && Object.keys(c).length > 0);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  const keys = present.flatMap((c) => Object.keys(c));
  if (new Set(keys).size === keys.length) return Object.assign({}, ...present) as LbWhere;
  return { and: present };
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Spec §5: the text is split by spaces, `+` dropped; every word must match case-insensitively in at
 * least one searched field.
 */
export function searchWhere(text: string | null | undefined, fields: readonly string[]): LbWhere | undefined {
  const words = (text ?? '')
    .replace(/\+/g, '')
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (!words.length || !fields.length) return undefined;
  const perWord = words.map((word) => {
    const alternatives = fields.map((field) => ({ [field]: { like: `%${escapeLike(word)}%` } }));
    return alternatives.length === 1 ? alternatives[0]! : { or: alternatives };
  });
  return perWord.length === 1 ? perWord[0] : { and: perWord };
}

export interface OrderInput {
  field: string;
  direction?: 'ASC' | 'DESC' | null;
}

/** Order keys → LoopBack order, with `id` added as the last key so pages never overlap. */
export function toLoopbackOrder(orderBy: readonly OrderInput[] | null | undefined, fallback: readonly string[]): string[] {
  const keys = orderBy?.length ? orderBy.map((o) => `${o.field} ${o.direction ?? 'ASC'}`) : [...fallback];
  if (!keys.some((k) => k.split(' ')[0] === 'id')) {
    const last = keys.at(-1)?.split(' ')[1] ?? 'DESC';
    keys.push(`id ${last}`);
  }
  return keys;
}

export const MAX_PAGE_SIZE = 100;

export function paging(page: number | null | undefined, pageSize: number | null | undefined, defaultSize: number) {
  const p = page ?? 1;
  const size = pageSize ?? defaultSize;
  if (!Number.isInteger(p) || p < 1) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Номер страницы должен быть целым числом от 1', { field: 'page' });
  }
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, `Размер страницы должен быть от 1 до ${MAX_PAGE_SIZE}`, {
      field: 'pageSize',
    });
  }
  return { page: p, pageSize: size, limit: size, skip: (p - 1) * size };
}

/** Whether the operation selects `name` directly under the current field (fragments followed). */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  return selectedFields(info, [])?.has(name) ?? false;
}
