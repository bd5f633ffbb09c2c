// `/app/tickets` (spec §1, §4, §9): every ticket the user may see, 24 a page, newest receipt first;
// named filters by status with live counts (the list's own, in the role's scope: ticketCounts), search by the fiscal document number, filters by place,
// user and date range, header sorting, all in the URL; the list follows the processor live; CSV of
// the whole filtered list; saved filters (shared/saved-views); the auto-processor panel for administrators (regional managers: status).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Field, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { graphql } from '../../__generated__';
import type { SortDirection, TicketOrder, TicketOrderField, TicketWhere } from '../../__generated__/graphql';
import { CsvExportButton } from '../../shared/csv/csv-export-button';
import { EMPTY, formatDate, formatDateTime } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useSessionUser } from '../../shared/session/session-context';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { ListPage, useListState, type ListFilter, type ListOrder } from '../../shared/ui/list-page';
import { SavedViews } from '../../shared/saved-views/saved-views';
import { PageHeader } from '../../shared/ui/page-header';
import { SearchSelect } from '../../shared/ui/search-select';
import { userDisplayName } from '../../shared/users';
import { ticketsMessages } from './messages';
import { ProcessorPanel, useProcessorLive } from './processor-panel';
import { TicketsTable } from './tickets-table';

/** Tickets per page (spec §9: the ticket list shows 24). */
export const TICKETS_PAGE_SIZE = 24;
/** How often at most the list is read again while the processor changes statuses. */
export const LIVE_REFRESH_MS = 3000;

export const TICKET_STATUSES = ['new', 'processing', 'delayed', 'manual', 'processed', 'rejected'] as const;

const TicketsRouteQuery = graphql(`
  query TicketsRoute(
    $where: TicketWhere
    $search: String
    $orderBy: [TicketOrder!]
    $page: Int!
    $pageSize: Int!
    $withProcessor: Boolean!
    $countWhere: TicketWhere
  ) {
    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        id
        ...TicketsTable_ticket
      }
      total
      page
      pageSize
    }
    ticketCounts(where: $countWhere, search: $search) {
      total
      statuses {
        status
        count
      }
    }
    autoProcessor @include(if: $withProcessor) {
      ...ProcessorPanel_processor
    }
  }
`);

const TicketsExportQuery = graphql(`
  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {
    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        id
        dateTime
        status
        statusTitle
        totalSum
        score
        fiscalDocumentNumber
        user {
          id
          name
          surname
          phone
        }
        place {
          id
          title
          address
        }
      }
      total
    }
  }
`);

const TicketsPlacesSearchQuery = graphql(`
  query TicketsPlacesSearch($search: String, $pageSize: Int!) {
    places(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

const TicketsUsersSearchQuery = graphql(`
  query TicketsUsersSearch($search: String, $pageSize: Int!) {
    users(search: $search, pageSize: $pageSize) {
      items {
        id
        name
        surname
        phone
      }
    }
  }
`);

const TicketsCampaignsSearchQuery = graphql(`
  query TicketsCampaignsSearch($search: String, $pageSize: Int!) {
    campaigns(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

const TicketsPeriodsSearchQuery = graphql(`
  query TicketsPeriodsSearch($campaignId: Int!, $pageSize: Int!) {
    periods(where: { campaignId: { eq: $campaignId } }, orderBy: [{ field: startDate, direction: DESC }], pageSize: $pageSize) {
      items {
        id
        startDate
        endDate
      }
    }
  }
`);

/** Orders of spec §9: 'date' (newest receipt first, the default) and 'noStatus' (by status, then date). */
const ORDERS: Record<string, TicketOrder[]> = {
  date: [{ field: 'dateTime', direction: 'DESC' }],
  noStatus: [
    { field: 'status', direction: 'ASC' },
    { field: 'dateTime', direction: 'DESC' },
  ],
};

/** The day after `YYYY-MM-DD`, as the start of that day in the viewer's time zone (ISO). */
const startOfDay = (date: string, plusDays = 0) => {
  const d = new Date(`${date}T00:00:00`);
  d.setDate(d.getDate() + plusDays);
  return d.toISOString();
};

/** The `where` of the URL's filters: a named status filter, place, user, campaign, period and a date range. */
export function ticketsWhere(
  status: TicketWhere | undefined,
  values: { place: string; user: string; campaign?: string; period?: string; from: string; to: string },
): TicketWhere | undefined {
  const where: TicketWhere = { ...status };
  if (/^\d+$/.test(values.place)) where.placeId = { eq: Number(values.place) };
  if (/^\d+$/.test(values.user)) where.userId = { eq: Number(values.user) };
  if (values.campaign && /^\d+$/.test(values.campaign)) where.campaignId = { eq: Number(values.campaign) };
  if (values.period && /^\d+$/.test(values.period)) where.periodId = { eq: Number(values.period) };
  const range: NonNullable<TicketWhere['dateTime']> = {};
  if (/^\d{4}-\d{2}-\d{2}$/.test(values.from)) range.gte = startOfDay(values.from);
  if (/^\d{4}-\d{2}-\d{2}$/.test(values.to)) range.lt = startOfDay(values.to, 1);
  if (range.gte || range.lt) where.dateTime = range;
  return Object.keys(where).length ? where : undefined;
}

export function TicketsPage() {
  const t = useMessages(ticketsMessages);
  const user = useSessionUser();
  const client = useApolloClient();
  const role = user?.roleName;
  const withProcessor = role === 'admin' || role === 'regionalManager';

  const filters: ListFilter<TicketWhere | undefined>[] = useMemo(
    () => [
      { name: 'all', label: t.filters.all, where: undefined },
      ...TICKET_STATUSES.map((status) => ({ name: status, label: t.filters[status], where: { status: { eq: status } } })),
    ],
    [t],
  );
  const orders: ListOrder[] = [
    { name: 'date', label: t.orders.date },
    { name: 'noStatus', label: t.orders.noStatus },
  ];
  const state = useListState({ filters, orders, pageSize: TICKETS_PAGE_SIZE, params: ['place', 'placeName', 'user', 'userName', 'campaign', 'campaignName', 'period', 'periodName', 'from', 'to'] });
  const where = ticketsWhere(state.filter?.where, state.values);
  const orderBy: TicketOrder[] = state.sort
    ? [{ field: state.sort.field as TicketOrderField, direction: state.sort.direction as SortDirection }]
    : (ORDERS[state.order ?? 'date'] ?? ORDERS.date!);
  const variables = { where, search: state.search || undefined, orderBy, page: state.page, pageSize: TICKETS_PAGE_SIZE };

  // The named filters' counts: the list's own conditions without the status (issue 22), in the role's scope.
  const countWhere = ticketsWhere(undefined, state.values);
  const { data, previousData, loading, error, refetch } = useQuery(TicketsRouteQuery, {
    variables: { ...variables, withProcessor, countWhere },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? (loading ? previousData : undefined);

  // The processor changes statuses: the counts come live, and the list on screen is read again (at
  // most every 3 s).
  const lastRefresh = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshSoon = useCallback(() => {
    if (pending.current) return;
    const wait = Math.max(0, lastRefresh.current + LIVE_REFRESH_MS - Date.now());
    pending.current = setTimeout(() => {
      pending.current = null;
      lastRefresh.current = Date.now();
      void client.refetchQueries({ include: [TicketsRouteQuery] });
    }, wait);
  }, [client]);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  useProcessorLive(withProcessor, refreshSoon);

  const counts = shown?.ticketCounts ?? null;
  const labelledFilters = filters.map((filter) => {
    if (!counts) return filter;
    const count = filter.name === 'all' ? counts.total : (counts.statuses.find((s) => s.status === filter.name)?.count ?? 0);
    return { ...filter, label: `${filter.label} · ${count.toLocaleString('ru-RU')}` };
  });

  const searchPlaces = async (text: string, limit: number) =>
    (await client.query({ query: TicketsPlacesSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.places.items ?? [];
  const searchUsers = async (text: string, limit: number) =>
    (await client.query({ query: TicketsUsersSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.users.items ?? [];

  const searchCampaigns = async (text: string, limit: number) =>
    (await client.query({ query: TicketsCampaignsSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.campaigns.items ?? [];
  const periodLabel = (p: { startDate?: string | null; endDate?: string | null }) => t.periodOf(formatDate(p.startDate), formatDate(p.endDate));
  // A campaign has a handful of periods: all of them (up to the selector's limit), matched by their label.
  const searchPeriods = async (text: string, limit: number) => {
    const items =
      (await client.query({ query: TicketsPeriodsSearchQuery, variables: { campaignId: Number(state.values.campaign), pageSize: limit } })).data?.periods.items ?? [];
    const needle = text.trim().toLowerCase();
    return items.map((p) => ({ id: p.id, label: periodLabel(p) })).filter((p) => !needle || p.label.toLowerCase().includes(needle));
  };

  const tickets = shown?.tickets;
  const toolbar = (
    <>
      <Field.Root maxW={{ md: '64' }}>
        <SearchSelect
          label={t.place}
          search={searchPlaces}
          getKey={(p) => p.id}
          getLabel={(p) => p.title}
          value={state.values.place ? { id: Number(state.values.place), title: state.values.placeName } : null}
          onChange={(p) => state.setValues({ place: p ? String(p.id) : undefined, placeName: p?.title ?? undefined })}
        />
      </Field.Root>
      <Field.Root maxW={{ md: '64' }}>
        <SearchSelect
          label={t.user}
          search={searchUsers}
          getKey={(u) => u.id}
          getLabel={(u) => userDisplayName(u)}
          value={state.values.user ? { id: Number(state.values.user), name: state.values.userName, surname: null, phone: null } : null}
          onChange={(u) => state.setValues({ user: u ? String(u.id) : undefined, userName: u ? userDisplayName(u) : undefined })}
        />
      </Field.Root>
      <Field.Root maxW={{ md: '64' }}>
        <SearchSelect
          label={t.campaign}
          search={searchCampaigns}
          getKey={(c) => c.id}
          getLabel={(c) => c.title}
          value={state.values.campaign ? { id: Number(state.values.campaign), title: state.values.campaignName } : null}
          onChange={(c) =>
            state.setValues({ campaign: c ? String(c.id) : undefined, campaignName: c?.title ?? undefined, period: undefined, periodName: undefined })
          }
        />
      </Field.Root>
      {state.values.campaign && (
        <Field.Root maxW={{ md: '64' }}>
          <SearchSelect
            key={state.values.campaign}
            label={t.period}
            search={searchPeriods}
            getKey={(p) => p.id}
            getLabel={(p) => p.label}
            value={state.values.period ? { id: Number(state.values.period), label: state.values.periodName } : null}
            onChange={(p) => state.setValues({ period: p ? String(p.id) : undefined, periodName: p?.label ?? undefined })}
          />
        </Field.Root>
      )}
      <DateRangeFilter from={state.values.from} to={state.values.to} onChange={state.setValues} />
    </>
  );

  const exportButton = (
    <CsvExportButton
      filename={t.csvFile}
      fetchPage={async (page, pageSize) => {
        const result = await client.query({ query: TicketsExportQuery, variables: { ...variables, page, pageSize }, fetchPolicy: 'network-only' });
        return { items: result.data?.tickets.items ?? [], total: result.data?.tickets.total ?? 0 };
      }}
      columns={[
        { header: t.columns.id, value: (r) => r.id },
        { header: t.columns.dateTime, value: (r) => formatDateTime(r.dateTime) },
        { header: t.columns.fiscalDocumentNumber, value: (r) => r.fiscalDocumentNumber },
        { header: t.columns.place, value: (r) => r.place?.title ?? EMPTY },
        { header: t.columns.user, value: (r) => (r.user ? userDisplayName(r.user) : EMPTY) },
        { header: t.columns.phone, value: (r) => r.user?.phone },
        { header: t.columns.totalSum, value: (r) => (r.totalSum == null ? null : (r.totalSum / 100).toFixed(2)) },
        { header: t.columns.score, value: (r) => r.score },
        { header: t.columns.status, value: (r) => r.statusTitle ?? r.status },
      ]}
    />
  );

  return (
    <Stack gap="4">
      <PageHeader title={t.title} subtitle={tickets ? t.total(tickets.total.toLocaleString('ru-RU')) : undefined} actions={<SavedViews screen="tickets" />} />
      {withProcessor && shown?.autoProcessor && <ProcessorPanel processor={shown.autoProcessor} canControl={role === 'admin'} />}
      <ListPage
        state={state}
        filters={labelledFilters}
        orders={orders}
        items={tickets?.items}
        total={tickets?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        searchPlaceholder={t.searchPlaceholder}
        toolbar={toolbar}
        actions={exportButton}
      >
        {(items) => <TicketsTable tickets={items} busy={loading} sort={state.sort} onSortChange={state.setSort} />}
      </ListPage>
    </Stack>
  );
}
