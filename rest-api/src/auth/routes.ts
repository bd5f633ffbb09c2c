// POST /users/login {phone, password, ttl?}, POST /users/logout, GET /users/me.
import type { FastifyInstance } from 'fastify';
import { authorizationRequired, badRequest, HttpError, loginFailed, tooManyRequests, validationError } from '../errors';
import { isPlainObject, json } from '../filter/util';
import { SYSTEM } from '../models/definition';
import type { LoginResultJson, UserJson } from '../users/mapper';
import type { UsersRepository } from '../users/repository';
import { requireUser } from './middleware';
import { PHONE_RE } from '../models/write';
import { modelSchema } from '../openapi/docs';
import { consumeCode, issueCode } from './codes';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
import type { SmsSender } from './sms';
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
  sms: SmsSender;
}

/** Sign-in attempts: at most 10 failures per phone in 15 minutes, then 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

const LOGIN_BODY = {
  type: 'object',
  required: ['phone', 'password'],
  properties: { phone: { type: 'string' }, password: { type: 'string' }, ttl: { type: 'integer' } },
};

export function registerAuthRoutes(app: FastifyInstance, { auth, users, sms }: AuthRoutesDeps): void {
  app.post(
    '/users/login',
    { config: { openapi: { tags: ['User'], summary: 'Sign in by phone and password (or a one-time code); answers the user with accessToken and ttl', public: true, body: LOGIN_BODY, response: { $ref: modelSchema('User') } } } },
    async (request): Promise<LoginResultJson> => {
      const body = isPlainObject(request.body) ? request.body : {};
      const { phone, password } = body;
      if (typeof phone !== 'string' || phone.trim() === '' || typeof password !== 'string' || password === '') {
        throw badRequest('phone and password are required', { code: 'PHONE_PASSWORD_REQUIRED' });
      }
      const ttl = loginTtl(body.ttl);
      const normalized = phone.includes('\u0000') ? '' : normalizePhone(phone).slice(0, 32);
      if ((await auth.countFailedAttempts(normalized, LOGIN_WINDOW_SECONDS)) >= LOGIN_MAX_FAILURES) {
        throw tooManyRequests('Слишком много попыток входа. Повторите попытку через 15 минут.');
      }
      const candidate = normalized ? await auth.findLoginCandidate(normalized) : undefined;
      let matches = await verifyPassword(password, candidate?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (candidate && !candidate.blocked && !(matches && candidate.passwordHash)) {
        // A one-time code (an invite's, or renewToken's) signs in once and becomes the password.
        const purpose = await consumeCode(auth.database, candidate.id, password);
        if (purpose) {
          await auth.setPassword(candidate.id, await hashPassword(password), purpose === 'invite');
          candidate.passwordHash = 'set';
          matches = true;
        }
      }
      if (!candidate || !candidate.passwordHash || !matches || candidate.blocked) {
        await auth.recordAttempt(normalized, false);
        throw loginFailed();
      }
      await auth.recordAttempt(normalized, true);

      await auth.deleteExpiredTokens(candidate.id);
      const token = generateToken();
      await auth.createToken(hashToken(token), candidate.id, ttl);
      const user = await users.findById(candidate.id, undefined, SYSTEM);
      if (!user) throw loginFailed();
      return { ...(user as unknown as UserJson), accessToken: token, ttl };
    },
  );

  // Decisions §6: a new password (a one-time code that becomes the password at its first sign-in)
  // goes out by SMS; the answer is the message to show, whether the phone is known or not.
  app.post(
    '/users/renewToken',
    { config: { openapi: { tags: ['User'], summary: 'Send a new one-time password by SMS; answers a message string', public: true, body: { type: 'object', required: ['phone'], properties: { phone: { type: 'string' } } }, response: { type: 'string' } } } },
    async (request, reply) => {
      const body = isPlainObject(request.body) ? request.body : {};
      if (typeof body.phone !== 'string' || body.phone.trim() === '') {
        throw validationError('User', 'phone', 'presence', 'не может быть пустым', body.phone);
      }
      const phone = normalizePhone(body.phone);
      if (!PHONE_RE.test(phone)) throw validationError('User', 'phone', 'format', 'должен быть в формате +7 и 10 цифр', body.phone);
      if ((await auth.countFailedAttempts(phone, LOGIN_WINDOW_SECONDS)) >= LOGIN_MAX_FAILURES) {
        throw tooManyRequests('Слишком много попыток. Повторите попытку через 15 минут.');
      }
      // Counted like a failed sign-in: renewals are rate-limited by the same window.
      await auth.recordAttempt(phone, false);
      const candidate = await auth.findLoginCandidate(phone);
      if (candidate && !candidate.blocked) {
        await auth.database.transaction().execute(async (trx) => {
          const code = await issueCode(trx, candidate.id, 'renew', null);
          await sms.send(trx, phone, `Новый пароль для входа: ${code}`);
        });
      }
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(`Новый пароль отправлен в SMS на номер ${phone}.`));
    },
  );

  app.post('/users/logout', { config: { openapi: { tags: ['User'], summary: 'Sign out: deletes the current token (204)' } } }, async (request, reply) => {
    if (!request.auth) throw new HttpError(401, 'accessToken is required to logout');
    await auth.deleteToken(request.auth.tokenId);
    return reply.code(204).send();
  });

  app.get('/users/me', { config: { openapi: { tags: ['User'], summary: 'The signed-in user', response: { $ref: modelSchema('User') } } } }, async (request): Promise<UserJson> => {
    const user = requireUser(request);
    const me = await users.findById(user.id, undefined, SYSTEM);
    if (!me) throw authorizationRequired();
    return me as unknown as UserJson;
  });
}
