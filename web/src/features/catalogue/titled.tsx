// Regions, adm. entities and place types (spec §2, §3): rows of an id and a title. One list screen
// (search, pages of 12, sort by title or id, in the URL) and one editor (create, rename, delete with
// 'Подтвердите удаление'; refused while cities or places still use the record), configured per kind
// by its operations. Regions and adm. entities have an editor route of their own; place types are
// edited on their list screen (`?edit=new` / `?edit=5`).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Button, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { formatNumber } from '../../shared/format';
import { KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { ListPage, useListState } from '../../shared/ui/list-page';
import { PageHeader } from '../../shared/ui/page-header';
import { useDeleteFlow, useIsAdmin, useNavigateSoon } from './common';
import { Editor, EditorPage } from './editor-kit';
import { catalogueMessages } from './messages';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { optionLabel } from '../../shared/ui/search-select';

export interface TitledRow {
  id: number;
  title: string;
}

type TitledOrderInput = { field: 'id' | 'title'; direction: 'ASC' | 'DESC' };

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

const ORDER_BY: Record<string, TitledOrderInput[]> = {
  title: [{ field: 'title', direction: 'ASC' }],
  id: [{ field: 'id', direction: 'DESC' }],
};

export function TitledListPage({ kind, editor }: { kind: TitledKind; editor?: React.ReactNode }) {
  const t = useMessages(catalogueMessages);
  const texts = t[kind.texts];
  const admin = useIsAdmin();
  const orders = [
    { name: 'title', label: t.common.title },
    { name: 'id', label: t.common.id },
  ];
  const state = useListState({ orders });
  const orderBy = state.sort ? [state.sort as TitledOrderInput] : ORDER_BY[state.order ?? 'title']!;
  const { data, previousData, loading, error, refetch } = useQuery(kind.list, {
    variables: { search: state.search || undefined, page: state.page, pageSize: state.pageSize, orderBy },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const columns: DataColumn<TitledRow>[] = [
    { key: 'id', header: t.common.id, cell: (r) => r.id, sortField: 'id', firstDirection: 'DESC', nowrap: true },
    { key: 'title', header: t.common.title, cell: (r) => r.title, sortField: 'title', link: true },
  ];
  return (
    <Stack gap="4">
      <PageHeader
        title={texts.list}
        subtitle={shown ? t.common.total(formatNumber(shown.list.total)) : undefined}
        actions={
          admin ? (
            <Button asChild>
              <RouterLink to={kind.editHref(null)}>{t.common.add}</RouterLink>
            </Button>
          ) : undefined
        }
      />
      {editor}
      <ListPage
        state={state}
        orders={orders}
        items={shown?.list.items}
        total={shown?.list.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        searchPlaceholder={texts.searchPlaceholder}
      >
        {(items) => (
          <DataTable
            label={texts.list}
            columns={columns}
            rows={items}
            rowKey={(r) => r.id}
            rowHref={(r) => kind.editHref(r.id)}
            rowLabel={(r) => t.common.open(r.title)}
            sort={state.sort}
            onSortChange={state.setSort}
            busy={loading}
          />
        )}
      </ListPage>
    </Stack>
  );
}

/** The editor of one titled row (or of a new one when `id` is null). */
export function TitledEditor({
  kind,
  id,
  onSaved,
  onRemoved,
  onCancel,
}: {
  kind: TitledKind;
  id: number | null;
  onSaved: (row: TitledRow, created: boolean) => void;
  /** Leaves the deleted record: to the list, or closing the inline editor. */
  onRemoved: () => unknown;
  onCancel?: () => void;
}) {
  const t = useMessages(catalogueMessages);
  const texts = t[kind.texts];
  const client = useApolloClient();
  const remove = useDeleteFlow();
  const { data, error, refetch } = useQuery(kind.item, { variables: { id: id ?? 0 }, skip: id === null || remove.removed });
  usePageCrumbs(data ? [{ label: optionLabel(data.item.title) }] : undefined);
  const [create] = useMutation(kind.create);
  const [update] = useMutation(kind.update);
  const [destroy, { loading: removing }] = useMutation(kind.remove);
  const form = useZodForm(({ f }) => z.object({ title: f.required(255) }), { defaultValues: { title: '' } });
  const loaded = data?.item;
  useEffect(() => {
    if (loaded) form.reset({ title: loaded.title }, KEEP_EDITS);
  }, [loaded, form]);

  return (
    <Editor
      id={id}
      texts={{ one: texts.one, new: texts.new }}
      record={loaded}
      error={error}
      refetch={refetch}
      deletion={{
        flow: remove,
        loading: removing,
        of: (loaded) => ({
          description: texts.removeText(loaded.title),
          usage: async () => (await client.query({ query: kind.usage, variables: { id: loaded.id }, fetchPolicy: 'network-only' })).data?.usage.total ?? 0,
          inUse: (count) => texts.inUse(loaded.title, count),
          remove: () => destroy({ variables: { id: loaded.id } }),
          record: { __typename: kind.typename, id: loaded.id },
          lists: [kind.cacheField],
          leave: onRemoved,
        }),
      }}
      outline="32"
      form={form}
      onSubmit={async ({ title }) => {
        const result = id === null ? await create({ variables: { input: { title } } }) : await update({ variables: { id, input: { title } } });
        client.cache.evict({ fieldName: kind.cacheField });
        return result.data?.saved;
      }}
      onSaved={(saved) => saved && onSaved(saved as TitledRow, id === null)}
      fields={[{ text: 'title', label: t.common.title, required: true }]}
      onCancel={onCancel}
      back={kind.listHref}
    />
  );
}

/** The editor route of a kind (`region/:id?`, `adm-entity/:id?`). */
export function TitledEditorPage({ kind, id }: { kind: TitledKind; id: number | null }) {
  const navigate = useNavigate();
  const navigateSoon = useNavigateSoon();
  const t = useMessages(catalogueMessages);
  return (
    <EditorPage id={id} texts={t[kind.texts]} maxW="2xl">
      <TitledEditor
        key={id ?? 'new'}
        kind={kind}
        id={id}
        onSaved={(row, created) => created && navigateSoon(kind.editHref(row.id), true)}
        onRemoved={() => navigate(kind.listHref)}
      />
    </EditorPage>
  );
}

/** A list whose rows are edited on the same screen (`?edit=new` or `?edit=<id>`): place types. */
export function TitledInlinePage({ kind }: { kind: TitledKind }) {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const id = edit && /^\d+$/.test(edit) ? Number(edit) : null;
  const close = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('edit');
      return next;
    });
  const editor = edit ? (
    <TitledEditor
      key={edit}
      kind={kind}
      id={id}
      onSaved={(row, created) =>
        created &&
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          next.set('edit', String(row.id));
          return next;
        })
      }
      onRemoved={close}
      onCancel={close}
    />
  ) : null;
  return <TitledListPage kind={kind} editor={editor} />;
}
