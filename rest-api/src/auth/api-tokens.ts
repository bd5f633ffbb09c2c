// Personal API tokens (issue 17): a signed-in user creates named tokens for scripts and notebooks,
// read-only or with the user's rights, with an expiry (or none, for read-only), sees each token once,
// lists and revokes them. Tokens are access_tokens rows (only their sha256 kept), so every route,
// socket and scope treats them as the user's session; a read-only one is refused every write
// (middleware), and revoking one ends its sockets at once.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { forbidden, modelNotFound, validationError } from '../errors';
import { schemaError } from '../http/errors';
import { withRule } from '../models/schema';
import { actorOf } from '../audit/context';
import { recordAudit } from '../audit/log';
import { requireUser } from './middleware';
import { AuthRepository, type PersonalToken } from './repository';
import type { SessionEnder } from './routes';
import { generateToken, hashToken, MAX_TTL } from './tokens';
import { Type, type Static } from 'typebox';

/** Longest name, characters. */
export const TOKEN_NAME_MAX = 100;

export interface ApiTokenJson {
  id: string;
  name: string;
  readOnly: boolean;
  createdAt: string;
  /** null: never expires. */
  expiresAt: string | null;
}

function toJson(row: PersonalToken): ApiTokenJson {
  const createdAt = new Date(row.createdAt);
  return {
    id: row.id,
    name: row.name,
    readOnly: row.readOnly,
    createdAt: createdAt.toISOString(),
    expiresAt: row.ttl === null ? null : new Date(createdAt.getTime() + row.ttl * 1000).toISOString(),
  };
}

const TOKEN_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'readOnly', 'createdAt', 'expiresAt'],
  properties: {
    id: { type: 'string', description: 'The token’s id (not the token)' },
    name: { type: 'string' },
    readOnly: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time', nullable: true, description: 'null: never expires' },
  },
};

/** A creation body: a name, read-only or not, and a lifetime in seconds (null: none); refused per property as `ApiToken`. */
const TOKEN_INPUT = Type.Object(
  {
    name: Type.String({
      pattern: '\\S',
      maxLength: TOKEN_NAME_MAX,
      'x-errors': {
        required: ['presence', 'Введите название токена.'],
        pattern: ['presence', 'Введите название токена.'],
        maxLength: ['length.max', `Не длиннее ${TOKEN_NAME_MAX} символов.`],
      },
    }),
    readOnly: Type.Optional(Type.Boolean({ 'x-errors': { type: ['format', 'Укажите да или нет.'] } })),
    ttl: Type.Optional(
      Type.Unsafe<number | null>(
        withRule(
          { type: 'integer', nullable: true, minimum: 1, maximum: MAX_TTL, description: 'Seconds; null or absent: never expires (read-only tokens only)' },
          ['range', 'Срок действия: от 1 секунды до 1 года.'],
          ['type', 'minimum', 'maximum'],
        ),
      ),
    ),
  },
  { additionalProperties: false },
);

/** Only a read-only token may live without an expiry. */
export function parseTokenInput(input: Static<typeof TOKEN_INPUT>): { name: string; readOnly: boolean; ttl: number | null } {
  const readOnly = input.readOnly === true;
  if ((input.ttl ?? null) === null && !readOnly) throw validationError('ApiToken', 'ttl', 'presence', 'Бессрочным может быть только токен для чтения', input.ttl);
  return { name: input.name.trim(), readOnly, ttl: input.ttl ?? null };
}

export function registerApiTokenRoutes(fastify: FastifyInstance, { auth, sessions }: { auth: AuthRepository; sessions: SessionEnder }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/users/me/apiTokens',
    {
      config: {
        openapi: {
          operationId: 'userApiTokens',
          tags: ['User'],
          summary: "The signed-in user's personal API tokens, newest first (never the tokens themselves)",
          response: { type: 'array', items: TOKEN_SCHEMA },
        },
      },
    },
    async (request): Promise<ApiTokenJson[]> => (await auth.listPersonalTokens(requireUser(request).id)).map(toJson),
  );

  app.post(
    '/users/me/apiTokens',
    {
      schema: { body: TOKEN_INPUT },
      schemaErrorFormatter: (errors, dataVar) => schemaError(errors, dataVar, 'ApiToken'),
      config: {
        openapi: {
          operationId: 'userCreateApiToken',
          tags: ['User'],
          summary: 'Creates a personal API token; the answer is the only time the token is shown',
          response: { ...TOKEN_SCHEMA, required: [...TOKEN_SCHEMA.required, 'token'], properties: { ...TOKEN_SCHEMA.properties, token: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A token is made by a person signed in, not by another token (a leaked one cannot breed).
      if (request.auth!.personal) throw forbidden('Токены создаются только после входа в бэк-офис.');
      const input = parseTokenInput(request.body);
      const token = generateToken();
      const row = await auth.database.transaction().execute(async (trx) => {
        const created = await new AuthRepository(trx).createPersonalToken(hashToken(token), user.id, input);
        await recordAudit(
          trx,
          { model: 'User', entityId: user.id, action: 'apiTokenCreate', after: { name: created.name, readOnly: created.readOnly, expiresAt: toJson(created).expiresAt } },
          actorOf(request),
        );
        return created;
      });
      return reply.code(200).send({ ...toJson(row), token });
    },
  );

  app.delete(
    '/users/me/apiTokens/:id',
    {
      schema: { params: Type.Object({ id: Type.String({ description: 'The token’s id' }) }) },
      config: {
        openapi: { operationId: 'userRevokeApiToken', tags: ['User'], summary: 'Revokes a personal API token at once (its sockets end); answers it', response: TOKEN_SCHEMA },
      },
    },
    async (request): Promise<ApiTokenJson> => {
      const user = requireUser(request);
      const { id } = request.params;
      const row = await auth.database.transaction().execute(async (trx) => {
        const deleted = await new AuthRepository(trx).deletePersonalToken(user.id, id);
        if (!deleted) throw modelNotFound('ApiToken', id);
        await recordAudit(trx, { model: 'User', entityId: user.id, action: 'apiTokenRevoke', before: { name: deleted.name, readOnly: deleted.readOnly } }, actorOf(request));
        return deleted;
      });
      sessions.endSessions({ tokenId: row.id });
      return toJson(row);
    },
  );
}
