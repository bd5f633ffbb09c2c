// The reports' starter (docs/adr/0083-route-starters-beside-the-screen.md): the reports, the variables
// of the screen's URL (read by the screen too: report-run.ts, reports-page.tsx), and the report's query
// asked for by id as the navigation starts.
import type { ActivitySubject, ReportFilter, TicketStatsKey } from '../../__generated__/graphql';
import type { RouteStart } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';
import { listUrl, urlDay } from '../../shared/ui/list-url';

export const REPORTS = ['planFact', 'status', 'day', 'region', 'city', 'place', 'user', 'product', 'salesReps', 'vendors'] as const;
export type ReportName = (typeof REPORTS)[number];
export type ActivityReport = 'salesReps' | 'vendors';
export type StatsReport = Exclude<ReportName, 'planFact' | ActivityReport>;

/** Whose activity an activity report shows. */
export const ACTIVITY_BY: Record<ActivityReport, ActivitySubject> = { salesReps: 'salesMan', vendors: 'vendor' };
export const isActivity = (report: ReportName): report is ActivityReport => report === 'salesReps' || report === 'vendors';

/** At most this many groups a report reads (the gateway allows 10 000). */
export const REPORT_LIMIT = 10000;
/** Rows the table draws at a time; the others are a page away (and all in the CSV). */
export const REPORT_PAGE_SIZE = 50;
export const reportName = (value: string): ReportName => ((REPORTS as readonly string[]).includes(value) ? (value as ReportName) : 'planFact');

export interface ReportFilterValues {
  campaign: string;
  period: string;
  region: string;
  city: string;
  from: string;
  to: string;
}

const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/** The gateway's `ReportFilter` of the screen's filters; `to` is the day after the last one chosen. */
export function reportFilter(values: ReportFilterValues): ReportFilter | undefined {
  const filter: ReportFilter = {};
  if (id(values.campaign)) filter.campaignId = id(values.campaign);
  if (id(values.period)) filter.periodId = id(values.period);
  if (id(values.region)) filter.regionIds = [id(values.region)!];
  if (id(values.city)) filter.cityIds = [id(values.city)!];
  const [from, to] = [urlDay(values.from), urlDay(values.to, 1)];
  if (from) filter.from = from;
  if (to) filter.to = to;
  return Object.keys(filter).length ? filter : undefined;
}

/** The group key of a statistics report. */
export const GROUP_BY: Record<StatsReport, TicketStatsKey> = {
  status: 'status',
  day: 'day',
  region: 'region',
  city: 'city',
  place: 'place',
  user: 'user',
  product: 'product',
};

export const planFactVariables = (filter: ReportFilter | undefined, page: number) => ({ filter, page, pageSize: REPORT_PAGE_SIZE });
export const activityVariables = (report: ActivityReport, filter: ReportFilter | undefined) => ({ by: ACTIVITY_BY[report], filter, limit: REPORT_LIMIT });
export const statsVariables = (report: StatsReport, filter: ReportFilter | undefined) => ({ groupBy: [GROUP_BY[report]], filter, limit: REPORT_LIMIT });

const urlFilter = (search: URLSearchParams) => {
  const value = (name: string) => search.get(name) ?? '';
  return reportFilter({ campaign: value('campaign'), period: value('period'), region: value('region'), city: value('city'), from: value('from'), to: value('to') });
};
/** The report the URL names (`?report=…`, plan vs fact by default), with its filters and page. */
export const startReports: RouteStart = (live, { search }) => {
  const report = reportName(search.get('report') ?? '');
  const filter = urlFilter(search);
  if (report === 'planFact') live.preload('ReportPlanFactPage', operationId('ReportPlanFactPage'), planFactVariables(filter, listUrl(search).page));
  else if (isActivity(report)) live.preload('ReportActivity', operationId('ReportActivity'), activityVariables(report, filter));
  else live.preload('ReportTicketStats', operationId('ReportTicketStats'), statsVariables(report, filter));
};
