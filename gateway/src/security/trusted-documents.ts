// Trusted operations (issue 41; docs/adr/0030-trusted-operations.md): a browser session — the
// session cookie, no `Authorization` — sends the web's operations by id (the sha256 codegen gave each
// document at build, `extensions.persistedQuery.sha256Hash`) and the gateway runs the listed text;
// a full document or an unknown id is refused in Russian. API tokens (scripts, analysts) and the
// explorer of a staff session send their own documents under the same limits.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type ASTNode, type GraphQLError } from 'graphql';
import { ErrorCode, gatewayError } from '../errors';
import type { Logger } from '../shared/logger';

/**
 * The header the explorer's page sends with its operations (a foreign page cannot: a custom header
 * needs a CORS preflight the gateway never grants); on the WebSocket, `connectionParams.explorer`.
 */
export const EXPLORER_HEADER = 'x-graphql-explorer';

/** Apollo Client's client-only directive: Apollo removes it before sending, and so does the gateway. */
const CLIENT_ONLY_DIRECTIVES = new Set(['unmask']);
const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;

/**
 * A listed document as Apollo Client sends it: without its client-only directives and with
 * `__typename` in every selection but an operation's own (the cache normalises by it).
 */
export function asSent(text: string): string {
  const document = visit(parse(text), {
    Directive: (node) => (CLIENT_ONLY_DIRECTIVES.has(node.name.value) ? null : undefined),
    SelectionSet: (node, _key, parent) => {
      const root = parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION;
      if (root || node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias)) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
  return print(document);
}

/** The manifests of a folder (every `*.json`, or the one file named), newest build first. */
function manifestFiles(where: string): string[] {
  if (!existsSync(where)) return [];
  if (!statSync(where).isDirectory()) return [where];
  return readdirSync(where)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => path.join(where, name));
}

export class TrustedDocuments {
  private constructor(
    private readonly documents: ReadonlyMap<string, string>,
    readonly manifests: number,
  ) {}

  /**
   * The list of every manifest found at `where` (codegen's `persisted-documents.json`: `"sha256:<hex>"`
   * → text; the web build keeps the previous builds' beside the current one, so a page still open
   * from the last deploy keeps working). Read once at start.
   */
  static load(where: string, logger?: Logger): TrustedDocuments {
    const documents = new Map<string, string>();
    const files = manifestFiles(where);
    for (const file of files) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [id, text] of Object.entries(manifest)) {
        const hash = id.replace(/^sha256:/, '');
        if (!documents.has(hash)) documents.set(hash, asSent(text));
      }
    }
    if (!files.length) logger?.error('no trusted documents found: browser sessions can send no operation', { where });
    else logger?.info('trusted documents loaded', { where, manifests: files.length, documents: documents.size });
    return new TrustedDocuments(documents, files.length);
  }

  get size(): number {
    return this.documents.size;
  }

  /** The text to run for an id, or undefined. */
  text(hash: unknown): string | undefined {
    return typeof hash === 'string' ? this.documents.get(hash.replace(/^sha256:/, '')) : undefined;
  }
}

export const TRUSTED_TEXTS = {
  notListed: 'Браузерная сессия выполняет только запросы веб-приложения. Свои запросы отправляйте с токеном API (Профиль → Токены API) или из проводника GraphQL.',
  outdated: 'Приложение обновлено — перезагрузите страницу.',
} as const;

/** The id a request names (`extensions.persistedQuery.sha256Hash`), if any. */
export function persistedId(extensions: unknown): unknown {
  return (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery?.sha256Hash;
}

/**
 * What a browser session's operation runs: the listed text of its id; else the refusal — a full
 * document (over HTTP a `query` beside an id is one too; graphql-ws always carries the text, which is
 * never run: pass null), or an id this gateway does not list (a page from an older build: reload).
 */
export function listedText(list: TrustedDocuments, query: unknown, extensions: unknown): string | GraphQLError {
  const id = persistedId(extensions);
  if ((typeof query === 'string' && query.trim() !== '') || id === undefined) {
    return gatewayError(ErrorCode.OPERATION_NOT_TRUSTED, TRUSTED_TEXTS.notListed, { http: { status: 400 } });
  }
  return list.text(id) ?? gatewayError(ErrorCode.APP_OUTDATED, TRUSTED_TEXTS.outdated, { http: { status: 400 } });
}
