// The ticket page's actions (spec §4, §8): reject, manual score, correction and "process now" — exactly
// those the gateway answers in `Ticket.actions`, what the receipt's status allows that the viewer's
// role may take (product-rules §3, docs/adr/0042-actions-by-receipt-status.md). A refused action
// reads the ticket again: an action its new status no longer takes goes, its dialog with it.
import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { Button, HStack } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';
import { graphql } from '../../__generated__';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { runAction } from '../../shared/notify/notify';
import { confirmDialogCode } from '../../shared/ui/confirm';
import { intentOf, onDemand, useOnDemand } from '../../shared/ui/on-demand';
import type * as ActionDialogModule from './ticket-action-dialog';
import type * as TicketEditorModule from './ticket-editor';
import { ticketMessages } from './ticket-messages';
import { useQueueActions } from './review-queue';
import type { useTicketLock } from './ticket-live';

export const TicketActionsFragmentDoc = graphql(`
  fragment TicketActions_ticket on Ticket {
    id
    actions
  }
`);

const RejectTicketMutation = graphql(`
  mutation TicketReject($id: Int!, $reason: String) {
    rejectTicket(id: $id, reason: $reason) {
      id
      ...TicketActions_ticket
      ...TicketStatusCard_ticket
      ...TicketTransactionsCard_ticket
      ...TicketHistory_ticket
    }
  }
`);

const ScoreTicketMutation = graphql(`
  mutation TicketScore($id: Int!, $score: Int!) {
    scoreTicket(id: $id, score: $score) {
      id
      ...TicketActions_ticket
      ...TicketStatusCard_ticket
      ...TicketTransactionsCard_ticket
      ...TicketHistory_ticket
    }
  }
`);

const ProcessTicketMutation = graphql(`
  mutation TicketProcess($id: Int!) {
    processTicket(id: $id) {
      id
      ...TicketActions_ticket
      ...TicketStatusCard_ticket
      ...TicketItemsCard_ticket
      ...TicketTransactionsCard_ticket
      ...TicketHistory_ticket
    }
  }
`);

// The dialog of a rejection or a manual score loads on its button's intent or when asked for (issue 42:
// Chakra's dialog machine is not on the ticket page's first paint).
const actionDialogCode = onDemand<typeof ActionDialogModule>(() => import('./ticket-action-dialog'));

// The ticket's editor (its form, the forms' state and schemas) loads on the button's intent or when asked
// for (issue 27: the ticket page draws no form before).
const ticketEditorCode = onDemand<typeof TicketEditorModule>(() => import('./ticket-editor'));

export function TicketActions({
  ticket,
  lock,
  onRefused,
}: {
  ticket: ComponentProps<typeof TicketEditorModule.TicketEditor>['ticket'] & FragmentType<typeof TicketActionsFragmentDoc>;
  /** The editing lock (issue 25): taken before the editor opens, released when it closes. */
  lock: ReturnType<typeof useTicketLock>;
  /** An action was refused (the ticket may have changed meanwhile): read the ticket again at once. */
  onRefused: () => void;
}) {
  const all = useMessages(ticketMessages);
  const t = all.actions;
  const common = useI18n().t.common;
  const { data, complete } = useFragment({ fragment: TicketActionsFragmentDoc, from: ticket });
  const offered = new Set(complete ? data.actions : []);
  const id = data.id as number;
  const [dialog, setDialog] = useState<'reject' | 'score' | 'edit' | null>(null);
  const [reject] = useMutation(RejectTicketMutation);
  const [score] = useMutation(ScoreTicketMutation);
  const [process, { loading: processing }] = useMutation(ProcessTicketMutation);
  const editor = useOnDemand(ticketEditorCode);
  const actionDialog = useOnDemand(actionDialogCode);
  const ActionDialog = actionDialog.module?.ActionDialog;
  const openDialog = (which: 'reject' | 'score') => actionDialog.open(() => setDialog(which));
  // The editor's code first, then the editing lock (issue 25): a failed load takes no lock.
  const takeLockAndEdit = () => void lock.acquire().then((open) => open && setDialog('edit'));
  const openEditor = () => editor.open(takeLockAndEdit);
  const TicketEditor = editor.module?.TicketEditor;
  const refetchOnRefusal = async <T,>(done: Promise<T | undefined>): Promise<T | undefined> => {
    const result = await done;
    if (result === undefined) onRefused();
    return result;
  };
  const doProcess = () => void refetchOnRefusal(runAction(() => process({ variables: { id } }), { errorTitle: t.processError })).then((done) => done !== undefined && queueDone());
  // The review queue's keys reach these actions; after one succeeds the queue opens the next ticket.
  const queueDone = useQueueActions({
    reject: offered.has('REJECT') ? () => openDialog('reject') : undefined,
    score: offered.has('SCORE') ? () => openDialog('score') : undefined,
    edit: offered.has('EDIT') ? openEditor : undefined,
    process: offered.has('PROCESS') && !processing ? doProcess : undefined,
  });
  if (offered.size === 0 && dialog !== 'edit') return null;
  return (
    <HStack gap="2" wrap="wrap">
      {offered.has('REJECT') && (
        <Button size="sm" variant="outline" colorPalette="red" {...actionDialog.trigger(() => setDialog('reject'))} loadingText={t.reject} aria-keyshortcuts="R">
          {t.reject}
        </Button>
      )}
      {offered.has('SCORE') && (
        <Button size="sm" variant="outline" {...actionDialog.trigger(() => setDialog('score'))} loadingText={t.score} aria-keyshortcuts="S">
          {t.score}
        </Button>
      )}
      {offered.has('EDIT') && (
        <Button
          size="sm"
          variant="outline"
          {...editor.trigger(takeLockAndEdit)}
          // Someone else edits: the click asks whether to take the ticket over, so the intent loads that dialog too.
          {...(lock.othersEdit && intentOf(ticketEditorCode, confirmDialogCode))}
          loadingText={all.editor.open}
          aria-keyshortcuts="E"
        >
          {all.editor.open}
        </Button>
      )}
      {offered.has('PROCESS') && (
        <Button size="sm" loading={processing} onClick={doProcess} aria-keyshortcuts="P">
          {t.process}
        </Button>
      )}
      {TicketEditor && (
        <TicketEditor
          ticket={ticket}
          open={dialog === 'edit'}
          onClose={() => {
            setDialog(null);
            lock.release();
          }}
        />
      )}
      {/* A refused reject is titled 'Ошибка': 'Ошибка начисления' belongs to scoring (spec §8), even
          when the reason is the same processed ticket. */}
      {offered.has('REJECT') && ActionDialog && (
        <ActionDialog
          open={dialog === 'reject'}
          title={t.rejectTitle}
          label={t.rejectReason}
          multiline
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            const done = (await refetchOnRefusal(runAction(() => reject({ variables: { id, reason: reason.trim() || null } }), { errorTitle: common.error }))) !== undefined;
            if (done) queueDone();
            return done;
          }}
        />
      )}
      {/* A score refused because the receipt was processed meanwhile: the toast says why, and the
          dialog goes with the action once the ticket is read again (issue 39). */}
      {offered.has('SCORE') && ActionDialog && (
        <ActionDialog
          open={dialog === 'score'}
          title={t.scoreTitle}
          label={t.scoreField}
          inputMode="numeric"
          validate={(value) => (/^\d+$/.test(value.trim()) ? null : t.scoreInvalid)}
          onClose={() => setDialog(null)}
          onConfirm={async (value) => {
            const done = (await refetchOnRefusal(runAction(() => score({ variables: { id, score: Number(value.trim()) } })))) !== undefined;
            if (done) queueDone();
            return done;
          }}
        />
      )}
    </HStack>
  );
}
