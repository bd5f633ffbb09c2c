// `/app/reports` (product-rules §8): one report at a time — plan vs fact, tickets by status and by day,
// points by region, city, place and user, top products, sales-rep and vendor activity — with filters by campaign, period, region,
// city and date range (all in the URL, so a report's address can be shared), a chart above the
// table, CSV of the whole result, and 'Показать запрос' with the GraphQL operation and variables
// behind it; the filters can be saved under a name (shared/saved-views). The computation shows its progress and can be cancelled; an empty result says so. The
// gateway answers within the user's scope (product-rules §1).
import { Button, Field, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useMessages } from '../../shared/i18n/define';
import { useLookups } from '../../shared/lookups';
import { CampaignPeriodFilter } from '../../shared/ui/campaign-period-filter';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { useListState } from '../../shared/ui/list-page';
import { SavedViews } from '../../shared/saved-views/saved-views';
import { PageHeader } from '../../shared/ui/page-header';
import { TitledSelect } from '../../shared/ui/search-select';
import { ChoiceSelect } from '../../shared/ui/choice-select';
import { useReportRun } from './report-run';
import { QueryPanel } from './query-panel';
import { ReportCard, ReportResult } from './report-result';
import { reportsMessages } from './messages';
import { periodLabel } from './report-data';
import { reportFilter, reportName, REPORTS } from './reports-starter';

const PARAMS = ['report', 'campaign', 'campaignName', 'period', 'periodName', 'region', 'regionName', 'city', 'cityName', 'from', 'to'] as const;

export function ReportsPage() {
  const t = useMessages(reportsMessages);
  const lookups = useLookups();
  const state = useListState({ params: PARAMS });
  const values = state.values;
  const report = reportName(values.report);
  const filter = reportFilter(values);
  const title = t.reports[report];
  const [showQuery, setShowQuery] = useState(false);
  const reportRun = useReportRun(report, filter, state.page);

  const campaignId = /^\d+$/.test(values.campaign) ? Number(values.campaign) : undefined;
  const searchPeriods = async (text: string, limit: number) => (await lookups.periodsOf(campaignId)(text, limit)).map((p) => ({ id: p.id, label: periodLabel(p) }));

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
          <ChoiceSelect
            value={report}
            onChange={(name) => state.setValues({ report: name === 'planFact' ? undefined : name })}
            choices={REPORTS}
            text={(name) => t.reports[name]}
            fieldBg="bg"
          />
        </Field.Root>
        <CampaignPeriodFilter values={values} onChange={state.setValues} labels={t} width="60" periods={searchPeriods} />
        <Field.Root maxW={{ md: '52' }}>
          <TitledSelect
            label={t.region}
            search={lookups.regions}
            value={values.region ? { id: Number(values.region), title: values.regionName } : null}
            onChange={(r) => state.setValues({ region: r ? String(r.id) : undefined, regionName: r?.title ?? undefined, city: undefined, cityName: undefined })}
          />
        </Field.Root>
        <Field.Root maxW={{ md: '52' }}>
          <TitledSelect
            key={values.region}
            label={t.city}
            search={lookups.citiesIn(/^\d+$/.test(values.region) ? Number(values.region) : undefined)}
            limit={30}
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
