// Personal API tokens issued by the gateway (issue 24) for an API without `/users/me/apiTokens`.
//
// A gateway token stands for its owner's API session only inside the gateway: the store keeps a hash
// of the token (to find it) and the session it was created from, sealed (AES-256-GCM) with a key
// derived from the token itself, so neither a copy of the store nor any answer reveals the session.
// The token is shown once. Its rights are never more than its grant: a read-only one is refused
// every mutation by the gateway (the routed operation, `security/grants.ts`), an expired or revoked
// one is refused before anything is forwarded, and it lives no longer than the session it stands for
// (the API's expiry or sign-out of that session ends it: the API answers 401).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ErrorCode, gatewayError } from '../errors';
import type { RestApiToken } from '../upstream/tokens';
import type { StoreDb } from './database';

/** Every gateway token starts so; an API token never does (LoopBack's are 64 letters and digits). */
export const GATEWAY_TOKEN_PREFIX = 'bog_';
export const TOKEN_NAME_MAX = 100;

export const TOKEN_MESSAGES = {
  nameMissing: 'Введите название токена.',
  nameTooLong: `Не длиннее ${TOKEN_NAME_MAX} символов.`,
  neverOnlyReadOnly: 'Бессрочным может быть только токен для чтения.',
  invalid: 'Токен API отозван, истёк или не существует.',
  notFound: 'Токен не найден.',
  notFromToken: 'Токены создаются только после входа в бэк-офис.',
} as const;

/** What a gateway token may do, for the request it authenticates. */
export interface Grant {
  tokenId: string;
  userId: number;
  readOnly: boolean;
}

interface Row {
  id: string;
  user_id: number;
  name: string;
  read_only: boolean;
  created_at: Date | string;
  expires_at: Date | string | null;
  sealed_session?: string;
}

const toJson = (r: Row): RestApiToken => ({
  id: r.id,
  name: r.name,
  readOnly: r.read_only,
  createdAt: new Date(r.created_at).toISOString(),
  expiresAt: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
});

export const isGatewayToken = (token: string | null | undefined): token is string => !!token && token.startsWith(GATEWAY_TOKEN_PREFIX);

const lookupHash = (token: string) => createHash('sha256').update(`lookup\0${token}`).digest('hex');
const sealKey = (token: string) => createHash('sha256').update(`seal\0${token}`).digest();

export function seal(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(sealed: string, token: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export class StoredTokens {
  constructor(private readonly db: () => Promise<StoreDb>) {}

  /** The owner's tokens that still work, newest first (never the tokens themselves). */
  async list(userId: number): Promise<RestApiToken[]> {
    const rows = await (
      await this.db()
    ).query<Row>(
      'select id, user_id, name, read_only, created_at, expires_at from api_tokens where user_id = $1 and (expires_at is null or expires_at > now()) order by created_at desc, id',
      [userId],
    );
    return rows.map(toJson);
  }

  /** Issues a token standing for `session` (the owner's API session it is created from); answers it once. */
  async create(userId: number, session: string, input: { name: string; readOnly: boolean; ttlSeconds: number | null }): Promise<{ token: string; apiToken: RestApiToken }> {
    // Messages and LoopBack's codes per field, as rest-api answers (a client in another language says the codes).
    const fields: Record<string, string[]> = {};
    const fieldCodes: Record<string, string[]> = {};
    const name = input.name.trim();
    if (!name) [fields.name, fieldCodes.name] = [[TOKEN_MESSAGES.nameMissing], ['presence']];
    else if (name.length > TOKEN_NAME_MAX) [fields.name, fieldCodes.name] = [[TOKEN_MESSAGES.nameTooLong], ['length.max']];
    if (input.ttlSeconds === null && !input.readOnly) [fields.expiresInDays, fieldCodes.expiresInDays] = [[TOKEN_MESSAGES.neverOnlyReadOnly], ['presence']];
    const messages = Object.values(fields).flat();
    if (messages.length) throw gatewayError(ErrorCode.BAD_USER_INPUT, messages.join('; '), { fields, fieldCodes });
    const token = `${GATEWAY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const id = randomBytes(12).toString('hex');
    const [row] = await (
      await this.db()
    ).query<Row>(
      `insert into api_tokens (id, user_id, name, read_only, expires_at, token_hash, sealed_session)
       values ($1, $2, $3, $4, case when $5::integer is null then null else now() + $5::integer * interval '1 second' end, $6, $7)
       returning id, user_id, name, read_only, created_at, expires_at`,
      [id, userId, name, input.readOnly, input.ttlSeconds, lookupHash(token), seal(session, token)],
    );
    return { token, apiToken: toJson(row!) };
  }

  /** Revokes one of the owner's tokens at once; answers it. */
  async revoke(userId: number, id: string): Promise<RestApiToken> {
    const [row] = await (
      await this.db()
    ).query<Row>('delete from api_tokens where id = $1 and user_id = $2 returning id, user_id, name, read_only, created_at, expires_at', [id, userId]);
    if (!row) throw gatewayError(ErrorCode.NOT_FOUND, TOKEN_MESSAGES.notFound);
    return toJson(row);
  }

  /**
   * The session a gateway token stands for and its grant; UNAUTHENTICATED when it is unknown,
   * revoked or expired (nothing is forwarded then).
   */
  async resolve(token: string): Promise<{ session: string; grant: Grant }> {
    const [row] = await (
      await this.db()
    ).query<Row>(
      'select id, user_id, name, read_only, created_at, expires_at, sealed_session from api_tokens where token_hash = $1 and (expires_at is null or expires_at > now())',
      [lookupHash(token)],
    );
    const session = row?.sealed_session ? unseal(row.sealed_session, token) : null;
    if (!row || !session) throw gatewayError(ErrorCode.UNAUTHENTICATED, TOKEN_MESSAGES.invalid);
    return { session, grant: { tokenId: row.id, userId: row.user_id, readOnly: row.read_only } };
  }
}
