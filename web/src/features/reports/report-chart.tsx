// The chart above a report's table: the first rows of the report (CHART_TOP), by the measure the report is about.
import { Stack, Text } from '@chakra-ui/react';
import { BarChart, LineChart } from '../../shared/charts/charts';
import { useMessages } from '../../shared/i18n/define';
import { reportsMessages } from './messages';
import { CHART_TOP, planFactChartLabels, type ReportRow } from './report-data';
import { isActivity, type ReportName } from './reports-starter';

export function ReportChart({ report, rows, title }: { report: ReportName; rows: ReportRow[]; title: string }) {
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
