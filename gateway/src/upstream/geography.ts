// Reference data of geography (spec §7): regions, cities, administrative entities, place types.
import { model } from './loopback';
import type { RestAdmEntity, RestCity, RestPlaceType, RestRegion } from './types';

export const regions = model<RestRegion>('/regions');
export const cities = model<RestCity>('/cities');
export const admEntities = model<RestAdmEntity>('/admEntities');
export const placeTypes = model<RestPlaceType>('/placeTypes');
