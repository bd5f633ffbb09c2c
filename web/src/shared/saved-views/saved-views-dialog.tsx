// Saved filters (issue 13): the current filters of a screen — its URL search, where every list and
// report keeps them — saved under a name on the server (per user, not in the browser), listed for
// the screen, opened (the screen's address with that search: the screen restores itself from the
// URL), renamed, deleted after a confirmation, and their link copied to share. Each mutation answers
// the view, so the cached list updates without reading it again. The button is `saved-views.tsx`.
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Field, Flex, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { TitledDialog } from '../ui/titled-dialog';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { useMessages } from '../i18n/define';
import { localeOf } from '../i18n/language';
import { notify, runAction } from '../notify/notify';
import { confirmIntent, useConfirm } from '../ui/confirm';
import { QueryError } from '../ui/query-error';
import { VIEW_NAME_MAX, viewSearch } from '../../../../schema/saved-views';
import { savedViewsMessages } from './saved-views-messages';

export const SavedViewsQuery = graphql(`
  query SavedViews($screen: String!) {
    savedViews(screen: $screen) {
      id
      screen
      name
      search
    }
  }
`);

const CreateSavedViewMutation = graphql(`
  mutation CreateSavedView($input: CreateSavedViewInput!) {
    createSavedView(input: $input) {
      id
      screen
      name
      search
    }
  }
`);

const RenameSavedViewMutation = graphql(`
  mutation RenameSavedView($id: ID!, $name: String!) {
    renameSavedView(id: $id, name: $name) {
      id
      name
    }
  }
`);

const DeleteSavedViewMutation = graphql(`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id) {
      id
    }
  }
`);

interface View {
  id: string;
  name: string;
  search: string;
}

/**
 * The dialog of the screen's saved filters, opened by `SavedViews` (`saved-views.tsx`), which loads
 * this module when asked for (issue 27). The list is read when the dialog opens (not with every visit
 * of the screen: a REST call the screen would pay for nothing).
 */
export function SavedViewsDialog({ screen, open, setOpen }: { screen: string; open: boolean; setOpen: (open: boolean) => void }) {
  const t = useMessages(savedViewsMessages);
  return (
    <TitledDialog open={open} onOpenChange={(e) => setOpen(e.open)} size="md" scrollBehavior="inside" title={t.title} closeLabel={t.close}>
      {open && <SavedViewsPanel screen={screen} onOpened={() => setOpen(false)} />}
    </TitledDialog>
  );
}

/** The list and the save form (inside the dialog; exported for a page that shows it inline). */
export function SavedViewsPanel({ screen, onOpened }: { screen: string; onOpened?: () => void }) {
  const t = useMessages(savedViewsMessages);
  const confirm = useConfirm();
  const location = useLocation();
  const current = viewSearch(location.search);
  const { data, error, refetch } = useQuery(SavedViewsQuery, { variables: { screen } });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<{ id: string; name: string; error?: string } | null>(null);
  const [create, { loading: creating }] = useMutation(CreateSavedViewMutation, {
    update(cache, { data: answer }) {
      const created = answer?.createSavedView;
      if (!created) return;
      cache.updateQuery({ query: SavedViewsQuery, variables: { screen } }, (list) =>
        list ? { savedViews: [...list.savedViews.filter((v) => v.id !== created.id), created] } : list,
      );
    },
  });
  const [rename, { loading: renamingNow }] = useMutation(RenameSavedViewMutation);
  const [remove] = useMutation(DeleteSavedViewMutation, {
    update(cache, { data: answer }) {
      const gone = answer?.deleteSavedView;
      if (gone) cache.evict({ id: cache.identify({ __typename: 'SavedView', id: gone.id }) });
      cache.gc();
    },
  });

  const views: View[] = [...(data?.savedViews ?? [])].sort((a, b) => a.name.localeCompare(b.name, localeOf()));
  const href = (view: View) => `${location.pathname}${view.search ? `?${view.search}` : ''}`;

  const check = (value: string) => (!value.trim() ? t.nameRequired : value.trim().length > VIEW_NAME_MAX ? t.nameTooLong : undefined);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = check(name);
    setNameError(problem);
    if (problem) return;
    const trimmed = name.trim();
    const done = await runAction(() => create({ variables: { input: { screen, name: trimmed, search: current } } }), {
      success: t.saved(trimmed),
      fieldLabels: { name: t.name },
      inline: ({ name: problem }) => {
        if (!problem) return [];
        setNameError(problem);
        return ['name'];
      },
    });
    if (done) setName('');
  };

  const submitRename = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    const problem = check(renaming.name);
    if (problem) return setRenaming({ ...renaming, error: problem });
    const done = await runAction(() => rename({ variables: { id: renaming.id, name: renaming.name.trim() } }), {
      success: t.renamed,
      fieldLabels: { name: t.name },
      inline: ({ name: problem }) => {
        if (!problem) return [];
        setRenaming((r) => (r ? { ...r, error: problem } : r));
        return ['name'];
      },
    });
    if (done) setRenaming(null);
  };

  const onRemove = async (view: View) => {
    if (!(await confirm.remove({ description: t.removeText(view.name) }))) return;
    await runAction(() => remove({ variables: { id: view.id } }), { success: t.removed });
  };

  const copy = (view: View) =>
    void navigator.clipboard
      ?.writeText(`${window.location.origin}${href(view)}`)
      .then(() => notify.success(t.copied))
      .catch((err: unknown) => notify.error(err));

  return (
    <Stack gap="4">
      <Text textStyle="sm" color="fg.muted">
        {t.intro}
      </Text>
      <form onSubmit={(e) => void save(e)} noValidate aria-label={t.save}>
        <Flex gap="2" align="end" wrap="wrap">
          <Field.Root invalid={Boolean(nameError)} flex="1" minW="48">
            <Field.Label>{t.name}</Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
            {nameError && <Field.ErrorText>{nameError}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" loading={creating}>
            {t.save}
          </Button>
        </Flex>
      </form>
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {data && views.length === 0 && <Text color="fg.muted">{t.empty}</Text>}
      {views.length > 0 && (
        <Stack as="ul" gap="2" aria-label={t.listLabel} listStyleType="none" m="0" p="0">
          {views.map((view) => (
            <Stack as="li" key={view.id} gap="1" borderWidth="1px" borderRadius="l2" p="2">
              {renaming?.id === view.id ? (
                <form onSubmit={(e) => void submitRename(e)} noValidate aria-label={t.rename}>
                  <Flex gap="2" align="end" wrap="wrap">
                    <Field.Root invalid={Boolean(renaming.error)} flex="1" minW="40">
                      <Field.Label>{t.renameLabel(view.name)}</Field.Label>
                      <Input value={renaming.name} onChange={(e) => setRenaming({ ...renaming, name: e.target.value, error: undefined })} maxLength={200} autoFocus />
                      {renaming.error && <Field.ErrorText>{renaming.error}</Field.ErrorText>}
                    </Field.Root>
                    <Button type="submit" size="sm" loading={renamingNow}>
                      {t.saveName}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                      {t.cancel}
                    </Button>
                  </Flex>
                </form>
              ) : (
                <Flex gap="2" align="center" wrap="wrap" justify="space-between">
                  <HStack gap="2" minW="0">
                    <Link asChild fontWeight="medium" aria-label={t.open(view.name)}>
                      <RouterLink to={href(view)} onClick={() => onOpened?.()}>
                        {view.name}
                      </RouterLink>
                    </Link>
                    {view.search === current && (
                      <Badge size="sm" variant="subtle">
                        {t.current}
                      </Badge>
                    )}
                  </HStack>
                  <HStack gap="1">
                    <Button size="xs" variant="ghost" onClick={() => copy(view)}>
                      {t.copyLink}
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setRenaming({ id: view.id, name: view.name })}>
                      {t.rename}
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" {...confirmIntent} onClick={() => void onRemove(view)}>
                      {t.remove}
                    </Button>
                  </HStack>
                </Flex>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
