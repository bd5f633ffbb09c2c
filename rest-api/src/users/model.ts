// The User model (spec §3) and the Role model (decisions §9).
import { sql } from 'kysely';
import { bool, date, defineModel, int, jsonb, text } from '../models/define';
import { loadUserCityIds, loadUserPlaceIds } from './repository';

export const roleModel = defineModel({
  name: 'Role',
  table: 'roles',
  properties: {
    id: int,
    name: text,
    title: text,
    createdAt: date,
    updatedAt: date,
  },
  relations: {
    users: { type: 'hasMany', model: 'User', foreignKey: 'roleId' },
  },
});

export const userModel = defineModel({
  name: 'User',
  table: 'users',
  properties: {
    id: int,
    name: text,
    surname: text,
    middleName: text,
    phone: text,
    email: text,
    phoneVerified: bool,
    emailVerified: bool,
    blocked: bool,
    roleId: int,
    roleName: { type: 'String', expression: sql`select roles.name from roles where roles.id = users.role_id` },
    platform: text,
    avatar: jsonb,
    cityId: int,
    cityIds: { type: 'Number', loaded: true, array: true },
    inviterId: int,
    placeId: int,
    placeIds: { type: 'Number', loaded: true, array: true },
    campaignId: int,
    score: int,
    pendingScore: int,
    registrationConfirmed: bool,
    registrationConfirmedAt: date,
    inn: text,
    createdAt: date,
    updatedAt: date,
    password: { type: 'String', column: 'password_hash', hidden: true },
  },
  relations: {
    role: { type: 'belongsTo', model: 'Role', foreignKey: 'roleId' },
    city: { type: 'belongsTo', model: 'City', foreignKey: 'cityId' },
    place: { type: 'belongsTo', model: 'Place', foreignKey: 'placeId' },
    inviter: { type: 'belongsTo', model: 'User', foreignKey: 'inviterId' },
    tickets: { type: 'hasMany', model: 'Ticket', foreignKey: 'userId' },
  },
  defaultInclude: ['role'],
  loaders: { cityIds: loadUserCityIds, placeIds: loadUserPlaceIds },
});
