// Spec §5 search: the text is split by spaces, `+` dropped; every word must match, case-insensitively,
// at least one searched field (as a substring; numbers and phones as text; 'ё' matches 'е', db/sql.ts). It arrives as the
// `search` query parameter next to `filter` on the list routes of models that declare searchFields.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { foldedPattern, foldedText } from '../../db/sql';
import { badRequest } from '../../errors';
import type { ModelDefinition } from '../definition';
import { propertySql, type SqlContext } from './where';

export const MAX_SEARCH_WORDS = 10;

export function searchWords(text: unknown): string[] {
  if (text === undefined || text === null) return [];
  if (typeof text !== 'string') throw badRequest('The search parameter must be a string');
  const words = text.replace(/\+/g, '').split(/\s+/).filter(Boolean);
  if (words.length > MAX_SEARCH_WORDS) throw badRequest(`The search parameter has more than ${MAX_SEARCH_WORDS} words`);
  return words;
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The condition for `text` over `fields` of `model`; null when there is nothing to search. */
export function searchCondition(model: ModelDefinition, fields: readonly string[], text: unknown, ctx: SqlContext): RawBuilder<SqlBool> | null {
  const words = searchWords(text);
  if (words.length === 0 || fields.length === 0) return null;
  const perWord = words.map((word) => {
    const pattern = foldedPattern(`%${escapeLike(word)}%`);
    const alternatives = fields.map((name) => {
      const column = propertySql(model, model.properties[name]!);
      return sql<SqlBool>`${foldedText(sql`(${column})::text`, ctx.caseFoldCollation)} ilike ${pattern}`;
    });
    return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
  });
  return sql<SqlBool>`${sql.join(perWord, sql` and `)}`;
}
