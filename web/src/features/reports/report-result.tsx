// The report's card: its progress with 'Отменить', its error, or its chart, table and CSV.
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Card, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import type { ReportFilter } from '../../__generated__/graphql';
import { CsvExportButton } from '../../shared/csv/csv-export-button';
import { formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { QueryError } from '../../shared/ui/query-error';
import { useReportAnswer } from './report-run';
import { ReportChart } from './report-chart';
import { reportsMessages } from './messages';
import { ReportPlanFactPageQuery } from './operations';
import { reportColumns, ReportTable } from './report-table';
import { planFactRows, type ReportRow } from './report-data';
import { REPORT_LIMIT, REPORT_PAGE_SIZE, type ReportName } from './reports-starter';

export function ReportCard({ title, summary, actions, children }: { title: string; summary?: ReactNode; actions?: ReactNode; children: ReactNode }) {
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
export function ReportResult({ report, filter, page: asked, onPageChange, title, onCancel, onRetry }: ReportResultProps) {
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
