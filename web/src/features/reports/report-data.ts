// What each report asks for and how its rows read (product-rules §8): plan vs fact by place and period,
// tickets by status and by day, points by region, city, place and user, top products by units,
// sales-rep and vendor activity.
import type { ReportActivityQuery, ReportPlanFactPageQuery, ReportTicketStatsQuery } from '../../__generated__/graphql';
import { formatDate, formatNumericDay, formatShortDay } from '../../shared/format';
import { userDisplayName } from '../../shared/users';
import type { TicketStatusFields } from '../../shared/ticket-status';
import { type StatsReport } from './reports-starter';

/** The chart shows the first bars of a long report; the table has them all. */
export const CHART_TOP = 20;

/** One row of any report: a label and the measures it has. */
export interface ReportRow {
  key: string;
  label: string;
  /** A second line: a place's address, a user's phone, a plan's period. */
  detail?: string;
  /** A short label for a chart's axis (a day as 'D MMM'; a plan's period as 'DD.MM–DD.MM'). */
  short?: string;
  count?: number;
  totalSum?: number;
  score?: number | null;
  units?: number;
  plan?: number;
  fact?: number;
  percent?: number | null;
  tickets?: number;
  /** Activity: places with tickets, a sales rep's places, the last upload (ISO). */
  activePlaces?: number;
  places?: number | null;
  lastUpload?: string | null;
}

export const periodLabel = (period: { startDate: string; endDate: string }) => `${formatDate(period.startDate)} — ${formatDate(period.endDate)}`;
/** A period on a chart's axis: '01.03–31.03' (the app's typed order; three bars fit at 390 px). */
export const periodShort = (period: { startDate: string; endDate: string }) => `${formatNumericDay(period.startDate)}–${formatNumericDay(period.endDate)}`;

type Group = ReportTicketStatsQuery['ticketStats']['groups'][number];

/** The rows of a statistics report, in the order the table shows them. */
export function statsRows(report: StatsReport, groups: readonly Group[], statusLabel: (status: TicketStatusFields) => string, unknown: string): ReportRow[] {
  const rows = groups.map((g): ReportRow => {
    const k = g.key;
    const measures = { count: g.count, totalSum: g.totalSum, score: g.score, units: g.units };
    switch (report) {
      case 'status':
        return { key: k.statusCode ?? '', label: k.status ? statusLabel({ status: k.status, statusCode: k.statusCode }) : unknown, ...measures };
      case 'day':
        return { key: k.day ?? '', label: k.day ? formatDate(k.day) : unknown, short: k.day ? formatShortDay(k.day) : unknown, ...measures };
      case 'region':
        return { key: String(k.regionId), label: k.region?.title || unknown, ...measures };
      case 'city':
        return { key: String(k.cityId), label: k.city?.title || unknown, ...measures };
      case 'place':
        return { key: String(k.placeId), label: k.place?.title || unknown, detail: k.place?.address ?? undefined, ...measures };
      case 'user':
        return { key: String(k.userId), label: k.user ? userDisplayName(k.user) : unknown, detail: k.user?.phone ?? undefined, ...measures };
      case 'product':
        return { key: String(k.productId), label: k.product?.title || unknown, ...measures };
    }
  });
  // Status and day read in their own order; the others by what they measure, largest first.
  if (report === 'product') return rows.sort((a, b) => (b.units ?? 0) - (a.units ?? 0));
  if (report === 'region' || report === 'city' || report === 'place' || report === 'user') return rows.sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  return rows;
}

type Plan = ReportPlanFactPageQuery['planFactPage']['items'][number];

/** Plan vs fact in the order the gateway's pages give them (most sold first, then the biggest plan). */
export function planFactRows(plans: readonly Plan[], unknown: string): ReportRow[] {
  return plans.map((p) => ({
    key: String(p.planId),
    label: p.place?.title || unknown,
    detail: p.period ? periodLabel(p.period) : undefined,
    short: p.period ? periodShort(p.period) : undefined,
    plan: p.plan,
    fact: p.fact,
    percent: p.percent,
    tickets: p.tickets,
    score: p.score,
  }));
}

type Activity = ReportActivityQuery['activity'][number];

/** Sales-rep or vendor activity, most tickets first (as the API orders them). */
export function activityRows(rows: readonly Activity[], unknown: string): ReportRow[] {
  return rows.map((a) => ({
    key: String(a.userId),
    label: a.user ? userDisplayName(a.user) || unknown : unknown,
    detail: a.user?.phone ?? undefined,
    count: a.tickets,
    score: a.score,
    activePlaces: a.activePlaces,
    places: a.places,
    lastUpload: a.lastUpload,
  }));
}

/**
 * The plan-vs-fact chart's names of its bars, as the table names the rows (place, then period): on the
 * axis what tells the bars apart (the place when all are of one period, the period's days when all
 * are of one place, else both), in the tooltip both in full.
 */
export function planFactChartLabels(rows: readonly ReportRow[]): { axis: string; full: string }[] {
  const onePlace = new Set(rows.map((r) => r.label)).size <= 1;
  const onePeriod = new Set(rows.map((r) => r.short)).size <= 1;
  return rows.map((r) => ({
    axis: !r.short || (onePeriod && !onePlace) ? r.label : onePlace ? r.short : `${r.label}, ${r.short}`,
    full: r.detail ? `${r.label}, ${r.detail}` : r.label,
  }));
}
