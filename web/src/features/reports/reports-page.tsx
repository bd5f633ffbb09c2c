// `/app/reports` (product-rules §8): one report at a time — plan vs fact, tickets by status and by day,
// points by region, city, place and user, top products, sales-rep and vendor activity — with filters by campaign, period, region,
// city and date range (all in the URL, so a report's address can be shared), a chart above the
// table, CSV of the whole result, and 'Показать запрос' with the GraphQL operation and variables
// behind it; the filters can be saved under a name (shared/saved-views). The computation shows its progress and can be cancelled; an empty result says so. The
// gateway answers within the user's scope (product-rules §1).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Card, Code, Field, Flex, HStack, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { print } from 'graphql';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ReportFilter } from '../../__generated__/graphql';
import { BarChart, LineChart } from '../../shared/charts/charts';
import { CsvExportButton } from '../../shared/csv/csv-export-button';
import { formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { ticketStatusLabel } from '../../shared/ticket-status';
import { notify } from '../../shared/notify/notify';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { useListState } from '../../shared/ui/list-page';
import { SavedViews } from '../../shared/saved-views/saved-views';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { SearchSelect } from '../../shared/ui/search-select';
import { reportsMessages } from './messages';
import {
  ReportActivityQuery,
  ReportCampaignsSearchQuery,
  ReportCitiesSearchQuery,
  ReportPeriodsSearchQuery,
  ReportPlanFactPageQuery,
  ReportRegionsSearchQuery,
  ReportTicketStatsQuery,
} from './operations';
import { reportColumns, ReportTable } from './report-table';
import {
  ACTIVITY_BY,
  activityRows,
  CHART_TOP,
  GROUP_BY,
  isActivity,
  periodLabel,
  planFactChartLabels,
  planFactRows,
  REPORT_LIMIT,
  REPORT_PAGE_SIZE,
  reportFilter,
  reportName,
  REPORTS,
  statsRows,
  type ActivityReport,
  type ReportName,
  type ReportRow,
  type StatsReport,
} from './report-data';

const PARAMS = ['report', 'campaign', 'campaignName', 'period', 'periodName', 'region', 'regionName', 'city', 'cityName', 'from', 'to'] as const;

interface Totals {
  count: number;
  totalSum: number;
  score: number | null;
  units: number;
}

type ReportState =
  | { status: 'loading' }
  /** `total`: a report the gateway pages (plan vs fact), `rows` being the page; else `rows` is every row. */
  | { status: 'done'; rows: ReportRow[]; totals?: Totals; limited: boolean; total?: number }
  | { status: 'error'; error: unknown };

const planFactVariables = (filter: ReportFilter | undefined, page: number) => ({ filter, page, pageSize: REPORT_PAGE_SIZE });
const activityVariables = (report: ActivityReport, filter: ReportFilter | undefined) => ({ by: ACTIVITY_BY[report], filter, limit: REPORT_LIMIT });
const statsVariables = (report: StatsReport, filter: ReportFilter | undefined) => ({ groupBy: [GROUP_BY[report]], filter, limit: REPORT_LIMIT });

/** The operation and variables of a report, as sent and as 'Показать запрос' shows them (plan vs fact: the page shown). */
export function reportOperation(report: ReportName, filter: ReportFilter | undefined, page = 1) {
  if (report === 'planFact') return { document: ReportPlanFactPageQuery, variables: planFactVariables(filter, page) };
  if (isActivity(report)) return { document: ReportActivityQuery, variables: activityVariables(report, filter) };
  return { document: ReportTicketStatsQuery, variables: statsVariables(report, filter) };
}

/**
 * One run of a report: the report, its filters (and page, for plan vs fact) and the attempt. Its
 * answer is read by a component keyed by the run, so new filters or 'Рассчитать снова' start a new
 * query. A run left, for another or by 'Отменить' (the run stays cancelled), unmounts that component,
 * and Apollo aborts the request its query had under way.
 */
function useReportRun(report: ReportName, filter: ReportFilter | undefined, page: number) {
  const [attempt, setAttempt] = useState(0);
  const [cancelledRun, setCancelledRun] = useState<string | null>(null);
  // Plan vs fact is read a page at a time; the other reports once (their table pages on the screen).
  const run = `${JSON.stringify(report === 'planFact' ? { report, filter, page } : { report, filter })}#${attempt}`;
  const cancel = useCallback(() => setCancelledRun(run), [run]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { run, cancelled: cancelledRun === run, cancel, retry };
}

/** What a query has answered so far: its error, or its data once loaded, else nothing. */
type Answer<T> = { error: unknown } | { data: T } | null;

/** A query's answer, the same object until its data, error or loading change. */
function useAnswer<T>({ data, error, loading }: { data: T | undefined; error?: unknown; loading: boolean }): Answer<T> {
  return useMemo(() => {
    if (error) return { error };
    return loading || data === undefined ? null : { data };
  }, [data, error, loading]);
}

/** An answer as the screen draws it: its error, else loading until the data, else `done(data)`. */
function stateOf<T>(answer: Answer<T>, done: (data: T) => ReportState): ReportState {
  if (!answer) return { status: 'loading' };
  return 'error' in answer ? { status: 'error', error: answer.error } : done(answer.data);
}

/** The report's answer (`useQuery`, network-only: a report is computed afresh each run) as rows. */
function useReportAnswer(report: ReportName, filter: ReportFilter | undefined, page: number): ReportState {
  const t = useMessages(reportsMessages);
  const ticketStatuses = useI18n().t.common.ticketStatuses;
  const options = { fetchPolicy: 'network-only' } as const;
  const plans = useQuery(ReportPlanFactPageQuery, { ...options, variables: planFactVariables(filter, page), skip: report !== 'planFact' });
  const activity = useQuery(ReportActivityQuery, { ...options, variables: activityVariables(isActivity(report) ? report : 'vendors', filter), skip: !isActivity(report) });
  const statsReport = report !== 'planFact' && !isActivity(report) ? report : null;
  const stats = useQuery(ReportTicketStatsQuery, { ...options, variables: statsVariables(statsReport ?? 'status', filter), skip: statsReport === null });
  // The rows are made again only when an answer changes (not on every render of its query's result).
  const plansAnswer = useAnswer(plans);
  const activityAnswer = useAnswer(activity);
  const statsAnswer = useAnswer(stats);
  return useMemo(() => {
    if (report === 'planFact') {
      return stateOf(plansAnswer, (data) => ({ status: 'done', rows: planFactRows(data.planFactPage.items, t.unknown), total: data.planFactPage.total, limited: false }));
    }
    if (isActivity(report)) {
      return stateOf(activityAnswer, (data) => ({ status: 'done', rows: activityRows(data.activity, t.unknown), limited: data.activity.length >= REPORT_LIMIT }));
    }
    return stateOf(statsAnswer, ({ ticketStats }) => ({
      status: 'done',
      rows: statsRows(report, ticketStats.groups, (status) => ticketStatusLabel(status, ticketStatuses), t.unknown),
      totals: ticketStats.totals,
      limited: ticketStats.groups.length >= REPORT_LIMIT,
    }));
  }, [report, plansAnswer, activityAnswer, statsAnswer, t.unknown, ticketStatuses]);
}

function ReportChart({ report, rows, title }: { report: ReportName; rows: ReportRow[]; title: string }) {
  const t = useMessages(reportsMessages);
  const label = t.chart(title);
  if (report === 'day') {
    const data = rows.map((r) => ({ label: r.short ?? r.label, full: r.label, count: r.count ?? 0 }));
    return <LineChart label={label} data={data} x="label" tooltipX="full" series={[{ name: 'count', label: t.columns.count, color: 'blue.solid' }]} />;
  }
  const top = rows.slice(0, CHART_TOP);
  let chart;
  if (report === 'planFact') {
    const names = planFactChartLabels(top);
    const data = top.map((r, i) => ({ label: names[i]!.axis, full: names[i]!.full, plan: r.plan ?? 0, fact: r.fact ?? 0 }));
    chart = (
      <BarChart
        label={label}
        data={data}
        x="label"
        tooltipX="full"
        series={[
          { name: 'plan', label: t.columns.plan, color: 'blue.fg' },
          { name: 'fact', label: t.columns.fact, color: 'green.solid' },
        ]}
      />
    );
  } else if (report === 'status' || isActivity(report)) {
    const data = top.map((r) => ({ label: r.label, count: r.count ?? 0 }));
    chart = <BarChart label={label} data={data} x="label" series={[{ name: 'count', label: t.columns.count, color: 'blue.solid' }]} />;
  } else if (report === 'product') {
    const data = top.map((r) => ({ label: r.label, units: r.units ?? 0 }));
    chart = <BarChart label={label} data={data} x="label" series={[{ name: 'units', label: t.columns.units, color: 'purple.solid' }]} />;
  } else {
    const data = top.map((r) => ({ label: r.label, score: r.score ?? 0 }));
    chart = <BarChart label={label} data={data} x="label" series={[{ name: 'score', label: t.columns.score, color: 'green.solid' }]} />;
  }
  return (
    <Stack gap="1">
      {rows.length > CHART_TOP && (
        <Text textStyle="xs" color="fg.muted">
          {t.chartTop(CHART_TOP)}
        </Text>
      )}
      {chart}
    </Stack>
  );
}

/** `/graphql` in a browser is the explorer; `query` and `variables` fill its editor (nothing runs by itself). */
export function explorerLink(operation: string, variables: unknown): string {
  return `/graphql?${new URLSearchParams({ query: operation, variables: JSON.stringify(variables) })}`;
}

function QueryPanel({ report, filter, page }: { report: ReportName; filter: ReportFilter | undefined; page: number }) {
  const t = useMessages(reportsMessages);
  const { document, variables } = reportOperation(report, filter, page);
  const operation = print(document);
  const vars = JSON.stringify(variables, null, 2);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(JSON.stringify({ query: operation, variables }))
      .then(() => notify.success(t.copied))
      .catch((error: unknown) => notify.error(error));
  };
  return (
    <Card.Root size="sm" borderRadius="l3" data-testid="report-query">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{t.queryTitle}</Text>
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={copy}>
              {t.copy}
            </Button>
            {/* The explorer page (not a route of this app) opens with this operation and its variables filled in. */}
            <Button asChild size="xs" variant="outline">
              <a href={explorerLink(operation, variables)} target="_blank" rel="noopener">
                {t.openInExplorer}
              </a>
            </Button>
          </HStack>
        </Flex>
        <Text textStyle="xs" color="fg.muted">
          {t.queryHint}
        </Text>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="2">
          <Text textStyle="xs" fontWeight="medium">
            {t.operation}
          </Text>
          <Code as="pre" display="block" whiteSpace="pre" overflowX="auto" p="2" aria-label={t.operation}>
            {operation}
          </Code>
          <Text textStyle="xs" fontWeight="medium">
            {t.variables}
          </Text>
          <Code as="pre" display="block" whiteSpace="pre" overflowX="auto" p="2" aria-label={t.variables}>
            {vars}
          </Code>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function ReportsPage() {
  const t = useMessages(reportsMessages);
  const client = useApolloClient();
  const state = useListState({ params: PARAMS });
  const values = state.values;
  const report = reportName(values.report);
  const filter = reportFilter(values);
  const title = t.reports[report];
  const [showQuery, setShowQuery] = useState(false);
  const reportRun = useReportRun(report, filter, state.page);

  const searchCampaigns = async (text: string, limit: number) =>
    (await client.query({ query: ReportCampaignsSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.campaigns.items ?? [];
  const searchPeriods = async (_text: string, limit: number) =>
    (
      await client.query({
        query: ReportPeriodsSearchQuery,
        variables: { where: /^\d+$/.test(values.campaign) ? { campaignId: { eq: Number(values.campaign) } } : undefined, pageSize: Math.min(limit, 100) },
      })
    ).data?.periods.items.map((p) => ({ id: p.id, label: periodLabel(p) })) ?? [];
  const searchRegions = async (text: string, limit: number) =>
    (await client.query({ query: ReportRegionsSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.regions.items ?? [];
  const searchCities = async (text: string, limit: number) =>
    (
      await client.query({
        query: ReportCitiesSearchQuery,
        variables: { search: text || undefined, where: /^\d+$/.test(values.region) ? { regionId: { eq: Number(values.region) } } : undefined, pageSize: limit },
      })
    ).data?.cities.items ?? [];

  const hasFilters = PARAMS.some((p) => p !== 'report' && values[p]);

  return (
    <Stack gap="4">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <HStack gap="2" wrap="wrap">
            <SavedViews screen="reports" />
            <Button variant="outline" onClick={() => setShowQuery((v) => !v)} aria-expanded={showQuery}>
              {showQuery ? t.hideQuery : t.showQuery}
            </Button>
          </HStack>
        }
      />
      <Flex gap="3" wrap="wrap" align="end" role="group" aria-label={t.filters}>
        <Field.Root maxW={{ md: '60' }}>
          <Field.Label>{t.report}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={report} onChange={(e) => state.setValues({ report: e.target.value === 'planFact' ? undefined : e.target.value })} bg="bg">
              {REPORTS.map((name) => (
                <option key={name} value={name}>
                  {t.reports[name]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW={{ md: '60' }}>
          <SearchSelect
            label={t.campaign}
            search={searchCampaigns}
            getKey={(c) => c.id}
            getLabel={(c) => c.title}
            value={values.campaign ? { id: Number(values.campaign), title: values.campaignName } : null}
            onChange={(c) => state.setValues({ campaign: c ? String(c.id) : undefined, campaignName: c?.title ?? undefined, period: undefined, periodName: undefined })}
          />
        </Field.Root>
        <Field.Root maxW={{ md: '60' }}>
          <SearchSelect
            key={values.campaign}
            label={t.period}
            search={searchPeriods}
            getKey={(p) => p.id}
            getLabel={(p) => p.label}
            value={values.period ? { id: Number(values.period), label: values.periodName } : null}
            onChange={(p) => state.setValues({ period: p ? String(p.id) : undefined, periodName: p?.label ?? undefined })}
          />
        </Field.Root>
        <Field.Root maxW={{ md: '52' }}>
          <SearchSelect
            label={t.region}
            search={searchRegions}
            getKey={(r) => r.id}
            getLabel={(r) => r.title}
            value={values.region ? { id: Number(values.region), title: values.regionName } : null}
            onChange={(r) => state.setValues({ region: r ? String(r.id) : undefined, regionName: r?.title ?? undefined, city: undefined, cityName: undefined })}
          />
        </Field.Root>
        <Field.Root maxW={{ md: '52' }}>
          <SearchSelect
            key={values.region}
            label={t.city}
            search={searchCities}
            limit={30}
            getKey={(c) => c.id}
            getLabel={(c) => c.title}
            value={values.city ? { id: Number(values.city), title: values.cityName } : null}
            onChange={(c) => state.setValues({ city: c ? String(c.id) : undefined, cityName: c?.title ?? undefined })}
          />
        </Field.Root>
        <DateRangeFilter from={values.from} to={values.to} onChange={state.setValues} />
        {hasFilters && (
          <Button variant="ghost" onClick={() => state.setValues(Object.fromEntries(PARAMS.filter((p) => p !== 'report').map((p) => [p, undefined])))}>
            {t.reset}
          </Button>
        )}
      </Flex>

      {showQuery && <QueryPanel report={report} filter={filter} page={state.page} />}

      {reportRun.cancelled ? (
        <ReportCard title={title}>
          <HStack gap="3" py="4" role="status">
            <Text textStyle="sm" color="fg.muted">
              {t.cancelled}
            </Text>
            <Button size="xs" variant="outline" onClick={reportRun.retry}>
              {t.retry}
            </Button>
          </HStack>
        </ReportCard>
      ) : (
        <ReportResult
          key={reportRun.run}
          report={report}
          filter={filter}
          page={state.page}
          onPageChange={state.setPage}
          title={title}
          onCancel={reportRun.cancel}
          onRetry={reportRun.retry}
        />
      )}
    </Stack>
  );
}

function ReportCard({ title, summary, actions, children }: { title: string; summary?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root borderRadius="l3" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="0">
            <Text as="h2" textStyle="lg" fontWeight="semibold">
              {title}
            </Text>
            {summary !== undefined && (
              <Text textStyle="sm" color="fg.muted" data-testid="report-summary">
                {summary}
              </Text>
            )}
          </Stack>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </Card.Root>
  );
}

interface ReportResultProps {
  report: ReportName;
  filter: ReportFilter | undefined;
  /** The page of the address (the table's page; plan vs fact: the page read). */
  page: number;
  onPageChange: (page: number) => void;
  title: string;
  onCancel: () => void;
  onRetry: () => void;
}

/** One run of the report (keyed by it): its progress with 'Отменить', its error with a retry, or its chart, table and CSV. */
function ReportResult({ report, filter, page: asked, onPageChange, title, onCancel, onRetry }: ReportResultProps) {
  const t = useMessages(reportsMessages);
  const result = useReportAnswer(report, filter, asked);
  const rows = result.status === 'done' ? result.rows : [];
  // Every row of the report: the gateway's count for a paged report, else the rows read.
  const total = result.status === 'done' ? (result.total ?? rows.length) : 0;
  // The table's page: the page read (plan vs fact) or a slice of the rows read; past the last page, the last.
  const pages = Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));
  const page = Math.min(asked, pages);
  const pageRows = result.status === 'done' && result.total !== undefined ? rows : rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  // A page past the last of a paged report (an old address, fewer rows now): the last page is read.
  const pastLast = result.status === 'done' && result.total !== undefined && result.total > 0 && rows.length === 0 && asked > pages;
  useEffect(() => {
    if (pastLast) onPageChange(pages);
  }, [pastLast, pages, onPageChange]);

  if (result.status === 'loading') {
    return (
      <ReportCard title={title}>
        <HStack gap="3" role="status" aria-live="polite" py="4">
          <Progress.Root value={null} size="sm" flex="1">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            {t.computing}
          </Text>
          <Button size="xs" variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        </HStack>
      </ReportCard>
    );
  }
  if (result.status === 'error') {
    return (
      <ReportCard title={title}>
        <QueryError error={result.error} onRetry={onRetry} />
      </ReportCard>
    );
  }
  const summary = result.totals
    ? t.totalsLine(formatNumber(result.totals.count), formatMoney(result.totals.totalSum), formatNumber(result.totals.score ?? 0), formatNumber(result.totals.units))
    : t.rows(formatNumber(total));
  return (
    <ReportCard
      title={title}
      summary={summary}
      actions={rows.length > 0 && <ReportCsv report={report} rows={rows} paged={result.total !== undefined} filter={filter} title={title} />}
    >
      {rows.length === 0 ? (
        <Box py="6" textAlign="center">
          <Text fontWeight="medium">{t.empty}</Text>
          <Text textStyle="sm" color="fg.muted">
            {t.emptyHint}
          </Text>
        </Box>
      ) : (
        <Stack gap="4">
          {result.limited && (
            <Text textStyle="sm" color="fg.warning">
              {t.limited(formatNumber(REPORT_LIMIT))}
            </Text>
          )}
          <ReportChart report={report} rows={rows} title={title} />
          <ReportTable report={report} rows={pageRows} total={total} title={title} page={page} onPageChange={onPageChange} />
        </Stack>
      )}
    </ReportCard>
  );
}

/** The CSV of every row: a paged report (plan vs fact) reads all its pages for the file. */
function ReportCsv({ report, rows, paged, filter, title }: { report: ReportName; rows: ReportRow[]; paged: boolean; filter: ReportFilter | undefined; title: string }) {
  const t = useMessages(reportsMessages);
  const client = useApolloClient();
  const columns = reportColumns(report, t);
  const fetchPage = async (page: number, pageSize: number) => {
    if (!paged) return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
    const { data } = await client.query({ query: ReportPlanFactPageQuery, variables: { filter, page, pageSize }, fetchPolicy: 'network-only' });
    return { items: planFactRows(data?.planFactPage.items ?? [], t.unknown), total: data?.planFactPage.total ?? 0 };
  };
  return <CsvExportButton filename={t.csvFile(title)} fetchPage={fetchPage} columns={columns.map((c) => ({ header: c.header, value: c.csv }))} />;
}
