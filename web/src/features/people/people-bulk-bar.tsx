// The people lists' bulk block and unblock (issue 25): the chosen rows, a confirmation naming the
// count, the per-row results with each refusal's reason; a block offers 'Отменить' for 10 s, undone
// on the server by a recorded reverse action.
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { PersonBulkAction } from '../../__generated__/graphql';
import { useMessages } from '../../shared/i18n/define';
import { notify, runAction } from '../../shared/notify/notify';
import { useConfirm } from '../../shared/ui/confirm';
import { peopleBulkMessages } from './bulk-messages';

const PeopleBulkActionMutation = graphql(`
  mutation PeopleBulkAction($action: PersonBulkAction!, $ids: [Int!]!) {
    bulkPeople(action: $action, ids: $ids) {
      action
      total
      succeeded
      failed
      results {
        id
        ok
        status
        message
      }
    }
  }
`);

const PeopleUndoBlockMutation = graphql(`
  mutation PeopleUndoBlock($ids: [Int!]!) {
    undo(action: PERSON_BLOCK, ids: $ids) {
      action
      total
      succeeded
      failed
      results {
        id
        ok
        status
        message
      }
    }
  }
`);

interface BulkResultShape {
  succeeded: number;
  failed: number;
  results: readonly { id: number; ok: boolean; message?: string | null }[];
}

export function PeopleBulkBar({ selected, onClear, onChanged }: { selected: ReadonlySet<number>; onClear: () => void; onChanged: () => void }) {
  const t = useMessages(peopleBulkMessages);
  const confirm = useConfirm();
  const [bulk, { loading }] = useMutation(PeopleBulkActionMutation);
  const [undo] = useMutation(PeopleUndoBlockMutation);
  const [result, setResult] = useState<BulkResultShape | null>(null);

  const undoBlock = async (ids: number[]) => {
    const answer = await runAction(async () => (await undo({ variables: { ids } })).data!.undo, {
      success: (r) => (r.failed > 0 ? { title: t.undoRefused, description: t.summary(r.succeeded, r.failed) } : t.undone(r.succeeded)),
    });
    if (answer) {
      setResult(answer.failed > 0 ? answer : null);
      onChanged();
    }
  };

  const run = async (action: PersonBulkAction) => {
    if (!(await confirm({ description: t.confirm[action](selected.size) }))) return;
    const answer = await runAction(async () => (await bulk({ variables: { action, ids: [...selected] } })).data!.bulkPeople, { success: false });
    if (!answer) return;
    setResult(answer);
    onClear();
    onChanged();
    const done = answer.results.filter((row) => row.ok).map((row) => row.id);
    const title = t.summary(answer.succeeded, answer.failed).replace(/:$/, '');
    if (action === 'block' && done.length > 0) notify.undoable(title, { undoLabel: t.undo, undo: () => void undoBlock(done) });
    else notify.success(title);
  };

  const failed = result?.results.filter((row) => !row.ok) ?? [];
  return (
    <Stack gap="3">
      {selected.size > 0 && (
        <Box role="region" aria-label={t.bar} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
          <Wrap gap="3" align="center">
            <Text fontWeight="medium" aria-live="polite">
              {t.selected(selected.size)}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="red" variant="outline" loading={loading} onClick={() => void run('block')}>
                {t.block}
              </Button>
              <Button size="sm" variant="outline" loading={loading} onClick={() => void run('unblock')}>
                {t.unblock}
              </Button>
              <Button size="sm" variant="ghost" onClick={onClear}>
                {t.clear}
              </Button>
            </HStack>
          </Wrap>
        </Box>
      )}
      {result && (
        <Alert.Root status={result.failed > 0 ? 'warning' : 'success'} data-testid="bulk-results">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.summary(result.succeeded, result.failed)}</Alert.Title>
            {failed.length > 0 && (
              <Alert.Description>
                <List.Root ps="4">
                  {failed.map((row) => (
                    <List.Item key={row.id}>{t.row(row.id, row.message ?? '')}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            )}
          </Alert.Content>
          <Button size="xs" variant="ghost" onClick={() => setResult(null)}>
            {t.closeResults}
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}
