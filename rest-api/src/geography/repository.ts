// Every query of the geography domain (regions, cities, places).
import type { ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';

export class RegionsRepository extends ModelRepository {
  constructor(engine: ModelEngine) {
    super(engine, 'Region');
  }
}

export class CitiesRepository extends ModelRepository {
  constructor(engine: ModelEngine) {
    super(engine, 'City');
  }
}

export class PlacesRepository extends ModelRepository {
  constructor(engine: ModelEngine) {
    super(engine, 'Place');
  }
}
