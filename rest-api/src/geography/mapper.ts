// JSON of regions, cities and places (the gateway's RestRegion, RestCity, RestPlace).

export interface LatLngJson {
  lat: number;
  lng: number;
}

export interface RegionJson {
  id: number;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface CityJson {
  id: number;
  title: string;
  /** The region's title. */
  regionName: string | null;
  timeZone: string | null;
  regionId: number | null;
  admEntityId: number | null;
  location: LatLngJson | null;
  createdAt: string;
  updatedAt: string;
  region?: RegionJson;
}

export interface PlaceJson {
  id: number;
  internalId: string | null;
  title: string | null;
  description: string | null;
  address: string | null;
  inn: string | null;
  location: LatLngJson | null;
  image: unknown;
  cityId: number | null;
  campaignId: number | null;
  placeTypeId: number | null;
  distributingFacilityId: number | null;
  blocked: boolean;
  createdAt: string;
  updatedAt: string;
  city?: CityJson;
}
