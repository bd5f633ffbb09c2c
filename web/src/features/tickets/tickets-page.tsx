import { useQuery } from '@apollo/client/react';
import { Button, EmptyState, Flex, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { TicketOrder } from '../../__generated__/graphql';
import { paths } from '../../shared/paths';
import { formatNumber } from '../../shared/format';
import { ListPagination } from '../../shared/ui/list-pagination';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { ticketsMessages } from './messages';
import { useMessages } from '../../shared/i18n/define';
import { TicketsTable } from './tickets-table';

/** Tickets per page (spec §9: the ticket list shows 24). */
export const TICKETS_PAGE_SIZE = 24;
/** Newest receipt first (spec §9 default ticket order 'dateTime DESC'). */
const ORDER: TicketOrder[] = [{ field: 'dateTime', direction: 'DESC' }];

const TicketsRouteQuery = graphql(`
  query TicketsRoute($page: Int!, $pageSize: Int!, $orderBy: [TicketOrder!]) {
    tickets(page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        id
        ...TicketsTable_ticket
      }
      total
      page
      pageSize
    }
  }
`);

/** `?page=N` of the URL; anything else is page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function LoadingTable() {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l3" bg="bg" p="4" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height="8" />
      ))}
    </Stack>
  );
}

/** `/app/tickets`: every ticket the user may see, newest first, 24 a page; the page is in the URL. */
export function TicketsPage() {
  const t = useMessages(ticketsMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const { data, previousData, loading, error, refetch } = useQuery(TicketsRouteQuery, {
    variables: { page, pageSize: TICKETS_PAGE_SIZE, orderBy: ORDER },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? (loading ? previousData : undefined);
  const tickets = shown?.tickets;

  const goTo = (next: number) => {
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  };

  let body;
  if (error) {
    body = <QueryError error={error} onRetry={() => void refetch()} retrying={loading} />;
  } else if (!tickets) {
    body = <LoadingTable />;
  } else if (tickets.items.length === 0) {
    body = (
      <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="l3">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{page > 1 && tickets.total > 0 ? t.emptyPage : t.empty}</EmptyState.Title>
            {page > 1 && tickets.total > 0 ? (
              <Button asChild variant="outline" size="sm">
                <RouterLink to={paths.tickets}>{t.firstPage}</RouterLink>
              </Button>
            ) : (
              <EmptyState.Description>{t.emptyHint}</EmptyState.Description>
            )}
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <>
        <TicketsTable tickets={tickets.items} busy={loading} />
        <Flex mt="4" justify="center">
          <ListPagination total={tickets.total} pageSize={TICKETS_PAGE_SIZE} page={page} onPageChange={goTo} />
        </Flex>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t.title} subtitle={tickets ? t.total(formatNumber(tickets.total)) : undefined} />
      {body}
    </>
  );
}
