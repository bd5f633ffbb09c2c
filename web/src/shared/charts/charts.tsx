// The one charting library of the back-office: @chakra-ui/charts over recharts, themed by Chakra's
// tokens so bars, lines, grid and tooltips follow the light and dark themes. Screens give data and
// series; the axes, grid, tooltip and legend are the same everywhere.
import { Chart, useChart, type UseChartProps } from '@chakra-ui/charts';
import { Box, useLocaleContext } from '@chakra-ui/react';
import { Bar, BarChart as RechartsBarChart, CartesianGrid, Legend, Line, LineChart as RechartsLineChart, Tooltip, XAxis, YAxis } from 'recharts';

/** A series: the data key, its label in the legend and tooltip, and a Chakra colour token. */
export interface ChartSeries<T> {
  name: keyof T & string;
  label: string;
  color: string;
}

export interface ChartProps<T> {
  data: T[];
  /** The category (x) key: a day, a place's title… */
  x: keyof T & string;
  series: ChartSeries<T>[];
  /** Height of the chart (a Chakra size); 'xs' = 20 rem by default. */
  height?: string;
  /** Stack the bars of the series. */
  stacked?: boolean;
  /** How an x value reads (a date formatter). */
  formatX?: (value: string) => string;
  /** The chart's accessible name (the table beneath it carries the numbers). */
  label: string;
}

/** The axes of a right-to-left page: the categories run from the right, the values' axis stands on the right. */
function useAxes() {
  const rtl = useLocaleContext().dir === 'rtl';
  return { reversed: rtl, orientation: rtl ? ('right' as const) : ('left' as const) };
}

function useThemedChart<T>({ data, series }: { data: T[]; series: ChartSeries<T>[] }) {
  return useChart<T>({
    data,
    // The legend's swatch is our own: Chakra's default (a ColorSwatch, 8 px) needs a recipe the app's
    // slim system leaves out, and drew nothing. A 12 px square in the series' token, outlined so a
    // light colour still shows on a light card (and a dark one on a dark card).
    series: series.map((item) => ({
      name: item.name,
      label: item.label,
      color: item.color,
      icon: <Box as="span" display="inline-block" flexShrink={0} w="3" h="3" borderRadius="xs" bg={item.color} borderWidth="1px" borderColor="border.emphasized" data-testid="legend-swatch" aria-hidden />,
    })) as UseChartProps<T>['series'],
  });
}

export function BarChart<T>({ data, x, series, height = '20rem', stacked, formatX, label }: ChartProps<T>) {
  const chart = useThemedChart({ data, series });
  const axes = useAxes();
  return (
    <Chart.Root chart={chart} h={height} role="img" aria-label={label}>
      <RechartsBarChart data={chart.data} responsive style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={x as never} reversed={axes.reversed} tickLine={false} axisLine={false} tickFormatter={formatX} stroke={chart.color('fg.muted')} />
        <YAxis orientation={axes.orientation} tickLine={false} axisLine={false} stroke={chart.color('fg.muted')} tickFormatter={chart.formatNumber({ notation: 'compact' })} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {series.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            isAnimationActive={false}
            dataKey={item.name as never}
            fill={chart.color(item.color)}
            stackId={stacked ? 'a' : undefined}
            radius={stacked ? 0 : [4, 4, 0, 0]}
          />
        ))}
      </RechartsBarChart>
    </Chart.Root>
  );
}

export function LineChart<T>({ data, x, series, height = '20rem', formatX, label }: ChartProps<T>) {
  const chart = useThemedChart({ data, series });
  const axes = useAxes();
  return (
    <Chart.Root chart={chart} h={height} role="img" aria-label={label}>
      <RechartsLineChart data={chart.data} responsive style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={x as never} reversed={axes.reversed} tickLine={false} axisLine={false} tickFormatter={formatX} stroke={chart.color('fg.muted')} />
        <YAxis orientation={axes.orientation} tickLine={false} axisLine={false} stroke={chart.color('fg.muted')} tickFormatter={chart.formatNumber({ notation: 'compact' })} />
        <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
        {series.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((item) => (
          <Line
            key={String(item.name)}
            isAnimationActive={false}
            type="monotone"
            dataKey={item.name as never}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </RechartsLineChart>
    </Chart.Root>
  );
}
