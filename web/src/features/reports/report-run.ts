// A report's run and its answer: the operation and variables of each report, one run per filters and attempt, the rows of its answer.
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import type { ReportFilter } from '../../__generated__/graphql';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { ticketStatusLabel } from '../../shared/ticket-status';
import { reportsMessages } from './messages';
import { ReportActivityQuery, ReportPlanFactPageQuery, ReportTicketStatsQuery } from './operations';
import { activityRows, planFactRows, statsRows, type ReportRow } from './report-data';
import { activityVariables, isActivity, planFactVariables, REPORT_LIMIT, statsVariables, type ReportName } from './reports-starter';

interface Totals {
  count: number;
  totalSum: number;
  score: number | null;
  units: number;
}

export type ReportState =
  | { status: 'loading' }
  /** `total`: a report the gateway pages (plan vs fact), `rows` being the page; else `rows` is every row. */
  | { status: 'done'; rows: ReportRow[]; totals?: Totals; limited: boolean; total?: number }
  | { status: 'error'; error: unknown };

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
export function useReportRun(report: ReportName, filter: ReportFilter | undefined, page: number) {
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
export function useReportAnswer(report: ReportName, filter: ReportFilter | undefined, page: number): ReportState {
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
