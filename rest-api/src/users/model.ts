// The User model (spec §3) and the Role model (product-rules §9).
import { sql } from 'kysely';
import { adminOnly, userScope } from '../auth/scope';
import { belongsTo, bool, date, defineModel, hasMany, int, text, file, timestamps } from '../models/define';

export const roleModel = defineModel({
  name: 'Role',
  table: 'roles',
  properties: {
    id: int,
    name: text,
    title: text,
    ...timestamps,
  },
  relations: hasMany('roleId', { users: 'User' }),
});

export const userModel = defineModel({
  name: 'User',
  table: 'users',
  properties: {
    id: int,
    name: text,
    surname: text,
    middleName: text,
    phone: { type: 'String', format: 'phone' },
    email: { type: 'String', format: 'email' },
    phoneVerified: bool,
    emailVerified: bool,
    blocked: bool,
    roleId: int,
    roleName: { type: 'String', expression: sql`select roles.name from roles where roles.id = users.role_id` },
    platform: text,
    avatar: file,
    cityId: int,
    // In the user's own query (issue 27).
    cityIds: {
      type: 'Number',
      loaded: true,
      array: true,
      inline: sql`coalesce((select array_agg(uc.city_id order by uc.city_id) from user_cities uc where uc.user_id = users.id), '{}')`,
    },
    inviterId: int,
    placeId: int,
    placeIds: {
      type: 'Number',
      loaded: true,
      array: true,
      inline: sql`coalesce((select array_agg(up.place_id order by up.place_id) from user_places up where up.user_id = users.id), '{}')`,
    },
    campaignId: int,
    score: { ...int, readOnly: true },
    pendingScore: { ...int, readOnly: true },
    registrationConfirmed: bool,
    registrationConfirmedAt: date,
    inn: { type: 'String', format: 'inn' },
    ...timestamps,
    password: { type: 'String', column: 'password_hash', hidden: true },
  },
  relations: {
    ...belongsTo('Role', 'City', 'Place'),
    inviter: { type: 'belongsTo', model: 'User', foreignKey: 'inviterId' },
    ...hasMany('userId', { tickets: 'Ticket' }),
    places: { type: 'hasMany', model: 'Place', foreignKey: 'id', through: { table: 'user_places', from: 'user_id', to: 'place_id' } },
    cities: { type: 'hasMany', model: 'City', foreignKey: 'id', through: { table: 'user_cities', from: 'user_id', to: 'city_id' } },
  },
  defaultInclude: ['role'],
  scopeFor: userScope,
  searchFields: ['name', 'surname', 'phone', 'email'],
  // Writes of users go through the users repository (invites, edits, assignments), which applies
  // the rules of product-rules §1 itself; the generic create and delete stay with admins.
  writeScopeFor: adminOnly,
});
