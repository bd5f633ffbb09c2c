// Users (spec §7): the stock routes (PATCH replaced by the spec's edit), users by role, vendors,
// invites, place assignments, vendors with their online flag. /users/login, /logout, /me and
// /renewToken: auth/routes.ts.
import type { FastifyInstance } from 'fastify';
import { requireUser, writing } from '../auth/middleware';
import { NO_SESSIONS, type SessionEnder } from '../auth/routes';
import { parseObjectParam } from '../models/filter';
import { parseId, registerModelRoutes } from '../models/routes';
import { page, ref, routeOptions, type RouteDoc, type RouteSchema, type Schema } from '../openapi/docs';
import { FilterQuery, IdParams, IdString, PreconditionQuery, SearchQuery, WhereQuery } from '../openapi/schemas';
import { integer, modelBody, withRule, type Rule } from '../models/schema';
import type { ModelDefinition } from '../models/definition';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { assertRoleName, roleCondition, ROLE_NAMES, type RoleName, type UsersRepository } from './repository';
import { registerUserBulkRoute } from './bulk';

/** Whether a user has a connected app device (the socket registry plugs in here). */
export interface OnlineUsers {
  isOnline(userId: number): boolean;
}

export const NOBODY_ONLINE: OnlineUsers = { isOnline: () => false };

const doc = <S extends RouteSchema = Record<never, never>>(openapi: RouteDoc, schema: S = {} as S) => routeOptions(openapi, schema);
const tags = ['User'];
const CITY_IDS: Rule = ['type', 'Значение должно быть списком идентификаторов городов.'];
/** An id in a body: a positive integer, or its digits (a form's field). */
const bodyId = (description: string, nullable = false) =>
  Type.Unsafe<number | string | null>({
    anyOf: [
      { ...integer('int4', 1), nullable },
      { type: 'string', pattern: nullable ? '^([1-9]\\d{0,8})?$' : '^[1-9]\\d{0,8}$' },
    ],
    description,
  });
/** `{userId, placeId}`. */
const userAndPlace = Type.Object({ userId: bodyId('The user id'), placeId: bodyId('The place id') });
const userAndPlaceParams = Type.Object({ userId: IdString('The user id'), placeId: IdString('The place id') });
const inviteResult: Schema = { type: 'object', required: ['user', 'code'], properties: { user: ref('User'), code: { type: 'string' } } };
/** Who to invite, one body for every invite route: the person's properties by the model's rules, a phone to normalize (`8 999 …` is a phone). */
const inviteBody = (model: ModelDefinition, roleName: boolean) => {
  const id = (description: string) => bodyId(description, true);
  const body = modelBody(model, 'update', {
    only: ['name', 'surname', 'middleName', 'email', 'inn'],
    extra: {
      phone: { type: 'string', description: '+7 and 10 digits (8 999 …, 7999… and 10 bare digits are read as such)' },
      cityId: id('The city'),
      placeId: id('The place'),
      inviterId: id('The inviting user (the caller unless an admin invites)'),
      sendCode: { type: 'boolean', nullable: true, description: 'Send the code by SMS' },
      ...(roleName ? { roleName: { type: 'string', enum: ROLE_NAMES } } : {}),
    },
  });
  return Type.Unsafe<Record<string, unknown>>({ ...body, required: ['phone', ...(roleName ? ['roleName'] : [])] });
};

export function registerUserRoutes(fastify: FastifyInstance, users: UsersRepository, online: OnlineUsers = NOBODY_ONLINE, sessions: SessionEnder = NO_SESSIONS): void {
  registerModelRoutes(fastify, '/users', users, { without: ['update'] });
  const cityIds = withRule({ type: 'array', items: withRule(integer('int4', 1), CITY_IDS, ['type', 'minimum', 'maximum']) }, CITY_IDS, ['type']);
  const patchBody = modelBody(users.model, 'update', { extra: { cityIds } });
  registerUserBulkRoute(fastify, users, sessions);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.patch(
    '/users/:id',
    doc(
      {
        operationId: 'userPatchAttributes',
        tags,
        summary: 'Edit a user: name, surname, middleName, phone, email, phoneVerified, blocked, avatar, cityIds (blocking revokes its tokens)',
        response: ref('User'),
      },
      { params: IdParams, querystring: PreconditionQuery, body: patchBody },
    ),
    async (request) => {
      const updated = await users.patch(requireUser(request), parseId(request.params.id), request.body, request.params.id, request.query.expectedUpdatedAt);
      // Blocking revoked the user's tokens (committed by now): its open sockets end too.
      if (request.body.blocked === true && typeof updated.id === 'number') sessions.endSessions({ userId: updated.id });
      return updated;
    },
  );

  app.get(
    '/users/byRole/:roleName',
    doc(
      { operationId: 'userByRole', tags, summary: 'Users of a role within the scope: {items, total}', response: page('User') },
      { params: Type.Object({ roleName: Type.String({ description: 'admin, regionalManager, salesMan or vendor (another: 422)' }) }), querystring: SearchQuery },
    ),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      return users.byRole(assertRoleName(request.params.roleName), parseObjectParam(query.filter), query.search, user);
    },
  );

  app.get(
    '/users/vendors',
    doc({ operationId: 'userVendors', tags, summary: 'Vendors within the scope: {items, total}', response: page('User') }, { querystring: SearchQuery }),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      return users.byRole('vendor', parseObjectParam(query.filter), query.search, user);
    },
  );

  app.post(
    '/users/invite',
    doc(
      {
        operationId: 'userInvite',
        tags,
        summary: 'Invite a user by phone with a role (and a place): {user, code}; the code goes out by SMS unless sendCode is false',
        response: inviteResult,
      },
      { body: inviteBody(users.model, true) },
    ),
    async (request) => {
      const user = requireUser(request);
      const { body } = request;
      return users.invite(user, { roleName: assertRoleName(body.roleName), body, sendCode: body.sendCode !== false });
    },
  );

  // GET as the spec's client calls them; POST too, since they change data. Both write (`writing`).
  for (const method of ['GET', 'POST'] as const) {
    const post = method === 'POST' ? 'Post' : '';
    app.route({
      method,
      url: '/users/setUserPlace/:userId/:placeId',
      ...writing(
        doc(
          { operationId: `userSetUserPlace${post}`, tags, summary: "Set a vendor's main place (placeId), also assigned to it", response: ref('User') },
          { params: userAndPlaceParams },
        ),
      ),
      handler: async (request) => users.setMainPlace(requireUser(request), parseId(request.params.userId), parseId(request.params.placeId), request.params.placeId),
    });
    app.route({
      method,
      url: '/users/resetUserPlace/:userId',
      ...writing(
        doc(
          { operationId: `userResetUserPlace${post}`, tags, summary: "Clear a vendor's main place", response: ref('User') },
          { params: Type.Object({ userId: IdString('The user id') }) },
        ),
      ),
      handler: async (request) => users.setMainPlace(requireUser(request), parseId(request.params.userId), null),
    });
    for (const [action, assign] of [
      ['addPlace', true],
      ['removePlace', false],
    ] as const) {
      app.route({
        method,
        url: `/users/${action}/:userId/:placeId`,
        ...writing(
          doc(
            {
              operationId: `user${action[0]!.toUpperCase()}${action.slice(1)}${post}`,
              tags,
              summary: `${assign ? 'Assign a place to' : 'Remove a place from'} a user (a regional manager: the place's city)`,
              response: ref('User'),
            },
            { params: userAndPlaceParams },
          ),
        ),
        handler: async (request) => users.assignPlace(requireUser(request), parseId(request.params.userId), parseId(request.params.placeId), assign),
      });
    }
  }

  // POST /places/{add,remove}{RegionalManager,SalesMan,Vendor} and /{vendors,salesMans}/{addPlace,removePlace}.
  const roles: Array<[string, RoleName]> = [
    ['RegionalManager', 'regionalManager'],
    ['SalesMan', 'salesMan'],
    ['Vendor', 'vendor'],
  ];
  for (const [suffix, roleName] of roles) {
    for (const [verb, assign] of [
      ['add', true],
      ['remove', false],
    ] as const) {
      app.post(
        `/places/${verb}${suffix}`,
        doc(
          {
            operationId: `place${verb[0]!.toUpperCase()}${verb.slice(1)}${suffix}`,
            tags: ['Place'],
            summary: `${assign ? 'Assign' : 'Unassign'} a ${roleName} to a place: the user`,
            response: ref('User'),
          },
          { body: userAndPlace },
        ),
        async (request) => users.assignPlace(requireUser(request), Number(request.body.userId), Number(request.body.placeId), assign, roleName),
      );
    }
  }
  for (const [path, roleName] of [
    ['vendors', 'vendor'],
    ['salesMans', 'salesMan'],
  ] as const) {
    for (const [action, assign] of [
      ['addPlace', true],
      ['removePlace', false],
    ] as const) {
      app.post(
        `/${path}/${action}`,
        doc(
          {
            operationId: `${roleName}${action[0]!.toUpperCase()}${action.slice(1)}`,
            tags: [roleName],
            summary: `${assign ? 'Assign' : 'Unassign'} a place: the user`,
            response: ref('User'),
          },
          { body: userAndPlace },
        ),
        async (request) => users.assignPlace(requireUser(request), Number(request.body.userId), Number(request.body.placeId), assign, roleName),
      );
    }
  }

  // A vendor gets the code by SMS unless sendCode is false; a sales rep only with sendCode.
  for (const [path, roleName, summary, smsUnlessRefused] of [
    ['vendors', 'vendor', 'Invite a vendor; the code goes out by SMS: {user, code}', true],
    ['salesMans', 'salesMan', 'Invite a sales rep: {user, code}; SMS with sendCode', false],
  ] as const) {
    app.post(
      `/${path}/invite`,
      doc({ operationId: `${roleName}Invite`, tags: [roleName], summary, response: inviteResult }, { body: inviteBody(users.model, false) }),
      async (request) => {
        const { body } = request;
        return users.invite(requireUser(request), { roleName, body, sendCode: smsUnlessRefused ? body.sendCode !== false : body.sendCode === true });
      },
    );
  }

  app.post(
    '/regionalManagers/invite',
    doc(
      {
        operationId: 'regionalManagerInvite',
        tags: ['regionalManager'],
        summary: 'Invite a regional manager: {user, code} (user shaped by ?filter fields/include); SMS with sendCode',
        response: inviteResult,
      },
      { querystring: FilterQuery, body: inviteBody(users.model, false) },
    ),
    async (request) => {
      const { body } = request;
      const filter = parseObjectParam(request.query.filter);
      return users.invite(requireUser(request), {
        roleName: 'regionalManager',
        body,
        sendCode: body.sendCode === true,
        filter: filter && { fields: filter.fields, include: filter.include },
      });
    },
  );

  app.get(
    '/vendors/withOnline',
    doc(
      {
        operationId: 'vendorWithOnline',
        tags: ['vendor'],
        summary: 'Vendors within the scope, each with `online` (a connected app device)',
        response: { type: 'array', items: { allOf: [ref('User'), { type: 'object', required: ['online'], properties: { online: { type: 'boolean' } } }] } },
      },
      { querystring: SearchQuery },
    ),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      const rows = await users.find(parseObjectParam(query.filter), user, users.searchWithin(roleCondition('vendor'), query.search));
      return rows.map((row) => ({ ...row, online: typeof row.id === 'number' && online.isOnline(row.id) }));
    },
  );

  app.get(
    '/vendors/countWithOnline',
    doc(
      { operationId: 'vendorCountWithOnline', tags: ['vendor'], summary: 'Count the vendors within the scope: {count}', response: { $ref: '#/components/schemas/Count' } },
      { querystring: WhereQuery },
    ),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      return { count: await users.count(parseObjectParam(query.where), user, users.searchWithin(roleCondition('vendor'), query.search)) };
    },
  );
}
