// The table beneath a report's chart: one page of the report's rows (REPORT_PAGE_SIZE) and the page
// buttons, its columns by report (the CSV export writes the same columns, for every row).
import { Stack } from '@chakra-ui/react';
import { formatCsvDateTime, formatCsvDecimal, formatCsvMoney, formatDateTimeWithYear, formatMoney, formatNumber } from '../../shared/format';
import { localeOf } from '../../shared/i18n/language';
import { useMessages } from '../../shared/i18n/define';
import { CellText, DataTable, type DataColumn } from '../../shared/ui/data-table';
import { ListPagination } from '../../shared/ui/list-pagination';
import { reportsMessages } from './messages';
import { type ReportRow } from './report-data';
import { REPORT_PAGE_SIZE, type ReportName } from './reports-starter';

type ReportTexts = typeof reportsMessages.ru;

export interface ReportColumn {
  key: string;
  header: string;
  /** Shown in the table. */
  cell: (row: ReportRow) => string;
  /** Written to the CSV (numbers plain, money in roubles with 2 decimals). */
  csv: (row: ReportRow) => string | number | null | undefined;
  numeric?: boolean;
}

const money = (kopecks: number | undefined) => formatCsvMoney(kopecks);
const percentText = (value: number | null | undefined) => (value == null ? '—' : value.toLocaleString(localeOf(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** The columns of a report's table and CSV. */
export function reportColumns(report: ReportName, t: ReportTexts): ReportColumn[] {
  const count: ReportColumn = { key: 'count', header: t.columns.count, cell: (r) => formatNumber(r.count), csv: (r) => r.count, numeric: true };
  const sum: ReportColumn = { key: 'totalSum', header: t.columns.totalSum, cell: (r) => formatMoney(r.totalSum), csv: (r) => money(r.totalSum), numeric: true };
  const score: ReportColumn = { key: 'score', header: t.columns.score, cell: (r) => formatNumber(r.score ?? null), csv: (r) => formatCsvDecimal(r.score), numeric: true };
  const units: ReportColumn = { key: 'units', header: t.columns.units, cell: (r) => formatNumber(r.units), csv: (r) => formatCsvDecimal(r.units), numeric: true };
  const label = (header: string): ReportColumn => ({ key: 'label', header, cell: (r) => r.label, csv: (r) => r.label });
  switch (report) {
    case 'planFact':
      return [
        label(t.columns.place),
        { key: 'period', header: t.columns.period, cell: (r) => r.detail ?? '—', csv: (r) => r.detail },
        { key: 'plan', header: t.columns.plan, cell: (r) => formatNumber(r.plan), csv: (r) => r.plan, numeric: true },
        { key: 'fact', header: t.columns.fact, cell: (r) => formatNumber(r.fact), csv: (r) => r.fact, numeric: true },
        { key: 'percent', header: t.columns.percent, cell: (r) => percentText(r.percent), csv: (r) => formatCsvDecimal(r.percent, 1), numeric: true },
        { key: 'tickets', header: t.columns.tickets, cell: (r) => formatNumber(r.tickets), csv: (r) => r.tickets, numeric: true },
        score,
      ];
    case 'status':
      return [label(t.columns.status), count, sum, score];
    case 'day':
      return [label(t.columns.day), count, sum, score];
    case 'region':
      return [label(t.columns.region), count, sum, score, units];
    case 'city':
      return [label(t.columns.city), count, sum, score, units];
    case 'place':
      return [label(t.columns.place), count, sum, score, units];
    case 'user':
      return [label(t.columns.user), { key: 'phone', header: t.columns.phone, cell: (r) => r.detail ?? '—', csv: (r) => r.detail }, count, sum, score];
    case 'product':
      return [label(t.columns.product), units, { ...count, header: t.columns.lines }, sum];
    case 'salesReps':
    case 'vendors': {
      const phone: ReportColumn = { key: 'phone', header: t.columns.phone, cell: (r) => r.detail ?? '—', csv: (r) => r.detail };
      const active: ReportColumn = { key: 'activePlaces', header: t.columns.activePlaces, cell: (r) => formatNumber(r.activePlaces), csv: (r) => r.activePlaces, numeric: true };
      const last: ReportColumn = {
        key: 'lastUpload',
        header: t.columns.lastUpload,
        cell: (r) => (r.lastUpload ? formatDateTimeWithYear(r.lastUpload) : '—'),
        csv: (r) => formatCsvDateTime(r.lastUpload),
      };
      if (report === 'vendors') return [label(t.columns.vendor), phone, { ...count, header: t.columns.uploaded }, score, active, last];
      const places: ReportColumn = { key: 'places', header: t.columns.places, cell: (r) => formatNumber(r.places ?? null), csv: (r) => r.places, numeric: true };
      return [label(t.columns.salesRep), phone, { ...count, header: t.columns.placeTickets }, score, active, places, last];
    }
  }
}

export interface ReportTableProps {
  report: ReportName;
  /** The rows of `page` (issue 27: a page at a time, at most 5,000 DOM elements on the screen). */
  rows: readonly ReportRow[];
  /** Every row of the report. */
  total: number;
  title: string;
  page: number;
  onPageChange: (page: number) => void;
}

export function ReportTable({ report, rows, total, title, page, onPageChange }: ReportTableProps) {
  const t = useMessages(reportsMessages);
  const columns: DataColumn<ReportRow>[] = reportColumns(report, t).map((c) => ({
    key: c.key,
    header: c.header,
    align: c.numeric ? 'end' : undefined,
    nowrap: c.numeric,
    cell:
      c.key === 'label' && report === 'place'
        ? (r: ReportRow) => (
            <>
              <CellText>{r.label}</CellText>
              {r.detail && <CellText secondary>{r.detail}</CellText>}
            </>
          )
        : c.cell,
  }));
  // A long page, or a wide one (Spanish), scrolls in the table's own box, which the keyboard can reach
  // (axe: scrollable-region-focusable).
  return (
    <Stack gap="3">
      <DataTable label={title} columns={columns} rows={rows} rowKey={(r) => r.key} maxH="32rem" scrollRegion />
      <ListPagination total={total} pageSize={REPORT_PAGE_SIZE} page={page} onPageChange={onPageChange} label={title} />
    </Stack>
  );
}
