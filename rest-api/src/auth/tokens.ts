// Access tokens (loopback-contract §5): 64 characters [A-Za-z0-9], stored only as a sha256 hash.
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const TOKEN_LENGTH = 64;
/** LoopBack's User `ttl` and `maxTTL`, in seconds. */
export const DEFAULT_TTL = 1209600;
export const MAX_TTL = 31556926;

/** A uniformly random token (rejection sampling keeps every character equally likely). */
export function generateToken(length = TOKEN_LENGTH): string {
  const limit = 256 - (256 % ALPHABET.length);
  let token = '';
  while (token.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) token += ALPHABET[byte % ALPHABET.length];
      if (token.length === length) break;
    }
  }
  return token;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface TokenSources {
  params?: unknown;
  body?: unknown;
  query?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

function field(source: unknown, name: string): unknown {
  return source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
}

/**
 * AccessToken.getIdForRequest: `access_token` in route params, body, query; then the headers
 * X-Access-Token and Authorization. Authorization is used raw; `Bearer x` is base64-decoded (LoopBack's
 * default), so `Bearer <raw token>` is not recognised; `Basic` takes the longer of user and password.
 */
export function tokenFromRequest({ params, body, query, headers }: TokenSources): string | null {
  for (const source of [params, body, query]) {
    const value = field(source, 'access_token');
    if (typeof value === 'string' && value !== '') return value;
  }
  for (const name of ['x-access-token', 'authorization']) {
    const header = headers[name];
    if (typeof header !== 'string' || header === '') continue;
    if (header.startsWith('Bearer ')) return Buffer.from(header.substring(7), 'base64').toString('utf8');
    if (/^Basic /i.test(header)) {
      const decoded = Buffer.from(header.substring(6), 'base64').toString('utf8');
      const parts = /^([^:]*):(.*)$/.exec(decoded);
      if (!parts) return decoded;
      const [, user = '', password = ''] = parts;
      return password.length > user.length ? password : user;
    }
    return header;
  }
  return null;
}
