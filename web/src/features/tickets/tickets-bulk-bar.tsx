// The tickets list's bulk actions (issue 25): the selected rows (or every ticket of the filter, at
// most BULK_LIMIT) rejected with a reason, processed or scored after a confirmation naming the count;
// the per-row results ('Отклонено: 12 чеков, не выполнено: 2' with each reason); a reject offers
// 'Отменить' for 10 s, undone on the server by a recorded reverse action.
import { useMutation } from '@apollo/client/react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import type { TicketBulkAction, TicketWhere } from '../../__generated__/graphql';
import { useMessages } from '../../shared/i18n/define';
import { BulkArea, BulkBar, useBulkRun } from '../../shared/ui/bulk-actions';
import { confirmIntent, useConfirm } from '../../shared/ui/confirm';
import { ticketsBulkMessages } from './bulk-messages';

/** At most this many tickets a call (the API's bound). */
export const BULK_LIMIT = 1000;

const TicketsBulkActionMutation = graphql(`
  mutation TicketsBulkAction($action: TicketBulkAction!, $ids: [Int!], $where: TicketWhere, $search: String, $reason: String) {
    bulkTickets(action: $action, ids: $ids, where: $where, search: $search, reason: $reason) {
      ...BulkOutcome @unmask
    }
  }
`);

const TicketsUndoRejectMutation = graphql(`
  mutation TicketsUndoReject($ids: [Int!]!) {
    undo(action: TICKET_REJECT, ids: $ids) {
      ...BulkOutcome @unmask
    }
  }
`);

export interface TicketsBulkBarProps {
  selected: ReadonlySet<number>;
  /** Every ticket of the filter is chosen (not only the selected rows). */
  allByFilter: boolean;
  onAllByFilter: (all: boolean) => void;
  onClear: () => void;
  /** The rows of the page on screen. */
  pageIds: readonly number[];
  /** The filter's total. */
  total: number;
  where: TicketWhere | undefined;
  search: string | undefined;
  /** Processing is the administrators'. */
  canProcess: boolean;
  /** After an action or an undo: the list and its counts are read again. */
  onChanged: () => void;
}

export function TicketsBulkBar({ selected, allByFilter, onAllByFilter, onClear, pageIds, total, where, search, canProcess, onChanged }: TicketsBulkBarProps) {
  const t = useMessages(ticketsBulkMessages);
  const confirm = useConfirm();
  const [bulk, { loading }] = useMutation(TicketsBulkActionMutation);
  const [undo] = useMutation(TicketsUndoRejectMutation);
  const { run: runBulk, results } = useBulkRun(t.undone, onChanged);
  const count = allByFilter ? total : selected.size;
  const pageChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const run = async (action: TicketBulkAction) => {
    let reason = '';
    const ok = await confirm({
      description: (
        <Stack gap="3">
          <Text>{t.confirm[action](count)}</Text>
          {action === 'reject' && (
            <Field.Root>
              <Field.Label>{t.reason}</Field.Label>
              <Input placeholder={t.reasonPlaceholder} onChange={(event) => (reason = event.target.value)} maxLength={500} />
            </Field.Root>
          )}
        </Stack>
      ),
    });
    if (!ok) return;
    const variables = allByFilter ? { action, where, search } : { action, ids: [...selected] };
    const undoReject = async (ids: number[]) => (await undo({ variables: { ids } })).data!.undo;
    const ran = await runBulk(async () => (await bulk({ variables: { ...variables, reason: reason.trim() || undefined } })).data!.bulkTickets, {
      done: t.done[action],
      undo: action === 'reject' ? undoReject : undefined,
    });
    if (ran) onClear();
  };

  const extra = (
    <>
      {!allByFilter && pageChosen && total > selected.size && (
        <Button size="sm" variant="ghost" onClick={() => onAllByFilter(true)}>
          {t.allByFilter(total)}
        </Button>
      )}
      {allByFilter && total > BULK_LIMIT && (
        <Text color="fg.error" textStyle="sm">
          {t.tooMany(BULK_LIMIT)}
        </Text>
      )}
    </>
  );
  const bar = count > 0 && (
    <BulkBar label={t.bar} chosen={allByFilter ? t.allByFilterChosen(total) : t.selected(count)} extra={extra} onClear={onClear}>
      <Button size="sm" colorPalette="red" variant="outline" loading={loading} disabled={count > BULK_LIMIT} {...confirmIntent} onClick={() => void run('reject')}>
        {t.reject}
      </Button>
      {canProcess && (
        <Button size="sm" variant="outline" loading={loading} disabled={count > BULK_LIMIT} {...confirmIntent} onClick={() => void run('process')}>
          {t.process}
        </Button>
      )}
      <Button size="sm" variant="outline" loading={loading} disabled={count > BULK_LIMIT} {...confirmIntent} onClick={() => void run('score')}>
        {t.score}
      </Button>
    </BulkBar>
  );
  return <BulkArea bar={bar} results={results} />;
}
