// `/app/ticket/:id`, also under `vendor/:userId/ticket/:ticketId` and `place/:placeId/ticket/:ticketId`
// (spec §2, §3, §4, §8, §9): everything a reviewer needs about one receipt, one card a file, and the
// actions the receipt's status and the viewer's role allow (ticket-actions.tsx). A ticket that cannot
// be loaded goes to /404. Every mutation answers the ticket with the cards' fragments, so the page
// updates itself.
import { useFragment, useQuery } from '@apollo/client/react';
import { Grid, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { ErrorCode, errorCode, errorsAt, onlyUnsupported, withoutErrorsAt } from '../../shared/apollo/errors';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import type { Crumb } from '../../shared/ui/breadcrumbs';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { PageHeader } from '../../shared/ui/page-header';
import { optionLabel } from '../../shared/ui/search-select';
import { QueryError } from '../../shared/ui/query-error';
import { userDisplayName } from '../../shared/users';
import { TicketChat } from './ticket-chat';
import { TicketHistorySection } from './ticket-history-section';
import { ticketMessages } from './ticket-messages';
import { ReviewQueue } from './review-queue';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import { TicketLiveSubscription, TicketPresenceBar, useTicketLock, useTicketPresence } from './ticket-live';
import { DetailSkeleton } from '../../shared/ui/detail-skeleton';
import { TicketActions } from './ticket-actions';
import { StatusCard } from './ticket-status-card';
import { ReceiptCard } from './ticket-receipt-card';
import { PeopleCard, TicketPeopleFragmentDoc } from './ticket-people-card';
import { ItemsCard } from './ticket-items-card';
import { PhotosCard } from './ticket-photos-card';
import { TransactionsCard } from './ticket-transactions-card';

// What the page shows of the ticket: its cards' fragments (issue 28). The route query and the live
// subscription (`TicketLive`) spread it, so a card added here reaches both. The history is read on
// demand, apart (ticket-history.tsx).
graphql(`
  fragment TicketPage_ticket on Ticket {
    id
    userId
    status
    ...TicketActions_ticket
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
            {ticket.userId !== null && ticket.userId !== undefined && (
              <TicketChat key={ticket.id} ticketId={ticket.id} ticket={ticket} error={chatErrors.length > 0 ? { errors: chatErrors } : undefined} />
            )}
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}
