import type { Resolvers } from '../../__generated__/resolvers-types';
import { byIdField } from '../../loaders';
import { modelPaths } from '../../upstream/api';
import type { RestAdmEntity, RestCity, RestPlace, RestPlaceType, RestRegion } from '../../upstream/types';
import { listResolver } from '../list-resolver';
import { createMutation, deleteMutation, updateMutation } from '../mutations';
import { asPoint } from '../../shared/geo';
import { CITY_SHAPE, PLACE_SHAPE, TITLED_SHAPE } from '../shapes';

/** Decisions §1: only administrators write reference data and places. */
const ADMIN = ['admin'] as const;

/** Spec §5: places are searched by title, address, internal id and INN. */
const PLACE_SEARCH = ['title', 'address', 'internalId', 'inn'];

export const geographyResolvers: Resolvers = {
  Query: {
    regions: listResolver<RestRegion>({
      path: modelPaths.regions,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: TITLED_SHAPE,
    }),
    region: byIdField('regionById', (id) => `Регион ${id} не найден`),
    cities: listResolver<RestCity>({
      path: modelPaths.cities,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: CITY_SHAPE,
      relations: { region: TITLED_SHAPE },
    }),
    city: byIdField('cityById', (id) => `Город ${id} не найден`),
    places: listResolver<RestPlace>({
      path: modelPaths.places,
      searchFields: PLACE_SEARCH,
      defaultOrder: ['id DESC'],
      shape: PLACE_SHAPE,
      relations: { city: CITY_SHAPE },
    }),
    place: byIdField('placeById', (id) => `Место ${id} не найдено`),
    admEntities: listResolver<RestAdmEntity>({
      path: modelPaths.admEntities,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: TITLED_SHAPE,
    }),
    admEntity: byIdField('admEntityById', (id) => `Административное образование ${id} не найдено`),
    placeTypes: listResolver<RestPlaceType>({
      path: modelPaths.placeTypes,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: TITLED_SHAPE,
    }),
    placeType: byIdField('placeTypeById', (id) => `Тип места ${id} не найден`),
  },
  Mutation: {
    createRegion: createMutation<RestRegion>(modelPaths.regions, ADMIN),
    updateRegion: updateMutation<RestRegion>(modelPaths.regions, ADMIN),
    deleteRegion: deleteMutation(modelPaths.regions, ADMIN, (id) => `Регион ${id} не найден`),
    createAdmEntity: createMutation<RestAdmEntity>(modelPaths.admEntities, ADMIN),
    updateAdmEntity: updateMutation<RestAdmEntity>(modelPaths.admEntities, ADMIN),
    deleteAdmEntity: deleteMutation(modelPaths.admEntities, ADMIN, (id) => `Административное образование ${id} не найдено`),
    createPlaceType: createMutation<RestPlaceType>(modelPaths.placeTypes, ADMIN),
    updatePlaceType: updateMutation<RestPlaceType>(modelPaths.placeTypes, ADMIN),
    deletePlaceType: deleteMutation(modelPaths.placeTypes, ADMIN, (id) => `Тип места ${id} не найден`),
    createCity: createMutation<RestCity>(modelPaths.cities, ADMIN),
    updateCity: updateMutation<RestCity>(modelPaths.cities, ADMIN),
    deleteCity: deleteMutation(modelPaths.cities, ADMIN, (id) => `Город ${id} не найден`),
    createPlace: createMutation<RestPlace>(modelPaths.places, ADMIN),
    updatePlace: updateMutation<RestPlace>(modelPaths.places, ADMIN),
    deletePlace: deleteMutation(modelPaths.places, ADMIN, (id) => `Место ${id} не найдено`),
  },
  Place: {
    blocked: (p) => !!p.blocked,
    city: (p, _args, ctx) => p.city ?? (p.cityId == null ? null : ctx.loaders.cityById.load(p.cityId)),
    placeType: (p, _args, ctx) => (p.placeTypeId == null ? null : ctx.loaders.placeTypeById.load(p.placeTypeId)),
    location: (p) => asPoint(p.location),
    campaign: (p, _args, ctx) => (p.campaignId == null ? null : ctx.loaders.campaignById.load(p.campaignId)),
    users: (p, { role }, ctx) => ctx.loaders.placeUsers.load(`${p.id}:${role ?? ''}`),
  },
  City: {
    region: (c, _args, ctx) => c.region ?? (c.regionId == null ? null : ctx.loaders.regionById.load(c.regionId)),
    admEntity: (c, _args, ctx) => (c.admEntityId == null ? null : ctx.loaders.admEntityById.load(c.admEntityId)),
    location: (c) => asPoint(c.location),
  },
};

