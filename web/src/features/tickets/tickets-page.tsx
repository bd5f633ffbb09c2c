// `/app/tickets` (spec §1, §4, §9): every ticket the user may see, 24 a page, newest receipt first;
// named filters by status with live counts (the list's own, in the role's scope: ticketCounts), search by the fiscal document number, filters by place,
// user and date range, header sorting, all in the URL; the list follows the processor live; CSV of
// the whole filtered list; saved filters (shared/saved-views); the auto-processor panel for administrators (regional managers: status).
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Stack } from '@chakra-ui/react';
import { lazy, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { TicketWhere } from '../../__generated__/graphql';
import { CsvExportButton, queryPages } from '../../shared/csv/csv-export-button';
import { EMPTY, formatCsvDateTime, formatCsvMoney, formatNumber } from '../../shared/format';
import { TICKET_STATUSES, ticketStatusLabel, ticketStatusOfParam, ticketStatusParam } from '../../shared/ticket-status';
import { useMessages } from '../../shared/i18n/define';
import { useSessionUser } from '../../shared/session/session-context';
import { loadChunk } from '../../shared/load-chunk';
import { ListPage, useListState, type ListFilter, type ListOrder } from '../../shared/ui/list-page';
import { SavedViews } from '../../shared/saved-views/saved-views';
import { LazyPart } from '../../shared/ui/lazy-part';
import { onDemand, preload } from '../../shared/ui/on-demand';
import { PageHeader } from '../../shared/ui/page-header';
import { userDisplayName } from '../../shared/users';
import { ticketsMessages } from './messages';
import { useProcessorLive } from './processor-live';
import { TicketsTable } from './tickets-table';
import { queueHref, useListRowKeys } from './review-queue';
import { QueueKeysHelp } from './queue-keys-help';
import { TICKETS_LIST_PARAMS, TICKETS_PAGE_SIZE, ticketsListVariables } from './tickets-list';
import { TicketsFilters } from './tickets-filters';
import { seesProcessor, TicketsAsideQuery, ticketsAsideVariables, ticketsRouteVariables, TicketsRouteQuery } from './tickets-route-query';

/**
 * The rows drawn first: a screenful under the filters (8 at 1440 × 900); the rest of the page
 * follows in the next frame (issue 42, docs/adr/0082-processor-status-stream-over-reads.md).
 */
export const FIRST_ROWS = 8;

/** How often at most the list is read again while the processor changes statuses. */
export const LIVE_REFRESH_MS = 3000;

export { TICKETS_PAGE_SIZE, ticketsWhere } from './tickets-list';

// What the screen draws beside its rows loads apart and never holds them up (issue 42): the
// processor's panel with its chart (its load starts with the counts' read, once the rows are on
// screen), and the bulk bar once a row is chosen.
const processorPanelCode = onDemand(() => import('./processor-panel'));
const ProcessorPanel = lazy(() => processorPanelCode.load().then((m) => ({ default: m.ProcessorPanel })));
const TicketsBulkBar = lazy(() => loadChunk(() => import('./tickets-bulk-bar')).then((m) => ({ default: m.TicketsBulkBar })));

const TicketsExportQuery = graphql(`
  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {
    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        ...TicketsTable_ticket @unmask
      }
      total
    }
  }
`);

export function TicketsPage() {
  const t = useMessages(ticketsMessages);
  const user = useSessionUser();
  const client = useApolloClient();
  // What the viewer may do, as the gateway's policy answers it (`User.rights`): reviewers watch the processor.
  const rights = user?.rights;
  const withProcessor = seesProcessor(rights);

  const filters: ListFilter<TicketWhere | undefined>[] = useMemo(
    () => [
      { name: 'all', label: t.filters.all, where: undefined },
      ...TICKET_STATUSES.map((status) => ({ name: ticketStatusParam(status), label: t.filters[status], where: { status: { eq: status } } })),
    ],
    [t],
  );
  const orders: ListOrder[] = [
    { name: 'date', label: t.orders.date },
    { name: 'noStatus', label: t.orders.noStatus },
  ];
  const state = useListState({ filters, orders, pageSize: TICKETS_PAGE_SIZE, params: TICKETS_LIST_PARAMS });
  // The same variables the review queue reads on the ticket page (tickets-list.ts).
  const [searchParams] = useSearchParams();
  const list = searchParams.toString();
  const variables = ticketsListVariables(searchParams);
  const where = variables.where;

  // The route's starter asked for this read while the screen's code loaded (tickets-starter.ts).
  const { data, previousData, loading, networkStatus, error, refetch } = useQuery(TicketsRouteQuery, {
    variables: ticketsRouteVariables(searchParams),
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? (loading ? previousData : undefined);
  // A live refresh of the list on screen (or a retry) reads it again without dimming its rows: only a
  // new list (a new URL) is drawn as being read (issue 42: the screen was measured dimmed).
  const refreshing = networkStatus === NetworkStatus.refetch;
  const tickets = shown?.tickets;
  // A new list's first screenful (FIRST_ROWS) is drawn with its answer, as the places draw theirs;
  // the rest of its page of 24 in a transition right after, a render that yields to the browser
  // (issue 42: a deferred value for the first rows drew the whole page once more before them). A
  // new answer for the list on screen (the live refresh) is drawn whole.
  const items = tickets?.items;
  const [drawn, setDrawn] = useState<{ list: string; items: typeof items }>();
  const whole = items !== undefined && drawn?.items === items;
  const rows = useMemo(() => (items && !whole && drawn?.list !== list ? items.slice(0, FIRST_ROWS) : items), [items, whole, drawn, list]);
  useEffect(() => {
    if (items && !whole) startTransition(() => setDrawn({ list, items }));
  }, [items, whole, list]);
  // The named filters' counts and the processor's panel are read once the rows are on screen, in a
  // request and a render of their own (issue 42: they never hold the rows up).
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (whole || error) setAnswered(true);
  }, [whole, error]);
  const aside = useQuery(TicketsAsideQuery, { variables: ticketsAsideVariables(searchParams, rights), skip: !answered, errorPolicy: 'all' });
  const asideShown = aside.data ?? aside.previousData;

  // The processor changes statuses: the counts come live, and the list on screen is read again, at
  // most every 3 s and no sooner than 3 s after its last answer. Before the first answer nothing is
  // read again: the live counts' first value comes as the page opens, and the list being read is
  // newer than it (the screens bench saw every /app/tickets visit read the list twice). An error is
  // an answer too: a list that could not be read is read again when the live counts say the API is
  // back (CI's live test: the API away at the reload, then back), on any message of the counters;
  // a list on screen on a change of them (processor-live.ts).
  const lastRefresh = useRef(0);
  const failed = useRef(false);
  useEffect(() => {
    if (data || error) lastRefresh.current = Date.now();
    failed.current = Boolean(error);
  }, [data, error]);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshSoon = useCallback(
    (changed: boolean) => {
      if (pending.current || lastRefresh.current === 0 || !(changed || failed.current)) return;
      const wait = Math.max(0, lastRefresh.current + LIVE_REFRESH_MS - Date.now());
      pending.current = setTimeout(() => {
        pending.current = null;
        lastRefresh.current = Date.now();
        void client.refetchQueries({ include: [TicketsRouteQuery, TicketsAsideQuery] });
      }, wait);
    },
    [client],
  );
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  // The live streams start once the aside's read has answered (or failed): their documents, the
  // socket's messages and their writes to the cache are no work before the rows (issue 42). The
  // processor's status they send is the gateway's read after they listen, drawn over the aside's
  // (processor-live.ts, ADR 0082): a stop made before they start or while the read was under way is shown.
  const processorStatus = useProcessorLive(withProcessor && Boolean(asideShown || aside.error), refreshSoon);
  // The panel's code (its chart) loads once the rows are on screen, with the aside read.
  useEffect(() => {
    if (withProcessor && answered) preload(processorPanelCode)();
  }, [withProcessor, answered]);

  // Bulk actions (issue 25) for those who review tickets: the rows chosen (kept across pages), or
  // every ticket of the filter; a new filter or search starts a new choice.
  const canBulk = rights?.reviewTickets ?? false;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [allByFilter, setAllByFilter] = useState(false);
  const choiceKey = JSON.stringify([where, state.search]);
  const [choiceOf, setChoiceOf] = useState(choiceKey);
  if (choiceOf !== choiceKey) {
    setChoiceOf(choiceKey);
    setSelected(new Set());
    setAllByFilter(false);
  }
  // The bulk bar is drawn from the first choice on (and stays, with the results of its last run).
  const [bulkShown, setBulkShown] = useState(false);
  if (canBulk && !bulkShown && (selected.size > 0 || allByFilter)) setBulkShown(true);
  const clearChoice = () => {
    setSelected(new Set());
    setAllByFilter(false);
  };

  const counts = asideShown?.ticketCounts ?? null;
  const labelledFilters = filters.map((filter) => {
    if (!counts) return filter;
    const status = ticketStatusOfParam(filter.name);
    const count = status ? (counts.statuses.find((s) => s.status === status)?.count ?? 0) : counts.total;
    return { ...filter, label: `${filter.label} · ${formatNumber(count)}` };
  });

  const autoProcessor = withProcessor ? asideShown?.autoProcessor : undefined;
  // The processor's panel (its chart of 168 hours) draws after the rows have painted, in a render
  // of its own that yields to the browser (a deferred value: issue 42).
  const processorShown = useDeferredValue(Boolean(autoProcessor), false);
  // Rows open the ticket as a step of this list's review queue; J / K reach the rows (review-queue.tsx).
  const rowsRef = useRef<HTMLDivElement>(null);
  useListRowKeys(rowsRef, Boolean(items?.length) && whole);

  // What the list's answers do not change is made once per URL (or once), so that the rows' answer and
  // the counts' draw only what they change (issue 42).
  const header = useMemo(() => <SavedViews screen="tickets" />, []);
  const toolbar = useMemo(() => <TicketsFilters />, []);
  const keysHelp = useMemo(() => <QueueKeysHelp />, []);
  const exportButton = useMemo(() => {
    const fetchPage = queryPages(client, TicketsExportQuery, ticketsListVariables(new URLSearchParams(list)), 'tickets');
    return (
      <CsvExportButton
        filename={t.csvFile}
        fetchPage={fetchPage}
        columns={[
          { header: t.columns.id, value: (r) => r.id },
          { header: t.columns.dateTime, value: (r) => formatCsvDateTime(r.dateTime) },
          { header: t.columns.fiscalDocumentNumber, value: (r) => r.fiscalDocumentNumber },
          { header: t.columns.place, value: (r) => r.place?.title ?? EMPTY },
          { header: t.columns.user, value: (r) => (r.user ? userDisplayName(r.user) : EMPTY) },
          { header: t.columns.phone, value: (r) => r.user?.phone },
          { header: t.columns.totalSum, value: (r) => formatCsvMoney(r.totalSum) },
          { header: t.columns.score, value: (r) => r.score },
          { header: t.columns.status, value: (r) => ticketStatusLabel(r) },
        ]}
      />
    );
  }, [t, client, list]);
  const { sort, setSort } = state;
  const sortKey = sort ? `${sort.field}.${sort.direction}` : '';
  const table = useMemo(
    () =>
      rows && (
        <Box ref={rowsRef}>
          <TicketsTable
            tickets={rows}
            busy={refreshing ? false : loading}
            sort={sort}
            onSortChange={setSort}
            href={(id) => queueHref(id, list)}
            selection={
              canBulk
                ? {
                    selected,
                    pageKeys: items?.map((item) => item.id),
                    onChange: (next) => {
                      setSelected(next);
                      setAllByFilter(false);
                    },
                  }
                : undefined
            }
          />
        </Box>
      ),
    // `sort` and `setSort` follow the URL (`list`, `sortKey`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, items, loading, refreshing, sortKey, list, canBulk, selected],
  );

  return (
    <Stack gap="4">
      <PageHeader title={t.title} subtitle={tickets ? t.total(formatNumber(tickets.total)) : undefined} actions={header} />
      <LazyPart>{processorShown && autoProcessor && <ProcessorPanel processor={autoProcessor} live={processorStatus} canControl={rights?.controlProcessor ?? false} />}</LazyPart>
      <LazyPart>
        {bulkShown && (
          <TicketsBulkBar
            selected={selected}
            allByFilter={allByFilter}
            onAllByFilter={setAllByFilter}
            onClear={clearChoice}
            pageIds={tickets?.items.map((item) => item.id) ?? []}
            total={tickets?.total ?? 0}
            where={where}
            search={state.search || undefined}
            canProcess={rights?.processTickets ?? false}
            onChanged={() => void refetch()}
          />
        )}
      </LazyPart>
      <ListPage
        state={state}
        filters={labelledFilters}
        orders={orders}
        items={rows}
        total={tickets?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        searchPlaceholder={t.searchPlaceholder}
        toolbar={toolbar}
        actions={exportButton}
      >
        {() => table}
      </ListPage>
      {keysHelp}
    </Stack>
  );
}
