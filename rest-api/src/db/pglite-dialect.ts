// Kysely 0.28 has no PGlite dialect (0.29's needs Node 22): PostgreSQL's adapter, compiler and
// introspector over PGlite. PGlite is a single connection, so one query or one transaction runs at a
// time; the mutex is held from acquireConnection to releaseConnection.
//
// Reads and writes (select, with, insert, update, delete) run as named prepared statements, kept per
// SQL text (issue 27): PGlite's `query` sends every statement as an unnamed one, and PostgreSQL then
// parses, analyses and plans it on every call, most of a read's cost in the WASM backend (a ticket by
// id: 1.3 ms of CPU unnamed, 0.34 ms prepared). Values are bound as `query` binds them (its
// serializers by the parameter's type), rows parsed by its parsers; the plan is PostgreSQL's own
// choice for a prepared statement (plan_cache_mode auto: custom plans first, a generic one when it
// costs no more). Other statements (begin, commit, DDL of migrations) go through `query`, and DDL
// forgets every prepared statement. At most STATEMENTS are kept; the least recently used is closed.
import { messages as pg, parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** Statements kept prepared, per connection (PGlite has one). */
export const STATEMENTS = 200;
/** Statements worth preparing: a query or a data change, whatever Kysely node built it (most are raw SQL). */
const PREPARABLE = /^[\s(]*(select|with|insert|update|delete)\b/i;
/** Statements that change no schema (a transaction's control, LISTEN): they leave prepared statements be. */
const NOT_DDL = /^\s*(begin|start|commit|end|rollback|savepoint|release|listen|unlisten|notify|set|show|reset|lock)\b/i;

interface Prepared {
  name: string;
  /** Parameter types, as Describe answered (PGlite serialises each value by its type). */
  paramTypes: number[];
  /** The statement's row description (absent when it returns no rows): every execution's rows have it. */
  rowDescription: pg.BackendMessage | undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** As PGlite's `query` reports a database error: the error, with the query and its parameters. */
function withQuery(error: unknown, sql: string, params: unknown[]): unknown {
  if (error instanceof pg.DatabaseError) Object.assign(error, { query: sql, params, queryOptions: { rowMode: 'object' } });
  return error;
}

class PGliteConnection implements DatabaseConnection {
  /** SQL text → its prepared statement, least recently used first. */
  readonly #prepared = new Map<string, Prepared>();
  #named = 0;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const params = [...compiled.parameters];
    let result: Results<R>;
    if (PREPARABLE.test(compiled.sql)) {
      result = await this.#runPrepared<R>(compiled.sql, params);
    } else {
      result = await this.pglite.query<R>(compiled.sql, params, { rowMode: 'object' });
      if (!NOT_DDL.test(compiled.sql)) await this.#forgetAll();
    }
    return WRITE_KINDS.has(compiled.query.kind) ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) } : { rows: result.rows };
  }

  /** Bind, execute and sync a prepared statement (preparing it first): one exchange with the backend. */
  async #runPrepared<R>(sql: string, params: unknown[]): Promise<Results<R>> {
    // As `query`: refused once the database is closing or closed.
    await this.pglite._checkReady();
    return this.pglite.runExclusive(async () => {
      const { serialize } = protocol;
      const prepared = this.#prepared.get(sql) ?? (await this.#prepare(sql, params));
      // Most recently used last.
      this.#prepared.delete(sql);
      this.#prepared.set(sql, prepared);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = this.pglite.serializers[prepared.paramTypes[i]!];
        return serializer ? serializer(param) : (param as { toString(): string }).toString();
      });
      let answer: pg.BackendMessage[];
      try {
        // syncToFs: as `query` outside PGlite's own transactions, the file system is synced after it.
        answer = await this.pglite.execProtocolStream(concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]));
      } catch (error) {
        // PostgreSQL refuses a prepared statement whose result columns a schema change altered: prepared again next time.
        if ((error as { code?: string }).code === '0A000') this.#prepared.delete(sql);
        throw withQuery(error, sql, params);
      }
      return parse.parseResults(prepared.rowDescription ? [prepared.rowDescription, ...answer] : answer, this.pglite.parsers, { rowMode: 'object' })[0] as Results<R>;
    });
  }

  /** Parse and describe a statement under a name of its own; the least recently used one is closed. */
  async #prepare(sql: string, params: unknown[]): Promise<Prepared> {
    const { serialize } = protocol;
    const parts: Uint8Array[] = [];
    if (this.#prepared.size >= STATEMENTS) {
      const [oldest, { name }] = this.#prepared.entries().next().value!;
      this.#prepared.delete(oldest);
      parts.push(serialize.close({ type: 'S', name }));
    }
    const name = `s${++this.#named}`;
    parts.push(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    let answer: pg.BackendMessage[];
    try {
      answer = await this.pglite.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (error) {
      throw withQuery(error, sql, params);
    }
    return { name, paramTypes: parse.parseDescribeStatementResults(answer), rowDescription: answer.find((m) => m.name === 'rowDescription') };
  }

  /** After DDL: every prepared statement closed (PostgreSQL would replan them; a changed result would fail). */
  async #forgetAll(): Promise<void> {
    if (this.#prepared.size === 0) return;
    const { serialize } = protocol;
    const closes = [...this.#prepared.values()].map(({ name }) => serialize.close({ type: 'S', name }));
    this.#prepared.clear();
    await this.pglite.runExclusive(() => this.pglite.execProtocolStream(concat([...closes, serialize.sync()]), { syncToFs: false }));
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The PGlite dialect does not stream query results');
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = settings.isolationLevel || settings.accessMode ? 'start transaction' : 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
