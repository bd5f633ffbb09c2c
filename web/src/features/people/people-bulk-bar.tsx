// The people lists' bulk block and unblock (issue 25): the chosen rows, a confirmation naming the
// count, the per-row results with each refusal's reason; a block offers 'Отменить' for 10 s, undone
// on the server by a recorded reverse action.
import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import type { PersonBulkAction } from '../../__generated__/graphql';
import { useMessages } from '../../shared/i18n/define';
import { BulkArea, BulkBar, useBulkRun } from '../../shared/ui/bulk-actions';
import { confirmIntent, useConfirm } from '../../shared/ui/confirm';
import { peopleBulkMessages } from './bulk-messages';

const PeopleBulkActionMutation = graphql(`
  mutation PeopleBulkAction($action: PersonBulkAction!, $ids: [Int!]!) {
    bulkPeople(action: $action, ids: $ids) {
      ...BulkOutcome @unmask
    }
  }
`);

const PeopleUndoBlockMutation = graphql(`
  mutation PeopleUndoBlock($ids: [Int!]!) {
    undo(action: PERSON_BLOCK, ids: $ids) {
      ...BulkOutcome @unmask
    }
  }
`);

export function PeopleBulkBar({
  selected,
  nameOf,
  onClear,
  onChanged,
}: {
  selected: ReadonlySet<number>;
  nameOf: (id: number) => string | undefined;
  onClear: () => void;
  onChanged: () => void;
}) {
  const t = useMessages(peopleBulkMessages);
  const confirm = useConfirm();
  const [bulk, { loading }] = useMutation(PeopleBulkActionMutation);
  const [undo] = useMutation(PeopleUndoBlockMutation);
  const { run: runBulk, results } = useBulkRun(t.undone, onChanged, nameOf);

  const run = async (action: PersonBulkAction) => {
    if (!(await confirm({ description: t.confirm[action](selected.size) }))) return;
    const undoBlock = async (ids: number[]) => (await undo({ variables: { ids } })).data!.undo;
    const ran = await runBulk(async () => (await bulk({ variables: { action, ids: [...selected] } })).data!.bulkPeople, {
      done: t.done[action],
      undo: action === 'block' ? undoBlock : undefined,
    });
    if (ran) onClear();
  };

  const bar = selected.size > 0 && (
    <BulkBar label={t.bar} chosen={t.selected(selected.size)} onClear={onClear}>
      <Button size="sm" colorPalette="red" variant="outline" loading={loading} {...confirmIntent} onClick={() => void run('block')}>
        {t.block}
      </Button>
      <Button size="sm" variant="outline" loading={loading} {...confirmIntent} onClick={() => void run('unblock')}>
        {t.unblock}
      </Button>
    </BulkBar>
  );
  return <BulkArea bar={bar} results={results} />;
}
