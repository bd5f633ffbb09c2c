// The charts as screens use them: recharts and @chakra-ui/charts load with the first chart drawn,
// not with the route (issue 27: the tickets list carried 75 kB of recharts for a panel's chart). The
// chart's box keeps its height while the library loads, so nothing below it moves.
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ChartProps } from './charts';

export type { ChartProps, ChartSeries } from './charts';

const load = () => import('./charts');
const LazyBarChart = lazy(async () => ({ default: (await load()).BarChart as ComponentType<ChartProps<unknown>> }));
const LazyLineChart = lazy(async () => ({ default: (await load()).LineChart as ComponentType<ChartProps<unknown>> }));

const Placeholder = ({ height, label }: { height?: string; label: string }) => <Box h={height ?? '20rem'} role="img" aria-label={label} aria-busy="true" />;

export function BarChart<T>(props: ChartProps<T>) {
  return (
    <Suspense fallback={<Placeholder height={props.height} label={props.label} />}>
      <LazyBarChart {...(props as unknown as ChartProps<unknown>)} />
    </Suspense>
  );
}

export function LineChart<T>(props: ChartProps<T>) {
  return (
    <Suspense fallback={<Placeholder height={props.height} label={props.label} />}>
      <LazyLineChart {...(props as unknown as ChartProps<unknown>)} />
    </Suspense>
  );
}
