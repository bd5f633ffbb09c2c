// The operations of regions, adm. entities and place types, aliased to one shape (`list`, `item`,
// `saved`, `removed`, `usage`) so that one list and one editor serve the three kinds.
import { graphql } from '../../__generated__';
import { paths, to } from '../../shared/paths';
import type { TitledKind } from './titled-kind';

const RegionsRouteQuery = graphql(`
  query RegionsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {
    list: regions(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        id
        title
      }
      total
    }
  }
`);
const RegionRouteQuery = graphql(`
  query RegionRoute($id: Int!) {
    item: region(id: $id) {
      id
      title
    }
  }
`);
const CreateRegionMutation = graphql(`
  mutation CreateRegion($input: TitledInput!) {
    saved: createRegion(input: $input) {
      id
      title
    }
  }
`);
const UpdateRegionMutation = graphql(`
  mutation UpdateRegion($id: Int!, $input: TitledInput!) {
    saved: updateRegion(id: $id, input: $input) {
      id
      title
    }
  }
`);
const DeleteRegionMutation = graphql(`
  mutation DeleteRegion($id: Int!) {
    removed: deleteRegion(id: $id)
  }
`);
const RegionUsageQuery = graphql(`
  query RegionUsage($id: Int!) {
    usage: cities(where: { regionId: { eq: $id } }, pageSize: 1) {
      total
    }
  }
`);

const AdmEntitiesRouteQuery = graphql(`
  query AdmEntitiesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {
    list: admEntities(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        id
        title
      }
      total
    }
  }
`);
const AdmEntityRouteQuery = graphql(`
  query AdmEntityRoute($id: Int!) {
    item: admEntity(id: $id) {
      id
      title
    }
  }
`);
const CreateAdmEntityMutation = graphql(`
  mutation CreateAdmEntity($input: TitledInput!) {
    saved: createAdmEntity(input: $input) {
      id
      title
    }
  }
`);
const UpdateAdmEntityMutation = graphql(`
  mutation UpdateAdmEntity($id: Int!, $input: TitledInput!) {
    saved: updateAdmEntity(id: $id, input: $input) {
      id
      title
    }
  }
`);
const DeleteAdmEntityMutation = graphql(`
  mutation DeleteAdmEntity($id: Int!) {
    removed: deleteAdmEntity(id: $id)
  }
`);
const AdmEntityUsageQuery = graphql(`
  query AdmEntityUsage($id: Int!) {
    usage: cities(where: { admEntityId: { eq: $id } }, pageSize: 1) {
      total
    }
  }
`);

const PlaceTypesRouteQuery = graphql(`
  query PlaceTypesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {
    list: placeTypes(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        id
        title
      }
      total
    }
  }
`);
const PlaceTypeQuery = graphql(`
  query PlaceTypeEditor($id: Int!) {
    item: placeType(id: $id) {
      id
      title
    }
  }
`);
const CreatePlaceTypeMutation = graphql(`
  mutation CreatePlaceType($input: TitledInput!) {
    saved: createPlaceType(input: $input) {
      id
      title
    }
  }
`);
const UpdatePlaceTypeMutation = graphql(`
  mutation UpdatePlaceType($id: Int!, $input: TitledInput!) {
    saved: updatePlaceType(id: $id, input: $input) {
      id
      title
    }
  }
`);
const DeletePlaceTypeMutation = graphql(`
  mutation DeletePlaceType($id: Int!) {
    removed: deletePlaceType(id: $id)
  }
`);
const PlaceTypeUsageQuery = graphql(`
  query PlaceTypeUsage($id: Int!) {
    usage: places(where: { placeTypeId: { eq: $id } }, pageSize: 1) {
      total
    }
  }
`);

export const regionKind: TitledKind = {
  texts: 'regions',
  list: RegionsRouteQuery,
  item: RegionRouteQuery,
  create: CreateRegionMutation,
  update: UpdateRegionMutation,
  remove: DeleteRegionMutation,
  usage: RegionUsageQuery,
  listHref: paths.regions,
  editHref: (id) => to(paths.region, { id }),
  cacheField: 'regions',
  typename: 'Region',
};

export const admEntityKind: TitledKind = {
  texts: 'admEntities',
  list: AdmEntitiesRouteQuery,
  item: AdmEntityRouteQuery,
  create: CreateAdmEntityMutation,
  update: UpdateAdmEntityMutation,
  remove: DeleteAdmEntityMutation,
  usage: AdmEntityUsageQuery,
  listHref: paths.admEntities,
  editHref: (id) => to(paths.admEntity, { id }),
  cacheField: 'admEntities',
  typename: 'AdmEntity',
};

export const placeTypeKind: TitledKind = {
  texts: 'placeTypes',
  list: PlaceTypesRouteQuery,
  item: PlaceTypeQuery,
  create: CreatePlaceTypeMutation,
  update: UpdatePlaceTypeMutation,
  remove: DeletePlaceTypeMutation,
  usage: PlaceTypeUsageQuery,
  listHref: paths.placeTypes,
  editHref: (id) => `${paths.placeTypes}?edit=${id ?? 'new'}`,
  cacheField: 'placeTypes',
  typename: 'PlaceType',
};
