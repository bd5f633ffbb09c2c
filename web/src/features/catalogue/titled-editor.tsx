// The editor of a region, an adm. entity or a place type (`titled.tsx` has the kinds and the list):
// its own route for regions and adm. entities, inline on the list for place types, loaded on demand.
import { useEffect } from 'react';
import * as z from '../../shared/form/schema';
import { useNavigate, useParams } from 'react-router-dom';
import { KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { Editor, EditorPage, routeId, useNavigateSoon, useRecordEditor } from './editor-kit';
import { admEntityKind, regionKind, type TitledKind } from './geography-kinds';
import { catalogueMessages } from './messages';

/** The editor of one titled row (or of a new one when `id` is null). */
export function TitledEditor({
  kind,
  id,
  onCreated,
  onRemoved,
  onCancel,
}: {
  kind: TitledKind;
  id: number | null;
  onCreated: (id: number) => unknown;
  /** Leaves the deleted record: to the list, or closing the inline editor. */
  onRemoved: () => unknown;
  onCancel?: () => void;
}) {
  const t = useMessages(catalogueMessages);
  const texts = t[kind.texts];
  const [loaded, { create, update, editor }] = useRecordEditor(id, texts, {
    read: { query: kind.item, record: (data) => data.item },
    writes: kind,
    usage: { query: kind.usage, total: (data) => data?.usage.total },
    lists: [kind.cacheField],
    leave: onRemoved,
    created: onCreated,
  });
  const form = useZodForm(({ f }) => z.object({ title: f.required(255) }), { defaultValues: { title: '' } });
  useEffect(() => {
    if (loaded) form.reset({ title: loaded.title }, KEEP_EDITS);
  }, [loaded, form]);

  return (
    <Editor
      {...editor}
      outline="32"
      form={form}
      onSubmit={async ({ title }) => {
        // The title is the record's one field (the contract requires it): a save is its change.
        return (id === null ? await create({ variables: { input: { title } } }) : await update({ variables: { id, input: { title } } })).data?.saved;
      }}
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
      <TitledEditor key={id ?? 'new'} kind={kind} id={id} onCreated={(id) => navigateSoon(kind.editHref(id), true)} onRemoved={() => navigate(kind.listHref)} />
    </EditorPage>
  );
}

// The editor routes of regions and administrative entities (`region/:id?`, `adm-entity/:id?`), loaded per route by app/router.tsx.
export const AdmEntityPage = () => <TitledEditorPage kind={admEntityKind} id={routeId(useParams().id)} />;
export const RegionPage = () => <TitledEditorPage kind={regionKind} id={routeId(useParams().id)} />;
