// The place's latest receipts (spec §2), a query of their own: a receipt list the API cannot give fails
// this panel only, in Russian with a retry, and the place's fields and people still show (issue 37: one
// failing field blanks one panel, never the page).
import { useQuery } from '@apollo/client/react';
import { Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { QueryError, useLoadFailureToast } from '../../shared/ui/query-error';
import { userDisplayName } from '../../shared/users';
import { peopleMessages } from './messages';
import { RecentTickets } from './person-tickets';
import { placeMessages } from './place-messages';

const PlaceTicketsQueryDoc = graphql(`
  query PlaceTickets($id: Int!) {
    tickets(where: { placeId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) {
      items {
        ...RecentTickets_ticket @unmask
        user {
          id
          name
          surname
          phone
        }
      }
      total
    }
  }
`);

/** The place's latest 12 receipts; when it has more, the count shown and a link to all of them in the tickets list (its filter and queue). */
export function PlaceTickets({ placeId, title }: { placeId: number; title: string | null | undefined }) {
  const t = useMessages(peopleMessages);
  const tp = useMessages(placeMessages);
  const { data, error, loading, refetch } = useQuery(PlaceTicketsQueryDoc, { variables: { id: placeId } });
  useLoadFailureToast(error);
  if (!data) {
    return (
      <Stack gap="3" as="section" aria-label={tp.place.tickets}>
        <Heading as="h2" size="md">
          {tp.place.tickets}
        </Heading>
        {error ? <QueryError error={error} onRetry={() => void refetch()} retrying={loading} /> : <Skeleton height="24" />}
      </Stack>
    );
  }
  const { items: tickets, total } = data.tickets;
  return (
    <Stack gap="3" as="section" aria-label={tp.place.tickets}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {tp.place.tickets} · {formatNumber(total)}
        </Heading>
        {total > tickets.length && (
          <HStack gap="3" textStyle="sm">
            <Text color="fg.muted">{tp.place.shownOf(formatNumber(tickets.length), formatNumber(total))}</Text>
            <Link asChild color="blue.fg" fontWeight="medium">
              <RouterLink to={`${paths.tickets}?${new URLSearchParams({ place: String(placeId), placeName: title ?? '' })}`}>{tp.place.allTickets(formatNumber(total))}</RouterLink>
            </Link>
          </HStack>
        )}
      </HStack>
      <RecentTickets
        label={tp.place.tickets}
        tickets={tickets}
        who={{ key: 'user', header: t.columns.name, cell: (r) => userDisplayName(r.user) }}
        href={(r) => to(paths.placeTicket, { placeId, ticketId: r.id })}
      />
    </Stack>
  );
}
