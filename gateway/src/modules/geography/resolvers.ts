import type { Resolvers } from '../../__generated__/resolvers-types';
import { byIdField } from '../../loaders';
import { admEntities, cities, placeTypes, regions } from '../../upstream/geography';
import { places } from '../../upstream/places';
import { asFile, restFile } from '../files/resolvers';
import { listResolver } from '../list-resolver';
import { createMutation, deleteMutation, updateMutation } from '../mutations';
import { asPoint } from '../../shared/geo';
import { CITY_SHAPE, PLACE_SHAPE, TITLED_SHAPE } from '../shapes';

const createPlace = createMutation(places);
const updatePlace = updateMutation(places, PLACE_SHAPE);

/** Spec §5: places are searched by title, address, internal id and INN. */
const PLACE_SEARCH = ['title', 'address', 'internalId', 'inn'];

export const geographyResolvers: Resolvers = {
  Query: {
    regions: listResolver({
      route: regions,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: TITLED_SHAPE,
    }),
    region: byIdField('regionById', (id) => `Регион ${id} не найден`),
    cities: listResolver({
      route: cities,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: CITY_SHAPE,
      relations: { 'City.region': TITLED_SHAPE },
    }),
    city: byIdField('cityById', (id) => `Город ${id} не найден`),
    places: listResolver({
      route: places,
      searchFields: PLACE_SEARCH,
      defaultOrder: ['id DESC'],
      shape: PLACE_SHAPE,
      relations: { 'Place.city': CITY_SHAPE },
    }),
    place: byIdField('placeById', (id) => `Место ${id} не найдено`),
    admEntities: listResolver({
      route: admEntities,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: TITLED_SHAPE,
    }),
    admEntity: byIdField('admEntityById', (id) => `Административное образование ${id} не найдено`),
    placeTypes: listResolver({
      route: placeTypes,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: TITLED_SHAPE,
    }),
    placeType: byIdField('placeTypeById', (id) => `Тип места ${id} не найден`),
  },
  Mutation: {
    createRegion: createMutation(regions),
    updateRegion: updateMutation(regions),
    deleteRegion: deleteMutation(regions, (id) => `Регион ${id} не найден`),
    createAdmEntity: createMutation(admEntities),
    updateAdmEntity: updateMutation(admEntities),
    deleteAdmEntity: deleteMutation(admEntities, (id) => `Административное образование ${id} не найдено`),
    createPlaceType: createMutation(placeTypes),
    updatePlaceType: updateMutation(placeTypes),
    deletePlaceType: deleteMutation(placeTypes, (id) => `Тип места ${id} не найден`),
    createCity: createMutation(cities),
    updateCity: updateMutation(cities, CITY_SHAPE),
    deleteCity: deleteMutation(cities, (id) => `Город ${id} не найден`),
    createPlace: (p, { input: { image, ...input } }, ctx) => createPlace(p, { input: { ...input, image: restFile(image) } }, ctx),
    updatePlace: (p, { id, input: { image, ...input }, expectedUpdatedAt }, ctx, info) =>
      updatePlace(p, { id, input: { ...input, image: restFile(image) }, expectedUpdatedAt }, ctx, info),
    deletePlace: deleteMutation(places, (id) => `Место ${id} не найдено`),
  },
  Place: {
    blocked: (p) => !!p.blocked,
    image: (p) => asFile(p.image),
    city: (p, _args, ctx) => p.city ?? (p.cityId == null ? null : ctx.loaders.cityById.load(p.cityId)),
    placeType: (p, _args, ctx) => (p.placeTypeId == null ? null : ctx.loaders.placeTypeById.load(p.placeTypeId)),
    location: (p) => asPoint(p.location),
    campaign: (p, _args, ctx) => (p.campaignId == null ? null : ctx.loaders.campaignById.load(p.campaignId)),
    users: async (p, { role }, ctx) => {
      await ctx.capabilities.shapesKnown;
      return ctx.loaders.placeUsers(ctx.capabilities.relation('Place.users')).load(`${p.id}:${role ?? ''}`);
    },
    // Decisions ('Place assignments say what they do'): a regional manager owns the places of its cities.
    regionalManagers: async (p, _args, ctx) => (p.cityId == null ? [] : (await ctx.loaders.regionalManagers()).filter((u) => (u.cityIds ?? []).includes(p.cityId!))),
  },
  City: {
    // A derived label: from the row when the API sent it, else the region's title.
    regionName: async (c, _args, ctx) => c.regionName ?? c.region?.title ?? (c.regionId == null ? null : ((await ctx.loaders.regionById.load(c.regionId))?.title ?? null)),
    region: (c, _args, ctx) => c.region ?? (c.regionId == null ? null : ctx.loaders.regionById.load(c.regionId)),
    admEntity: (c, _args, ctx) => (c.admEntityId == null ? null : ctx.loaders.admEntityById.load(c.admEntityId)),
    location: (c) => asPoint(c.location),
  },
};
