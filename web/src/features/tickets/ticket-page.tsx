// `/app/ticket/:id`, also under `vendor/:userId/ticket/:ticketId` and `place/:placeId/ticket/:ticketId`
// (spec §2, §3, §4, §8, §9): everything a reviewer needs about one receipt, grouped, and the actions
// the role may take (product-rules §1): reject (admin, regional manager), manual score (admin, regional
// manager; refused for a processed ticket), process now (admin). A ticket that cannot be loaded goes
// to /404. Every mutation answers the ticket with the sections' fragments, so the page updates itself.
import type { FragmentType } from '@apollo/client';
import { useFragment, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, DataList, Dialog, Field, Grid, Heading, HStack, Image, Input, Link, Portal, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { ErrorCode, errorCode, errorMessage, errorsAt, onlyUnsupported, withoutErrorsAt } from '../../shared/apollo/errors';
import { EMPTY, formatDate, formatDateTimeWithYear, formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { runAction } from '../../shared/notify/notify';
import { paths, to } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import type { Crumb } from '../../shared/ui/breadcrumbs';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { PageHeader } from '../../shared/ui/page-header';
import { optionLabel } from '../../shared/ui/search-select';
import { QueryError } from '../../shared/ui/query-error';
import { UnsupportedPanel } from '../../shared/ui/unsupported-panel';
import { userDisplayName } from '../../shared/users';
import { TicketChat } from './ticket-chat';
import { TicketHistorySection } from './ticket-history';
import type * as TicketEditorModule from './ticket-editor';
import type { SessionUserFragment } from '../../__generated__/graphql';
import { TicketUserDetailsQuery } from './ticket-user-details';
import { accrualReason, ticketReasonMessages } from '../../shared/ui/ticket-reason-messages';
import { ticketMessages } from './ticket-messages';
import { TicketStatusBadge } from './ticket-status-badge';
import { ReviewQueue, useQueueActions } from './review-queue';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import { TicketLiveSubscription, TicketPresenceBar, useTicketLock, useTicketPresence } from './ticket-live';
import { DetailSkeleton } from '../../shared/ui/detail-skeleton';
import { confirmDialogCode } from '../../shared/ui/confirm';
import { intentOf, onDemand, useOnDemand } from '../../shared/ui/on-demand';

const dateTime = (value: string | null | undefined) => (value ? formatDateTimeWithYear(value) : EMPTY);
const date = (value: string | null | undefined) => (value ? formatDate(value) : EMPTY);

const TicketStatusFragmentDoc = graphql(`
  fragment TicketStatusCard_ticket on Ticket {
    id
    status
    statusCode
    statusTitle
    statusDescription
    score
    planSales
    bonusSales
    scoredItems
    totalSales
  }
`);

const TicketReceiptFragmentDoc = graphql(`
  fragment TicketReceiptCard_ticket on Ticket {
    id
    dateTime
    createdAt
    totalSum
    cashTotalSum
    nds10
    nds18
    fiscalDriveNumber
    fiscalDocumentNumber
    fiscalSign
    kktRegId
    userInn
    operator
    ofd
    shiftNumber
    qr
    operationType
    platform
    appVersion
  }
`);

const TicketPeopleFragmentDoc = graphql(`
  fragment TicketPeopleCard_ticket on Ticket {
    id
    user {
      id
      name
      surname
      phone
      roleName
    }
    place {
      id
      title
      address
    }
    campaign {
      id
      title
    }
    period {
      id
      startDate
      endDate
    }
    plan {
      id
      plan
      fact
    }
  }
`);

const TicketItemsFragmentDoc = graphql(`
  fragment TicketItemsCard_ticket on Ticket {
    id
    items {
      name
      price
      quantity
      sum
      productId
      product {
        id
        title
      }
    }
  }
`);

const TicketPhotosFragmentDoc = graphql(`
  fragment TicketPhotosCard_ticket on Ticket {
    id
    photos {
      path
      url
      mime
      thumb(width: 500)
    }
  }
`);

const TicketTransactionsFragmentDoc = graphql(`
  fragment TicketTransactionsCard_ticket on Ticket {
    id
    transactions {
      id
      amount
      reason
      createdAt
    }
  }
`);

// What the page shows of the ticket: its cards' fragments (issue 28). The route query and the live
// subscription (`TicketLive`) spread it, so a card added here reaches both. The history is read on
// demand, apart (ticket-history.tsx).
graphql(`
  fragment TicketPage_ticket on Ticket {
    id
    userId
    status
    ...TicketEditor_ticket
    ...TicketStatusCard_ticket
    ...TicketReceiptCard_ticket
    ...TicketPeopleCard_ticket
    ...TicketItemsCard_ticket
    ...TicketPhotosCard_ticket
    ...TicketTransactionsCard_ticket
  }
`);

// The page's one request (issue 27): the cards' fragments and, beside them, the chat's first page,
// which the chat's own subscription keeps current (not the ticket's live one: a change to the ticket
// does not read its messages again).
const TicketRouteQuery = graphql(`
  query TicketRoute($id: Int!) {
    ticket(id: $id) {
      ...TicketPage_ticket @unmask
      ...TicketChat_ticket
    }
  }
`);

/** Where the route query's answer holds the chat's messages: their failure is the chat's, not the page's. */
const CHAT_PATH = ['ticket', 'messages'];

const RejectTicketMutation = graphql(`
  mutation TicketReject($id: Int!, $reason: String) {
    rejectTicket(id: $id, reason: $reason) {
      id
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
      ...TicketStatusCard_ticket
      ...TicketItemsCard_ticket
      ...TicketTransactionsCard_ticket
      ...TicketHistory_ticket
    }
  }
`);

/** QR fields of spec §3 (t, s, fn, i, fp, n) from the scanned string `t=…&s=…&fn=…`. */
export function parseQr(qr: string | null | undefined): Record<'t' | 's' | 'fn' | 'i' | 'fp' | 'n', string | null> {
  const params = new URLSearchParams(qr ?? '');
  const get = (key: string) => params.get(key) || null;
  return { t: get('t'), s: get('s'), fn: get('fn'), i: get('i'), fp: get('fp'), n: get('n') };
}

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root borderRadius="l3" size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </Card.Root>
  );
}

function Fields({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel w={{ base: '32', md: '40' }} flexShrink="0">{label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" wordBreak="break-word">
            {value === null || value === undefined || value === '' ? EMPTY : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function StatusCard({ ticket: ref, actions }: { ticket: FragmentType<typeof TicketStatusFragmentDoc>; actions: ReactNode }) {
  const t = useMessages(ticketMessages);
  const { reasons } = useMessages(ticketReasonMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketStatusFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Section title={t.sections.status} actions={actions}>
      <Fields
        rows={[
          [t.fields.status, <TicketStatusBadge key="s" status={ticket.status} statusCode={ticket.statusCode} statusTitle={ticket.statusTitle} />],
          [t.fields.reason, ticket.statusDescription ? (reasons[ticket.statusDescription] ?? ticket.statusDescription) : ticket.statusDescription],
          [t.fields.score, <span key="score" data-testid="ticket-score">{formatNumber(ticket.score)}</span>],
          [t.fields.planSales, formatNumber(ticket.planSales)],
          [t.fields.bonusSales, formatNumber(ticket.bonusSales)],
          [t.fields.scoredItems, formatNumber(ticket.scoredItems)],
          [t.fields.totalSales, formatNumber(ticket.totalSales)],
        ]}
      />
    </Section>
  );
}

function ReceiptCard({ ticket: ref }: { ticket: FragmentType<typeof TicketReceiptFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketReceiptFragmentDoc, from: ref });
  if (!complete) return null;
  const qr = parseQr(ticket.qr);
  const operation = (n: string | number | null | undefined) => (n == null ? null : (t.operation[Number(n)] ?? String(n)));
  return (
    <>
      <Section title={t.sections.receipt}>
        <Fields
          rows={[
            [t.fields.dateTime, dateTime(ticket.dateTime)],
            [t.fields.totalSum, formatMoney(ticket.totalSum)],
            [t.fields.cashTotalSum, formatMoney(ticket.cashTotalSum)],
            [t.fields.nds10, formatMoney(ticket.nds10)],
            [t.fields.nds18, formatMoney(ticket.nds18)],
            [t.fields.fiscalDriveNumber, ticket.fiscalDriveNumber],
            [t.fields.fiscalDocumentNumber, ticket.fiscalDocumentNumber],
            [t.fields.fiscalSign, ticket.fiscalSign],
            [t.fields.kktRegId, ticket.kktRegId],
            [t.fields.userInn, ticket.userInn],
            [t.fields.operator, ticket.operator],
            [t.fields.ofd, ticket.ofd],
            [t.fields.shiftNumber, ticket.shiftNumber],
            [t.fields.createdAt, dateTime(ticket.createdAt)],
            [t.fields.platform, [ticket.platform, ticket.appVersion].filter(Boolean).join(' ')],
          ]}
        />
      </Section>
      <Section title={t.sections.qr}>
        <Fields
          rows={[
            [t.fields.qrT, qr.t],
            [t.fields.qrS, qr.s],
            [t.fields.qrFn, qr.fn],
            [t.fields.qrI, qr.i],
            [t.fields.qrFp, qr.fp],
            [t.fields.qrN, operation(qr.n ?? ticket.operationType)],
          ]}
        />
      </Section>
    </>
  );
}

/** The user's fiscal details from their receipts, read when asked for (the page keeps its REST budget). */
function UserDetails({ userId }: { userId: number }) {
  const t = useMessages(ticketMessages);
  const [load, { data, loading, error }] = useLazyQuery(TicketUserDetailsQuery, { fetchPolicy: 'network-only' });
  const details = data?.ticketUserDetails;
  if (!details)
    return (
      <Stack gap="1" mt="3" align="start">
        <Button size="xs" variant="outline" loading={loading} onClick={() => void load({ variables: { userId } })}>
          {t.userDetails.show}
        </Button>
        {error && (
          <Text textStyle="xs" color="fg.error">
            {errorMessage(error)}
          </Text>
        )}
      </Stack>
    );
  return (
    <Box mt="3">
      <Text textStyle="sm" fontWeight="semibold" mb="2">
        {t.userDetails.title}
      </Text>
      <Fields
        rows={[
          [t.fields.fiscalDriveNumber, details.fiscalDriveNumber ?? EMPTY],
          [t.fields.userInn, details.userInn ?? EMPTY],
          [t.fields.kktRegId, details.kktRegId ?? EMPTY],
          [t.fields.operator, details.operator ?? EMPTY],
          [t.fields.ofd, details.ofd ?? EMPTY],
        ]}
      />
    </Box>
  );
}

function PeopleCard({ ticket: ref }: { ticket: FragmentType<typeof TicketPeopleFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketPeopleFragmentDoc, from: ref });
  if (!complete) return null;
  const { user, place, campaign, period, plan } = ticket;
  const userPath = user ? (user.roleName === 'vendor' ? to(paths.vendor, { id: user.id }) : null) : null;
  return (
    <Section title={t.sections.people}>
      <Fields
        rows={[
          [
            t.fields.user,
            user &&
              (userPath ? (
                <Link asChild color="blue.fg">
                  <RouterLink to={userPath}>{userDisplayName(user)}</RouterLink>
                </Link>
              ) : (
                userDisplayName(user)
              )),
          ],
          [
            t.fields.place,
            place && (
              <Stack gap="0">
                <Link asChild color="blue.fg">
                  <RouterLink to={to(paths.place, { id: place.id })}>{place.title || EMPTY}</RouterLink>
                </Link>
                {place.address && (
                  <Text textStyle="xs" color="fg.muted">
                    {place.address}
                  </Text>
                )}
              </Stack>
            ),
          ],
          [
            t.fields.campaign,
            campaign && (
              <Link asChild color="blue.fg">
                <RouterLink to={to(paths.campaign, { id: campaign.id })}>{campaign.title || EMPTY}</RouterLink>
              </Link>
            ),
          ],
          [
            t.fields.period,
            period && campaign && (
              <Link asChild color="blue.fg">
                <RouterLink to={to(paths.campaignPeriod, { campaignId: campaign.id, periodId: period.id })}>
                  {t.periodOf(date(period.startDate), date(period.endDate))}
                </RouterLink>
              </Link>
            ),
          ],
          [t.fields.plan, plan && t.planOf(plan.fact, plan.plan)],
        ]}
      />
      {user && <UserDetails userId={user.id} />}
    </Section>
  );
}

function ItemsCard({ ticket: ref }: { ticket: FragmentType<typeof TicketItemsFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketItemsFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Section title={t.sections.items}>
      {ticket.items.length === 0 ? (
        <Text color="fg.muted">{t.noItems}</Text>
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <Table.ScrollArea tabIndex={0} role="region" aria-label={t.sections.items}>
          <Table.Root size="sm" aria-label={t.sections.items}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.items.name}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.items.price}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.items.quantity}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.items.sum}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.items.product}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ticket.items.map((item, index) => (
                <Table.Row key={index}>
                  <Table.Cell minW="48">{item.name}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(item.price)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(item.quantity)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(item.sum)}
                  </Table.Cell>
                  <Table.Cell>
                    {item.product ? (
                      <Link asChild color="blue.fg">
                        <RouterLink to={to(paths.product, { id: item.product.id })}>{item.product.title}</RouterLink>
                      </Link>
                    ) : (
                      EMPTY
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

function PhotosCard({ ticket: ref }: { ticket: FragmentType<typeof TicketPhotosFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketPhotosFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Section title={t.sections.photos}>
      {ticket.photos.length === 0 ? (
        <Text color="fg.muted">{t.noPhotos}</Text>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {ticket.photos.map((photo, index) => (
            // Thumbnails chosen by the shown width (spec §9); the link opens the full size.
            <Link key={photo.path} href={photo.url} target="_blank" rel="noopener" aria-label={t.photo(index + 1)}>
              <Image src={photo.thumb} alt={t.photo(index + 1)} borderRadius="l2" borderWidth="1px" objectFit="cover" aspectRatio="3/4" w="full" />
            </Link>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

function TransactionsCard({ ticket: ref }: { ticket: FragmentType<typeof TicketTransactionsFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const reasons = useMessages(ticketReasonMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketTransactionsFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Section title={t.sections.transactions}>
      {ticket.transactions == null ? (
        // The API has no `GET /tickets/{id}/transactions` (issue 24): the panel says so, the page renders.
        <UnsupportedPanel what="transactions" />
      ) : ticket.transactions.length === 0 ? (
        <Text color="fg.muted">{t.noTransactions}</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label={t.sections.transactions}>
          <Table.Root size="sm" aria-label={t.sections.transactions}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.transactions.createdAt}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.transactions.amount}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.transactions.reason}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ticket.transactions.map((tr) => (
                <Table.Row key={tr.id}>
                  <Table.Cell whiteSpace="nowrap">{dateTime(tr.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(tr.amount)}</Table.Cell>
                  <Table.Cell>{tr.reason ? accrualReason(reasons, tr.reason) : EMPTY}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

/** A dialog with one field (the rejection reason, the manual score) and Продолжить / Отмена. */
function ActionDialog({
  open,
  title,
  label,
  multiline,
  inputMode,
  validate,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  label: string;
  multiline?: boolean;
  inputMode?: 'numeric';
  validate?: (value: string) => string | null;
  onClose: () => void;
  onConfirm: (value: string) => Promise<boolean>;
}) {
  const t = useMessages(ticketMessages).actions;
  // Spec §8: every confirmation is titled 'Подтвердите действие'; the dialog's question is its first line.
  const confirmTitle = useI18n().t.dialog.confirmTitle;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const submit = async () => {
    const problem = validate?.(value) ?? null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const done = await onConfirm(value);
    setBusy(false);
    if (done) {
      setValue('');
      onClose();
    } // a failure keeps what was typed
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontWeight="semibold" mb="3">
                {title}
              </Text>
              <Field.Root invalid={Boolean(error)}>
                <Field.Label>{label}</Field.Label>
                {multiline ? (
                  <Textarea
                    value={value}
                    onChange={(e) => setValue(e.target.value)}
                    onKeyDown={(e) => (e.ctrlKey || e.metaKey) && e.key === 'Enter' && void submit()}
                  />
                ) : (
                  <Input value={value} inputMode={inputMode} onChange={(e) => setValue(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void submit()} />
                )}
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button onClick={() => void submit()} loading={busy}>
                {t.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// The ticket's editor (its form, react-hook-form and zod) loads on the button's intent or when asked
// for (issue 27: the ticket page draws no form before).
const ticketEditorCode = onDemand<typeof TicketEditorModule>(() => import('./ticket-editor'));

function TicketActions({
  id,
  rights,
  editable,
  ticket,
  lock,
  onRefused,
}: {
  id: number;
  /** What the viewer may do (`User.rights`, the gateway's policy). */
  rights: SessionUserFragment['rights'] | undefined;
  editable: boolean;
  ticket: ComponentProps<typeof TicketEditorModule.TicketEditor>['ticket'];
  /** The editing lock (issue 25): taken before the editor opens, released when it closes. */
  lock: ReturnType<typeof useTicketLock>;
  /** An action was refused (the ticket may have changed meanwhile): read the ticket again at once. */
  onRefused: () => void;
}) {
  const all = useMessages(ticketMessages);
  const t = all.actions;
  const common = useI18n().t.common;
  const [dialog, setDialog] = useState<'reject' | 'score' | 'edit' | null>(null);
  const [reject] = useMutation(RejectTicketMutation);
  const [score] = useMutation(ScoreTicketMutation);
  const [process, { loading: processing }] = useMutation(ProcessTicketMutation);
  const editor = useOnDemand(ticketEditorCode);
  // The editor's code first, then the editing lock (issue 25): a failed load takes no lock.
  const takeLockAndEdit = () => void lock.acquire().then((open) => open && setDialog('edit'));
  const openEditor = () => editor.open(takeLockAndEdit);
  const TicketEditor = editor.module?.TicketEditor;
  const canReview = rights?.reviewTickets ?? false;
  const canProcess = rights?.processTickets ?? false;
  const refetchOnRefusal = async <T,>(done: Promise<T | undefined>): Promise<T | undefined> => {
    const result = await done;
    if (result === undefined) onRefused();
    return result;
  };
  const doProcess = () =>
    void refetchOnRefusal(runAction(() => process({ variables: { id } }), { errorTitle: t.processError })).then((done) => done !== undefined && queueDone());
  // The review queue's keys reach these actions; after one succeeds the queue opens the next ticket.
  const queueDone = useQueueActions(
    canReview
      ? {
          reject: () => setDialog('reject'),
          score: () => setDialog('score'),
          edit: canProcess && editable ? openEditor : undefined,
          process: canProcess && !processing ? doProcess : undefined,
        }
      : {},
  );
  if (!canReview) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('reject')} aria-keyshortcuts="R">
        {t.reject}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDialog('score')} aria-keyshortcuts="S">
        {t.score}
      </Button>
      {canProcess && editable && (
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
      {canProcess && (
        <Button
          size="sm"
          loading={processing}
          onClick={doProcess}
          aria-keyshortcuts="P"
        >
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
    </HStack>
  );
}

/**
 * The header's crumbs: 'Чек № 576', after the vendor or the place it was opened within
 * (vendor/:userId/ticket/:ticketId, place/:placeId/ticket/:ticketId), named from the route query's
 * ticket in the cache (its people card's fragment).
 */
function useTicketCrumbs(id: number | null): Crumb[] | undefined {
  const t = useMessages(ticketMessages);
  const params = useParams();
  const { data: people, complete } = useFragment({ fragment: TicketPeopleFragmentDoc, from: { __typename: 'Ticket', id: id ?? 0 } });
  if (id === null || !complete) return undefined;
  const crumbs: Crumb[] = [];
  if (params.userId && people.user && String(people.user.id) === params.userId) {
    crumbs.push({ label: userDisplayName(people.user), to: to(paths.vendor, { id: people.user.id }) });
  } else if (params.placeId && people.place && String(people.place.id) === params.placeId) {
    crumbs.push({ label: optionLabel(people.place.title), to: to(paths.place, { id: people.place.id }) });
  }
  crumbs.push({ label: t.title(id) });
  return crumbs;
}

export function TicketPage() {
  const t = useMessages(ticketMessages);
  const params = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const id = Number(params.ticketId ?? params.id);
  const valid = Number.isInteger(id) && id > 0;
  // A partial answer renders (issue 24): a field the API cannot give degrades its own panel, and the
  // chat's messages that could not be read are the chat's error. Read again on every visit (the chat
  // is live only while the page is open), the cached ticket shown meanwhile.
  const { data, error: queryError, loading, refetch } = useQuery(TicketRouteQuery, { variables: { id }, skip: !valid, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const chatErrors = errorsAt(queryError, CHAT_PATH);
  const pageError = withoutErrorsAt(queryError, CHAT_PATH);
  const error = data?.ticket && onlyUnsupported(pageError) ? undefined : pageError;
  // Issue 25: the ticket follows changes made elsewhere; who else has it open; the editing lock.
  const change = useRecordChanges(TicketLiveSubscription, id, !valid);
  const presence = useTicketPresence(valid ? id : 0);
  const lock = useTicketLock(id, presence);

  // Spec §8: a single item that cannot be loaded goes to /404.
  const notFound = !valid || errorCode(error) === ErrorCode.NotFound;
  useEffect(() => {
    if (notFound) void navigate(paths.notFound, { replace: true });
  }, [notFound, navigate]);

  const ticket = data?.ticket;
  usePageCrumbs(useTicketCrumbs(ticket ? id : null));
  return (
    <Stack gap="4">
      <PageHeader title={t.title(valid ? id : 0)} note={<LiveChangeNote change={change} />} />
      <ReviewQueue ticketId={id} />
      <TicketPresenceBar presence={presence} />
      {error && !notFound ? (
        <QueryError error={error} onRetry={() => void refetch()} retrying={loading} />
      ) : !ticket ? (
        <DetailSkeleton />
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', '2xl': 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
          <Stack gap="4">
            <StatusCard
              ticket={ticket}
              actions={
                <TicketActions
                  // A dialog opened on one ticket never acts on the next one the queue opens.
                  key={ticket.id}
                  id={ticket.id}
                  rights={user?.rights}
                  editable={ticket.status !== 'PROCESSED'}
                  ticket={ticket}
                  lock={lock}
                  onRefused={() => void refetch()}
                />
              }
            />
            <PeopleCard ticket={ticket} />
            <ItemsCard ticket={ticket} />
            <TransactionsCard ticket={ticket} />
            <TicketHistorySection ticketId={ticket.id} />
          </Stack>
          <Stack gap="4">
            <ReceiptCard ticket={ticket} />
            <PhotosCard ticket={ticket} />
            {ticket.userId !== null && ticket.userId !== undefined && <TicketChat key={ticket.id} ticketId={ticket.id} ticket={ticket} error={chatErrors.length > 0 ? { errors: chatErrors } : undefined} />}
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}
