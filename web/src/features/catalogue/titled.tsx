// Regions, adm. entities and place types (spec §2, §3): rows of an id and a title. One list screen
// (search, pages of 12, sort by title or id, in the URL) and one editor (`titled-editor.tsx`: create,
// rename, delete with 'Подтвердите удаление'; refused while cities or places still use the record),
// configured per kind by its operations. Regions and adm. entities have an editor route of their own;
// place types are edited on their list screen (`?edit=new` / `?edit=5`), the editor's code loaded
// when it is first opened (issue 27: the list does not carry the forms).
import { Skeleton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMessages } from '../../shared/i18n/define';
import { useListState } from '../../shared/ui/list-page';
import { onDemand, useOnDemand } from '../../shared/ui/on-demand';
import { admEntityKind, placeTypeKind, regionKind, type TitledKind } from './geography-kinds';
import { CatalogueList, useListQuery } from './catalogue-list';
import { catalogueMessages } from './messages';
import { titledVariables } from './catalogue-starter';
import type * as TitledEditorModule from './titled-editor';

export function TitledListPage({
  kind,
  editor,
  addIntent,
}: {
  kind: TitledKind;
  editor?: React.ReactNode;
  /** Props of the 'Добавить' link that start loading the editor's code (an inline editor's). */
  addIntent?: { onPointerEnter: () => void; onFocus: () => void };
}) {
  const t = useMessages(catalogueMessages);
  const orders = [
    { name: 'title', label: t.common.title },
    { name: 'id', label: t.common.id },
  ];
  const state = useListState({ orders });
  const [, list] = useListQuery(kind.list, titledVariables(useSearchParams()[0]), 'list');
  return <CatalogueList texts={t[kind.texts]} href={kind.editHref} addProps={addIntent} above={editor} state={state} orders={orders} {...list} />;
}

const editorCode = onDemand<typeof TitledEditorModule>(() => import('./titled-editor'));

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
  const code = useOnDemand(editorCode);
  const { open } = code;
  const wanted = edit !== null;
  // The editor shown (an 'Добавить' clicked, a row opened, or the URL as it came) loads its code; a
  // failed load is said and closes it, so that the next click asks again.
  useEffect(() => {
    if (wanted) open(undefined, close);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per opening
  }, [wanted]);
  const TitledEditor = code.module?.TitledEditor;
  const editor = !edit ? null : !TitledEditor ? (
    <Skeleton height="32" borderRadius="l3" aria-busy="true" />
  ) : (
    <TitledEditor
      key={edit}
      kind={kind}
      id={id}
      onCreated={(id) =>
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          next.set('edit', String(id));
          return next;
        })
      }
      onRemoved={close}
      onCancel={close}
    />
  );
  return <TitledListPage kind={kind} editor={editor} addIntent={code.intent} />;
}

// The list routes (app/router.tsx); the editor routes are `titled-editor.tsx` (a chunk of its own: a list does not load the forms, issue 27).
export const AdmEntitiesPage = () => <TitledListPage kind={admEntityKind} />;
export const RegionsPage = () => <TitledListPage kind={regionKind} />;
export const PlaceTypesPage = () => <TitledInlinePage kind={placeTypeKind} />;
