// Regions, administrative entities, place types, cities and places (spec §3).
import { sql } from 'kysely';
import { adminOnly, placeColumnScope, referenceData } from '../auth/scope';
import { belongsTo, bool, defineModel, hasMany, int, point, requiredText, text, file, timestamps, type ModelInput } from '../models/define';

/** A titled record of reference data (a region, an administrative entity, a place type), searched by its title. */
const titledModel = (name: string, table: string, relations: ModelInput['relations']) =>
  defineModel({ name, table, properties: { id: int, title: requiredText, ...timestamps }, relations, searchFields: ['title'], ...referenceData });

export const regionModel = titledModel('Region', 'regions', hasMany('regionId', { cities: 'City' }));
export const admEntityModel = titledModel('AdmEntity', 'adm_entities', hasMany('admEntityId', { cities: 'City' }));
export const placeTypeModel = titledModel('PlaceType', 'place_types', hasMany('placeTypeId', { places: 'Place' }));

export const cityModel = defineModel({
  name: 'City',
  table: 'cities',
  properties: {
    id: int,
    title: requiredText,
    regionName: { type: 'String', expression: sql`select regions.title from regions where regions.id = cities.region_id` },
    timeZone: text,
    regionId: int,
    admEntityId: int,
    location: point,
    ...timestamps,
  },
  relations: { ...belongsTo('Region', 'AdmEntity'), ...hasMany('cityId', { places: 'Place' }) },
  searchFields: ['title'],
  ...referenceData,
});

export const placeModel = defineModel({
  name: 'Place',
  table: 'places',
  properties: {
    id: int,
    internalId: text,
    title: requiredText,
    description: text,
    address: text,
    inn: { type: 'String', format: 'inn' },
    location: point,
    image: file,
    cityId: int,
    campaignId: int,
    placeTypeId: int,
    distributingFacilityId: int,
    blocked: bool,
    ...timestamps,
  },
  relations: {
    ...belongsTo('City', 'PlaceType'),
    ...hasMany('placeId', { tickets: 'Ticket', vendors: 'User' }),
    users: { type: 'hasMany', model: 'User', foreignKey: 'id', through: { table: 'user_places', from: 'place_id', to: 'user_id' } },
    ...hasMany('placeId', { plans: 'Plan' }),
    ...belongsTo('Campaign'),
  },
  // Admin all; a regional manager the places of its cities; a sales rep and a vendor their own.
  scopeFor: (user) => placeColumnScope(user, sql`places.id`),
  searchFields: ['title', 'address', 'internalId', 'inn'],
  // Admin all; a regional manager edits the places of its cities; others read only.
  writeScopeFor: (user) => (user.roleName === 'regionalManager' ? placeColumnScope(user, sql`places.id`) : adminOnly(user)),
});
