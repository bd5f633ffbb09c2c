// The editor of a region, an adm. entity or a place type (`titled.tsx` has the kinds and the list):
// its own route for regions and adm. entities, inline on the list for place types, loaded on demand.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import * as z from '../../shared/form/schema';
import { useNavigate, useParams } from 'react-router-dom';
import { KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { optionLabel } from '../../shared/ui/search-select';
import { Editor, EditorPage, routeId, useNavigateSoon } from './editor-kit';
import { useDeleteFlow } from '../../shared/ui/delete-flow';
import { admEntityKind, regionKind, type TitledKind, type TitledRow } from './geography-kinds';
import { catalogueMessages } from './messages';

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
        // The title is the record's one field (the contract requires it): a save is its change.
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

// The editor routes of regions and administrative entities (`region/:id?`, `adm-entity/:id?`), loaded per route by app/router.tsx.
export const AdmEntityPage = () => <TitledEditorPage kind={admEntityKind} id={routeId(useParams().id)} />;
export const RegionPage = () => <TitledEditorPage kind={regionKind} id={routeId(useParams().id)} />;
