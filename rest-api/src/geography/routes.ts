// GET /regions, /cities, /places with count, findOne and :id.
import type { FastifyInstance } from 'fastify';
import { registerModelRoutes } from '../models/routes';
import type { CitiesRepository, PlacesRepository, RegionsRepository } from './repository';

export interface GeographyRepositories {
  regions: RegionsRepository;
  cities: CitiesRepository;
  places: PlacesRepository;
}

export function registerGeographyRoutes(app: FastifyInstance, { regions, cities, places }: GeographyRepositories): void {
  registerModelRoutes(app, '/regions', regions);
  registerModelRoutes(app, '/cities', cities);
  registerModelRoutes(app, '/places', places);
}
