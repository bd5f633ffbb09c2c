// What one kind of titled record is (region, adm. entity, place type): its operations, aliased to
// one shape, and its links; shared by the list (`titled.tsx`) and the editor (`titled-editor.tsx`).
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
  editHref: (id: number | null) => string;
  /** The list's `__typename` field in the cache, evicted after a change. */
  cacheField: string;
  /** The row's `__typename`, to drop a deleted row from the cache. */
  typename: 'Region' | 'AdmEntity' | 'PlaceType';
}
