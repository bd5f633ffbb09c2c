// The operations of regions, adm. entities and place types, aliased to one shape (`list`, `item`,
// `saved`, `removed`, `usage`) so that one list and one editor serve the three kinds; what a kind is (`TitledKind`),
// shared by the list (`titled.tsx`) and the editor (`titled-editor.tsx`).
import { graphql } from '../../__generated__';
import { paths, to } from '../../shared/paths';
import type { TypedDocumentNode } from '@apollo/client';

export interface TitledRow {
  id: number;
  title: string;
}

export type TitledOrderInput = { field: 'id' | 'title'; direction: 'ASC' | 'DESC' };

export interface TitledKind {
  /** Key of the kind's texts in the catalogue messages. */
  texts: 'regions' | 'admEntities' | 'placeTypes';
  list: TypedDocumentNode<
    { list: { items: TitledRow[]; total: number } },
    { search?: string | null; page: number; pageSize: number; orderBy?: TitledOrderInput[] | TitledOrderInput | null }
  >;
  item: TypedDocumentNode<{ item: TitledRow }, { id: number }>;
  create: TypedDocumentNode<{ saved: TitledRow }, { input: { title: string } }>;
  update: TypedDocumentNode<{ saved: TitledRow }, { id: number; input: { title: string } }>;
  remove: TypedDocumentNode<{ removed: boolean }, { id: number }>;
  /** How many rows still use the record (a delete is refused above zero). */
  usage: TypedDocumentNode<{ usage: { total: number } }, { id: number }>;
  /** Link of the list and of one row's editor. */
  listHref: string;
  editHref: (id?: number) => string;
  /** The list's `__typename` field in the cache, evicted after a change. */
  cacheField: string;
  /** The row's `__typename`, to drop a deleted row from the cache. */
  typename: 'Region' | 'AdmEntity' | 'PlaceType';
}

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
