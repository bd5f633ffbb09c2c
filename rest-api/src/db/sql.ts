import { sql, type RawBuilder } from 'kysely';

/**
 * A collation name as SQL. Not `sql.id`: the CamelCasePlugin would rewrite `C.utf8` to `c.utf8`.
 * Only the service's own constant names get here, never request input.
 */
export function collationSql(name: string): RawBuilder<unknown> {
  return sql.raw(`"${name.replace(/"/g, '""')}"`);
}
