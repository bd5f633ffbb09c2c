import { sql, type RawBuilder } from 'kysely';

/**
 * A collation name as SQL. Not `sql.id`: the CamelCasePlugin would rewrite `C.utf8` to `c.utf8`.
 * Only the service's own constant names get here, never request input.
 */
export function collationSql(name: string): RawBuilder<unknown> {
  return sql.raw(`"${name.replace(/"/g, '""')}"`);
}

/**
 * Text as every case-insensitive match compares it (issue 22): 'ё' read as 'е' and 'Ё' as 'Е' on
 * both sides, then the collation that folds Cyrillic case (null: the database default does). The one
 * home of the rule: the search parameter, `ilike`/`nilike` and `regexp …/i` in where filters (the
 * gateway's searches arrive as those), the messenger's search. Pair it with `foldedPattern`.
 */
export function foldedText(text: RawBuilder<unknown>, caseFoldCollation: string | null): RawBuilder<string> {
  const folded = sql<string>`translate(${text}, 'ёЁ', 'еЕ')`;
  return caseFoldCollation ? sql<string>`${folded} collate ${collationSql(caseFoldCollation)}` : folded;
}

/** The searched-for side of `foldedText`: 'ё' → 'е', 'Ё' → 'Е'. */
export function foldedPattern(pattern: string): string {
  return pattern.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
}
