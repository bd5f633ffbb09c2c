// POST /users/login {phone, password, ttl?}, POST /users/logout, GET /users/me.
import type { FastifyInstance } from 'fastify';
import { authorizationRequired, badRequest, HttpError, loginFailed } from '../errors';
import { isPlainObject, json } from '../filter/util';
import { SYSTEM } from '../models/definition';
import type { LoginResultJson, UserJson } from '../users/mapper';
import type { UsersRepository } from '../users/repository';
import { requireUser } from './middleware';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';
import type { AuthRepository } from './repository';
import { DEFAULT_TTL, generateToken, hashToken, MAX_TTL } from './tokens';

/** `+7` and 10 digits; `8 999 ...`, `7999...` and 10 bare digits are read as such (spec §5). */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `+7${digits.slice(1)}`;
  if (digits.length === 10 && !input.trim().startsWith('+')) return `+7${digits}`;
  return input.trim();
}

/** `min(ttl || default, maxTTL)`, as LoopBack's User.login; a non-positive or non-integer ttl is a 400. */
export function loginTtl(ttl: unknown): number {
  if (ttl === undefined || ttl === null || ttl === '' || ttl === 0 || ttl === '0') return DEFAULT_TTL;
  const seconds = typeof ttl === 'number' ? ttl : typeof ttl === 'string' && /^\s*\d+\s*$/.test(ttl) ? Number(ttl) : NaN;
  if (!Number.isInteger(seconds) || seconds <= 0) throw badRequest(`The ttl parameter ${json(ttl)} is not valid`);
  return Math.min(seconds, MAX_TTL);
}

export interface AuthRoutesDeps {
  auth: AuthRepository;
  users: UsersRepository;
}

export function registerAuthRoutes(app: FastifyInstance, { auth, users }: AuthRoutesDeps): void {
  app.post('/users/login', async (request): Promise<LoginResultJson> => {
    const body = isPlainObject(request.body) ? request.body : {};
    const { phone, password } = body;
    if (typeof phone !== 'string' || phone.trim() === '' || typeof password !== 'string' || password === '') {
      throw badRequest('phone and password are required', { code: 'PHONE_PASSWORD_REQUIRED' });
    }
    const ttl = loginTtl(body.ttl);
    const candidate = phone.includes('\u0000') ? undefined : await auth.findLoginCandidate(normalizePhone(phone));
    const matches = await verifyPassword(password, candidate?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!candidate || !candidate.passwordHash || !matches || candidate.blocked) throw loginFailed();

    await auth.deleteExpiredTokens(candidate.id);
    const token = generateToken();
    await auth.createToken(hashToken(token), candidate.id, ttl);
    const user = await users.findById(candidate.id, undefined, SYSTEM);
    if (!user) throw loginFailed();
    return { ...(user as unknown as UserJson), accessToken: token, ttl };
  });

  app.post('/users/logout', async (request, reply) => {
    if (!request.auth) throw new HttpError(401, 'accessToken is required to logout');
    await auth.deleteToken(request.auth.tokenId);
    return reply.code(204).send();
  });

  app.get('/users/me', async (request): Promise<UserJson> => {
    const user = requireUser(request);
    const me = await users.findById(user.id, undefined, SYSTEM);
    if (!me) throw authorizationRequired();
    return me as unknown as UserJson;
  });
}
