// POST /users/login {phone, password, ttl?}, POST /users/logout, GET /users/me.
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authorizationRequired, badRequest, HttpError, loginFailed, tooManyRequests, validationError } from '../errors';
import { isPlainObject, json } from '../models/filter/util';
import { SYSTEM } from '../models/definition';
import type { LoginResultJson, UserJson } from '../users/mapper';
import type { UsersRepository } from '../users/repository';
import { requireUser } from './middleware';
import { actorOf } from '../audit/context';
import { recordAudit } from '../audit/log';
import { MESSAGES } from '../models/field-messages';
import { PHONE_RE } from '../models/schema';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../openapi/docs';
import { consumeCode, issueCode } from './codes';
import { DerivationAbandoned, dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
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

/** Ends the live connections (socket.io) of a revoked session or of every session of a user. */
export interface SessionEnder {
  endSessions(scope: { tokenId: string } | { userId: number }): void;
}

export const NO_SESSIONS: SessionEnder = { endSessions: () => {} };

export interface AuthRoutesDeps {
  auth: AuthRepository;
  users: UsersRepository;
  sms: SmsSender;
  /** The socket registry: sign-out ends the session's sockets. */
  sessions?: SessionEnder;
}

/**
 * Sign-in limits (issue 40; rest-api/README.md, decisions): guessing is stopped per phone and address
 * pair, never per phone alone, so nobody locks an owner out from elsewhere. A pair's failures since
 * its last success: 10 in 15 minutes (since its last renewal request, too), 20 in an hour, 40 in a
 * day; the next attempt of the pair is 429 until enough of them age out.
 */
export const LOGIN_PAIR_LIMITS = [
  { failures: 10, seconds: 15 * 60 },
  { failures: 20, seconds: 60 * 60 },
  { failures: 40, seconds: 24 * 60 * 60 },
] as const;
export const LOGIN_MAX_FAILURES = LOGIN_PAIR_LIMITS[0].failures;
export const LOGIN_WINDOW_SECONDS = LOGIN_PAIR_LIMITS[0].seconds;
/**
 * Failures from one address over all phones in 15 minutes (password spraying); high enough for an
 * office behind one address, and a pair that signed in from there within a day is not held by it.
 */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 100;
/** Slowdown per phone over every address (a distributed guesser): never a refusal. */
export const LOGIN_SLOWDOWN_MAX_MS = 2000;
/** Password renewals (an SMS each): at most 5 per phone and 20 per address in the same window. */
export const RENEW_MAX_PER_PHONE = 5;
export const RENEW_MAX_PER_ADDRESS = 20;

const TOO_MANY_SIGN_INS = 'Слишком много попыток входа. Повторите попытку через 15 минут.';
const TOO_MANY_SIGN_INS_LONGER = 'Слишком много попыток входа. Повторите попытку позже.';

/** The wait before a sign-in is evaluated, after `failures` other failures of the phone in 15 minutes: 0 below 10, then 0.25 s doubling up to 2 s. */
export function loginSlowdownMs(failures: number): number {
  return failures < LOGIN_MAX_FAILURES ? 0 : Math.min(250 * 2 ** (failures - LOGIN_MAX_FAILURES), LOGIN_SLOWDOWN_MAX_MS);
}

/**
 * Records the attempt first, then counts it with the others (issue 16, finding 3): parallel requests
 * cannot all read a count below the limit. Over a limit the attempt is removed again (a refused
 * attempt does not extend the lock) and the request answers 429.
 */
async function admitRenewal(auth: AuthRepository, phone: string, address: string): Promise<void> {
  const attempt = await auth.reserveAttempt(phone, address, 'renew');
  const overPhone = (await auth.countFailedAttempts({ phone }, LOGIN_WINDOW_SECONDS, 'renew')) > RENEW_MAX_PER_PHONE;
  if (overPhone || (await auth.countFailedAttempts({ address }, LOGIN_WINDOW_SECONDS, 'renew')) > RENEW_MAX_PER_ADDRESS) {
    await auth.removeAttempt(attempt);
    throw tooManyRequests('Слишком много попыток. Повторите попытку через 15 минут.');
  }
}

/** The same for a sign-in, by the limits above; answers the attempt and the slowdown to apply. */
async function admitSignIn(auth: AuthRepository, phone: string, address: string): Promise<{ attempt: number | string; waitMs: number }> {
  const attempt = await auth.reserveAttempt(phone, address, 'password');
  const pair = await auth.pairFailures(phone, address);
  // The owner who forgot his password and asked for a renewal signs in with its code at once; the
  // longer windows still count his earlier failures.
  const over = LOGIN_PAIR_LIMITS.filter((limit, i) => (i === 0 ? pair.agesSinceRenewal : pair.ages).filter((age) => age < limit.seconds).length > limit.failures);
  const overAddress = !pair.signedIn && (await auth.countFailedAttempts({ address }, LOGIN_WINDOW_SECONDS)) > LOGIN_MAX_FAILURES_PER_ADDRESS;
  if (over.length > 0 || overAddress) {
    await auth.removeAttempt(attempt);
    throw tooManyRequests(over.some((limit) => limit.seconds > LOGIN_WINDOW_SECONDS) ? TOO_MANY_SIGN_INS_LONGER : TOO_MANY_SIGN_INS);
  }
  return { attempt, waitMs: loginSlowdownMs((await auth.countFailedAttempts({ phone }, LOGIN_WINDOW_SECONDS)) - 1) };
}

/** Aborted when the client closes the connection before its answer is sent (the gateway gave up). */
function abandoned(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

/**
 * The documented body, not validated by a schema: any body that is not `{phone, password}` answers
 * the route's own 400 PHONE_PASSWORD_REQUIRED (the web relies on it), a bad ttl LoopBack's
 * `The ttl parameter … is not valid`.
 */
const LOGIN_BODY = {
  type: 'object',
  required: ['phone', 'password'],
  properties: {
    phone: { type: 'string' },
    password: { type: 'string', description: 'The password, or a one-time code (invite, renewToken)' },
    ttl: { type: 'integer', description: 'Seconds (default 2 weeks, at most 1 year)' },
  },
};

/** The user signed in, with its token. */
const LOGIN_RESULT = {
  allOf: [ref('User'), { type: 'object', required: ['accessToken', 'ttl'], properties: { accessToken: { type: 'string' }, ttl: { type: 'integer' } } }],
};

export function registerAuthRoutes(fastify: FastifyInstance, { auth, users, sms, sessions = NO_SESSIONS }: AuthRoutesDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/users/login',
    // A read-only token may sign in anew (it carries no token) and sign itself out.
    {
      config: {
        writes: false,
        openapi: {
          operationId: 'userLogin',
          tags: ['User'],
          summary: 'Sign in by phone and password (or a one-time code); answers the user with accessToken and ttl',
          public: true,
          body: LOGIN_BODY,
          response: LOGIN_RESULT,
        },
      },
    },
    async (request, reply): Promise<LoginResultJson> => {
      const gone = abandoned(reply);
      const body = isPlainObject(request.body) ? request.body : {};
      const { phone, password } = body;
      if (typeof phone !== 'string' || phone.trim() === '' || typeof password !== 'string' || password === '') {
        throw badRequest('phone and password are required', { code: 'PHONE_PASSWORD_REQUIRED' });
      }
      const ttl = loginTtl(body.ttl);
      const normalized = phone.includes('\u0000') ? '' : normalizePhone(phone).slice(0, 32);
      const { attempt, waitMs } = await admitSignIn(auth, normalized, request.clientAddress ?? request.ip);
      const candidate = normalized ? await auth.findLoginCandidate(normalized) : undefined;
      let matches: boolean;
      try {
        if (waitMs > 0) await setTimeout(waitMs, undefined, { signal: gone });
        matches = await verifyPassword(password, candidate?.passwordHash ?? dummyPasswordHash(), gone);
      } catch (error) {
        // Nobody waits for the answer and no password was tried: the attempt is not counted.
        if (error instanceof DerivationAbandoned || gone.aborted) {
          await auth.removeAttempt(attempt);
          throw new HttpError(499, 'Client Closed Request', { code: 'CLIENT_CLOSED_REQUEST' });
        }
        throw error;
      }
      // A password hashed with weaker parameters (scrypt N = 2^14 before issue 16) is hashed anew.
      const rehash = matches && !!candidate?.passwordHash && needsRehash(candidate.passwordHash);
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
        // Who tried is the phone (the user when it is known); the password never is.
        await recordAudit(auth.database, { model: 'User', entityId: candidate?.id ?? null, action: 'signInFailed', after: { phone: normalized } }, actorOf(request));
        throw loginFailed();
      }
      await auth.markSucceeded(attempt);
      if (rehash) await auth.setPassword(candidate.id, await hashPassword(password), false);

      await auth.deleteExpiredTokens(candidate.id);
      const token = generateToken();
      await auth.createToken(hashToken(token), candidate.id, ttl);
      const user = await users.findById(candidate.id, undefined, SYSTEM);
      if (!user) throw loginFailed();
      await recordAudit(
        auth.database,
        { model: 'User', entityId: candidate.id, action: 'signIn', after: { phone: normalized, ttl } },
        {
          ...actorOf(request),
          userId: candidate.id,
          role: typeof user.roleName === 'string' ? user.roleName : null,
        },
      );
      return { ...(user as unknown as UserJson), accessToken: token, ttl };
    },
  );

  // Decisions §6: a new password (a one-time code that becomes the password at its first sign-in)
  // goes out by SMS; the answer is the message to show, whether the phone is known or not.
  app.post(
    '/users/renewToken',
    {
      config: {
        openapi: {
          operationId: 'userRenewToken',
          tags: ['User'],
          summary: 'Send a new one-time password by SMS; answers a message string',
          public: true,
          response: { type: 'string' },
        },
      },
      schema: { body: Type.Object({ phone: Type.String({ pattern: '\\S', 'x-errors': { pattern: ['presence', MESSAGES.presence] } }) }, { additionalProperties: false }) },
    },
    async (request, reply) => {
      const phone = normalizePhone(request.body.phone);
      if (!PHONE_RE.test(phone)) throw validationError('User', 'phone', 'format', MESSAGES.phone, request.body.phone);
      // Renewals have a limit of their own: they never lock the owner's password sign-in.
      await admitRenewal(auth, phone, request.clientAddress ?? request.ip);
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

  app.post(
    '/users/logout',
    { config: { writes: false, openapi: { operationId: 'userLogout', tags: ['User'], summary: 'Sign out: deletes the current token (204)', noContent: true } } },
    async (request, reply) => {
      if (!request.auth) throw new HttpError(401, 'accessToken is required to logout');
      await auth.deleteToken(request.auth.tokenId);
      sessions.endSessions({ tokenId: request.auth.tokenId });
      await recordAudit(auth.database, { model: 'User', entityId: request.auth.user.id, action: 'signOut' }, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/users/me',
    { config: { openapi: { operationId: 'userMe', tags: ['User'], summary: 'The signed-in user', response: ref('User') } } },
    async (request): Promise<UserJson> => {
      const user = requireUser(request);
      const me = await users.findById(user.id, undefined, SYSTEM);
      if (!me) throw authorizationRequired();
      return me as unknown as UserJson;
    },
  );
}
