// The charts as screens use them: recharts and @chakra-ui/charts load with the first chart drawn,
// not with the route (issue 27: the tickets list carried 75 kB of recharts for a panel's chart). The
// chart's box keeps its height while the library loads, so nothing below it moves. A library that
// does not load (the server away for a moment) costs the chart only, never the screen: its box says
// so with a retry that loads it again.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import type { ChartProps } from './charts';

export type { ChartProps, ChartSeries } from './charts';

type Kind = 'BarChart' | 'LineChart';
type AnyChart = ComponentType<ChartProps<unknown>>;

/**
 * Where the chart library comes from, and the chart component of each load attempt (a failed `lazy`
 * stays failed, so a retry makes another). A seam for the test of a failed load, which starts from
 * no attempt.
 */
export const chartLibrary = { load: () => import('./charts'), attempts: new Map<string, AnyChart>() };

/**
 * Starts loading the chart library, for a screen that draws a chart with its data: called as the
 * data is asked for, the library does not wait for the answer (issue 27). A failure is the chart's
 * to show when it is drawn.
 */
export function preloadCharts(): void {
  chartLibrary.load().catch(() => undefined);
}

function chartOf(kind: Kind, attempt: number): AnyChart {
  const key = `${kind}#${attempt}`;
  let chart = chartLibrary.attempts.get(key);
  if (!chart) {
    chart = lazy(async () => ({ default: (await chartLibrary.load())[kind] as AnyChart }));
    chartLibrary.attempts.set(key, chart);
  }
  return chart;
}

const Placeholder = ({ height, label }: { height?: string; label: string }) => <Box h={height ?? '20rem'} role="img" aria-label={label} aria-busy="true" />;

class ChartBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}

function NotLoaded({ height, label, retry }: { height?: string; label: string; retry: () => void }) {
  const { t } = useI18n();
  return (
    <Stack h={height ?? '20rem'} role="img" aria-label={label} align="center" justify="center" gap="3" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
      <Text color="fg.muted" textStyle="sm" textAlign="center" px="4">
        {t.errors.chunk}
      </Text>
      <Button size="sm" variant="outline" onClick={retry}>
        {t.errors.retry}
      </Button>
    </Stack>
  );
}

function LazyChart({ kind, props }: { kind: Kind; props: ChartProps<unknown> }) {
  const [attempt, setAttempt] = useState(0);
  const Chart = chartOf(kind, attempt);
  return (
    <ChartBoundary onRetry={() => setAttempt((n) => n + 1)} fallback={(retry) => <NotLoaded height={props.height} label={props.label} retry={retry} />}>
      <Suspense fallback={<Placeholder height={props.height} label={props.label} />}>
        <Chart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

export function BarChart<T>(props: ChartProps<T>) {
  return <LazyChart kind="BarChart" props={props as unknown as ChartProps<unknown>} />;
}

export function LineChart<T>(props: ChartProps<T>) {
  return <LazyChart kind="LineChart" props={props as unknown as ChartProps<unknown>} />;
}
