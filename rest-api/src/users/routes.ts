// Users (spec §7): the stock routes (PATCH replaced by the spec's edit), users by role, vendors,
// invites, place assignments, vendors with their online flag. /users/login, /logout, /me and
// /renewToken: auth/routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, writing } from '../auth/middleware';
import { NO_SESSIONS, type SessionEnder } from '../auth/routes';
import { isPlainObject } from '../models/filter/util';
import { parseObjectParam } from '../models/filter';
import { expectedUpdatedAt, parseId, registerModelRoutes } from '../models/routes';
import { page, ref, routeOptions, type RouteDoc, type RouteSchema, type Schema } from '../openapi/docs';
import { AnyObject, FilterQuery, IdParams, IdString, IntegerLike, PreconditionQuery, SearchQuery, WhereQuery } from '../openapi/schemas';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { assertRoleName, roleCondition, type RoleName, type UsersRepository } from './repository';
import { validationError } from '../errors';
import { MESSAGES } from '../models/field-messages';
import { registerUserBulkRoute } from './bulk';

/** Whether a user has a connected app device (the socket registry plugs in here). */
export interface OnlineUsers {
  isOnline(userId: number): boolean;
}

export const NOBODY_ONLINE: OnlineUsers = { isOnline: () => false };

const doc = <S extends RouteSchema = Record<never, never>>(openapi: RouteDoc, schema: S = {} as S) => routeOptions(openapi, schema);
const tags = ['User'];
/**
 * `{userId, placeId}`. Ids or their digits; a missing or bad one answers the route's own 422 (bodyId),
 * so the schema does not require them.
 */
const userAndPlace = Type.Object({ userId: Type.Optional(IntegerLike('The user id')), placeId: Type.Optional(IntegerLike('The place id')) });
const userAndPlaceParams = Type.Object({ userId: IdString('The user id'), placeId: IdString('The place id') });
const inviteResult: Schema = { type: 'object', required: ['user', 'code'], properties: { user: ref('User'), code: { type: 'string' } } };
/**
 * An invite: the user's properties (validated by the model: 422 in Russian), so only documented here,
 * not validated by the schema (a phone is normalized first: `8 999 …` is a phone).
 */
const inviteBody = (required: string[], extra: Record<string, Schema> = {}): Schema => ({
  type: 'object',
  required,
  properties: {
    name: { type: 'string' },
    surname: { type: 'string' },
    middleName: { type: 'string' },
    phone: { type: 'string', description: '+7 and 10 digits (8 999 …, 7999… and 10 bare digits are read as such)' },
    ...extra,
  },
});

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return isPlainObject(request.body) ? request.body : {};
}

/** An id from a body: a positive integer (or its digits), else a 422 naming the property. */
function bodyId(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  const id = typeof value === 'number' ? value : typeof value === 'string' ? parseId(value) : null;
  if (value === undefined || value === null || value === '') throw validationError('User', name, 'presence', MESSAGES.presence, value);
  if (id === null || !Number.isInteger(id) || id <= 0) throw validationError('User', name, 'type', MESSAGES.integer, value);
  return id;
}

function sendCodeOf(body: Record<string, unknown>, fallback: boolean): boolean {
  const value = body.sendCode;
  if (value === undefined || value === null) return fallback;
  return value === true || value === 'true' || value === 1 || value === '1';
}

export function registerUserRoutes(fastify: FastifyInstance, users: UsersRepository, online: OnlineUsers = NOBODY_ONLINE, sessions: SessionEnder = NO_SESSIONS): void {
  registerModelRoutes(fastify, '/users', users, { without: ['update'] });
  registerUserBulkRoute(fastify, users, sessions);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.patch(
    '/users/:id',
    doc(
      {
        operationId: 'userPatchAttributes',
        tags,
        summary: 'Edit a user: name, surname, middleName, phone, email, phoneVerified, blocked, avatar, cityIds (blocking revokes its tokens)',
        body: { allOf: [ref('User'), { type: 'object', properties: { cityIds: { type: 'array', items: { type: 'integer' } } } }] },
        response: ref('User'),
      },
      { params: IdParams, querystring: PreconditionQuery },
    ),
    async (request) => {
      const updated = await users.patch(requireUser(request), parseId(request.params.id), request.body, request.params.id, expectedUpdatedAt(request.query));
      // Blocking revoked the user's tokens (committed by now): its open sockets end too.
      if (isPlainObject(request.body) && request.body.blocked === true && typeof updated.id === 'number') sessions.endSessions({ userId: updated.id });
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
        body: inviteBody(['phone', 'roleName'], { roleName: { type: 'string' }, placeId: { type: 'integer' }, sendCode: { type: 'boolean' } }),
        response: inviteResult,
      },
      { body: AnyObject() },
    ),
    async (request) => {
      const user = requireUser(request);
      const body = bodyOf(request);
      return users.invite(user, { roleName: assertRoleName(body.roleName), body, sendCode: sendCodeOf(body, true) });
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
        async (request) => {
          const body = bodyOf(request);
          return users.assignPlace(requireUser(request), bodyId(body, 'userId'), bodyId(body, 'placeId'), assign, roleName);
        },
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
        async (request) => {
          const body = bodyOf(request);
          return users.assignPlace(requireUser(request), bodyId(body, 'userId'), bodyId(body, 'placeId'), assign, roleName);
        },
      );
    }
  }

  app.post(
    '/vendors/invite',
    doc(
      {
        operationId: 'vendorInvite',
        tags: ['vendor'],
        summary: 'Invite a vendor; the code goes out by SMS: {user, code}',
        body: inviteBody(['phone'], {
          email: { type: 'string' },
          inn: { type: 'string' },
          cityId: { type: 'integer' },
          placeId: { type: 'integer' },
          inviterId: { type: 'integer' },
        }),
        response: inviteResult,
      },
      { body: AnyObject() },
    ),
    async (request) => {
      const body = bodyOf(request);
      return users.invite(requireUser(request), { roleName: 'vendor', body, sendCode: sendCodeOf(body, true) });
    },
  );

  app.post(
    '/salesMans/invite',
    doc(
      {
        operationId: 'salesManInvite',
        tags: ['salesMan'],
        summary: 'Invite a sales rep: {user, code}; SMS with sendCode',
        body: inviteBody(['phone'], { inviterId: { type: 'integer' }, cityId: { type: 'integer' }, placeId: { type: 'integer' }, sendCode: { type: 'boolean' } }),
        response: inviteResult,
      },
      { body: AnyObject() },
    ),
    async (request) => {
      const body = bodyOf(request);
      return users.invite(requireUser(request), { roleName: 'salesMan', body, sendCode: sendCodeOf(body, false) });
    },
  );

  app.post(
    '/regionalManagers/invite',
    doc(
      {
        operationId: 'regionalManagerInvite',
        tags: ['regionalManager'],
        summary: 'Invite a regional manager: {user, code} (user shaped by ?filter fields/include); SMS with sendCode',
        body: inviteBody(['phone'], { cityId: { type: 'integer' }, sendCode: { type: 'boolean' } }),
        response: inviteResult,
      },
      { querystring: FilterQuery, body: AnyObject() },
    ),
    async (request) => {
      const body = bodyOf(request);
      const filter = parseObjectParam(request.query.filter);
      return users.invite(requireUser(request), {
        roleName: 'regionalManager',
        body,
        sendCode: sendCodeOf(body, false),
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
