// The back-office's charts: small SVG bar and line charts of our own (issue 27: recharts and
// @chakra-ui/charts were 113 kB gzipped on the reports route, and recharts measured its box in
// render and drew twice). Coloured with Chakra's tokens (CSS variables), so bars, lines, grid and
// tooltip follow the light and dark themes. Screens give data and series; the axes, grid, tooltip
// and legend are the same everywhere. The SVG is sized by its box through a ResizeObserver, which
// reports after layout: nothing is measured in render, text is never measured (geometry.ts).
import { Box, Flex, Text, useChakraContext, useLocaleContext } from '@chakra-ui/react';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { formatNumber } from '../format';
import { useI18n } from '../i18n/i18n';
import { localeOf } from '../i18n/language';
import { barRects, FONT_PX, frame, linePath, px, xLabels, type Frame, type Size } from './geometry';

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
  /** The key of the category's full name for the tooltip, where the axis shows a short one (`x`). */
  tooltipX?: keyof T & string;
  /** The chart's accessible name (the table beneath it carries the numbers). */
  label: string;
}

/** The axes of a right-to-left page: the categories run from the right, the values' axis stands on the right. */
function useAxes() {
  return { rtl: useLocaleContext().dir === 'rtl' };
}

/** A Chakra colour token as its CSS variable (`blue.solid` → `var(--chakra-colors-blue-solid)`). */
function useColor() {
  const { token } = useChakraContext();
  return useCallback((name: string): string => token(`colors.${name}`, name), [token]);
}

/**
 * The size of the box, once the ResizeObserver has reported it (after layout, before the frame is
 * painted: the chart is drawn at once, within that frame); null until then, and where there is no
 * ResizeObserver.
 */
function useBoxSize(ref: RefObject<HTMLDivElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const rect = entries.at(-1)?.contentRect;
      if (!rect) return;
      const next = { width: Math.round(rect.width), height: Math.round(rect.height) };
      flushSync(() => setSize((prev) => (prev && prev.width === next.width && prev.height === next.height ? prev : next)));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

interface Prepared {
  categories: string[];
  /** The categories' names in the tooltip. */
  titles: string[];
  /** values[series][category] */
  values: number[][];
}

function prepare<T>(data: T[], x: keyof T & string, series: ChartSeries<T>[], formatX?: (value: string) => string, tooltipX?: keyof T & string): Prepared {
  const categories = data.map((row) => {
    const value = String(row[x] ?? '');
    return formatX ? formatX(value) : value;
  });
  return {
    categories,
    titles: tooltipX ? data.map((row, i) => String(row[tooltipX] ?? categories[i])) : categories,
    values: series.map((item) => data.map((row) => Number(row[item.name]) || 0)),
  };
}

/** The value axis' range: the highest bar (the highest stack when stacked) and the lowest. */
function extent(values: number[][], stacked: boolean): { min: number; max: number } {
  if (!stacked) {
    const all = values.flat();
    return { min: Math.min(0, ...all), max: Math.max(0, ...all) };
  }
  const count = values[0]?.length ?? 0;
  let min = 0;
  let max = 0;
  for (let i = 0; i < count; i++) {
    max = Math.max(
      max,
      values.reduce((sum, row) => sum + Math.max(0, row[i] ?? 0), 0),
    );
    min = Math.min(
      min,
      values.reduce((sum, row) => sum + Math.min(0, row[i] ?? 0), 0),
    );
  }
  return { min, max };
}

/** The grid, the value axis' labels and the category labels. */
function Axes({ f, categories, formatTick, color }: { f: Frame; categories: string[]; formatTick: (value: number) => string; color: (name: string) => string }) {
  const labels = xLabels(f, categories);
  return (
    <>
      <g style={{ stroke: color('border.muted') }} data-testid="chart-grid">
        {f.ticks.map((tick) => (
          <line key={tick} x1={px(f.left)} x2={px(f.right)} y1={px(f.y(tick))} y2={px(f.y(tick))} />
        ))}
      </g>
      <g style={{ fill: color('fg.muted'), fontSize: `${FONT_PX}px` }}>
        <g data-testid="chart-y-axis" textAnchor={f.rtl ? 'start' : 'end'}>
          {f.ticks.map((tick) => (
            <text key={tick} x={px(f.tickX)} y={px(f.y(tick))} dy="0.32em">
              {formatTick(tick)}
            </text>
          ))}
        </g>
        <g data-testid="chart-x-axis" textAnchor="middle">
          {labels.map((label) => (
            <text key={label.index} x={label.x} y={px(f.bottom + 20)}>
              {label.text}
            </text>
          ))}
        </g>
      </g>
    </>
  );
}

function Legend<T>({ series }: { series: ChartSeries<T>[] }) {
  if (series.length < 2) return null;
  return (
    <Flex wrap="wrap" justify="center" columnGap="4" rowGap="1" pt="2" data-testid="chart-legend">
      {series.map((item) => (
        <Flex key={item.name} align="center" gap="1.5">
          {/* A 12 px square in the series' token, outlined so a light colour still shows on a light card (and a dark one on a dark card). */}
          <Swatch color={item.color} size="3" data-testid="legend-swatch" />
          <Text as="span" textStyle="xs">
            {item.label}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}

/** A series' colour square, outlined so a light colour still shows on a light card (and a dark one on a dark card). */
function Swatch({ color, size, 'data-testid': testId }: { color: string; size: string; 'data-testid'?: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      w={size}
      h={size}
      borderRadius="xs"
      bg={color}
      borderWidth="1px"
      borderColor="border.emphasized"
      data-testid={testId}
      aria-hidden
    />
  );
}

/** The category under the pointer or the keyboard's focus: its name and each series' value. */
function ChartTooltip<T>({ id, f, index, titles, series, values }: { id: string; f: Frame; index: number; titles: string[]; series: ChartSeries<T>[]; values: number[][] }) {
  const centre = f.centre(index);
  // Beside the category, on the side with more room.
  const side = centre < f.width / 2 ? { left: `${px(centre + 12)}px` } : { right: `${px(f.width - centre + 12)}px` };
  return (
    <Box
      id={id}
      role="tooltip"
      position="absolute"
      top={`${f.top}px`}
      style={side}
      maxW="16rem"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      boxShadow="md"
      px="2.5"
      py="1.5"
      textStyle="xs"
      pointerEvents="none"
      zIndex="1"
    >
      <Text fontWeight="medium" mb="1">
        {titles[index]}
      </Text>
      {series.map((item, s) => (
        <Flex key={item.name} align="center" gap="1.5" justify="space-between">
          <Flex align="center" gap="1.5">
            <Swatch color={item.color} size="2.5" />
            <Text as="span" color="fg.muted">
              {item.label}
            </Text>
          </Flex>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {formatNumber(values[s]![index])}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}

/** The bars of each series, side by side or stacked; rounded tops when they stand alone. */
function Bars<T>({ f, series, values, stacked, color }: { f: Frame; series: ChartSeries<T>[]; values: number[][]; stacked: boolean; color: (name: string) => string }) {
  const rects = barRects(f, values, stacked);
  return series.map((item, s) => (
    <g key={item.name} style={{ fill: color(item.color) }} data-series={item.name}>
      {rects
        .filter((rect) => rect.series === s)
        .map((rect) => (
          // A stack's segments stay square.
          <rect key={rect.index} x={rect.x} y={rect.y} width={rect.width} height={rect.height} style={stacked ? undefined : ROUNDED_TOP} />
        ))}
    </g>
  ));
}
const ROUNDED_TOP = { clipPath: 'inset(0 round 4px 4px 0 0)' };

/** A line per series through the categories' centres (a point when there is one category). */
function Lines<T>({ f, series, values, color }: { f: Frame; series: ChartSeries<T>[]; values: number[][]; color: (name: string) => string }) {
  return series.map((item, s) => (
    <g key={item.name} data-series={item.name} style={{ stroke: color(item.color), fill: color(item.color) }}>
      {f.count > 1 ? (
        <path d={linePath(f, values[s]!)} fill="none" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      ) : (
        f.count === 1 && <circle cx={px(f.centre(0))} cy={px(f.y(values[s]![0]!))} r={3} />
      )}
    </g>
  ));
}

/** The active category under the bars (its band) or over the lines (a rule and each series' point). */
function Cursor<T>({
  kind,
  f,
  index,
  series,
  values,
  color,
  over,
}: {
  kind: 'bar' | 'line';
  f: Frame;
  index: number;
  series: ChartSeries<T>[];
  values: number[][];
  color: (name: string) => string;
  over: boolean;
}) {
  if (kind === 'bar') {
    return over ? null : (
      <rect x={px(f.bandLeft(index))} y={f.top} width={px(f.band)} height={px(f.bottom - f.top)} style={{ fill: color('bg.muted') }} data-testid="chart-cursor" />
    );
  }
  const cx = px(f.centre(index));
  if (!over) return <line x1={cx} x2={cx} y1={f.top} y2={px(f.bottom)} style={{ stroke: color('border.emphasized') }} data-testid="chart-cursor" />;
  return series.map((item, s) => (
    <circle key={item.name} cx={cx} cy={px(f.y(values[s]![index]!))} r={4} strokeWidth={2} style={{ fill: color(item.color), stroke: color('bg.panel') }} />
  ));
}

/** A bar or line chart: the box and its size, the axes, the series, the legend, the tooltip on hover and on focus. */
function Chart<T>({ kind, data, x, series, height = '20rem', stacked = false, formatX, tooltipX, label }: ChartProps<T> & { kind: 'bar' | 'line' }) {
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const { rtl } = useAxes();
  const color = useColor();
  const { language } = useI18n();
  const tooltipId = useId();
  const [active, setActive] = useState<number | null>(null);

  const prepared = useMemo(() => prepare(data, x, series, formatX, tooltipX), [data, x, series, formatX, tooltipX]);
  const formatTick = useMemo(() => {
    const format = new Intl.NumberFormat(localeOf(language), { notation: 'compact' });
    return (value: number) => format.format(value);
  }, [language]);
  const { min, max } = useMemo(() => extent(prepared.values, stacked && kind === 'bar'), [prepared, stacked, kind]);
  const f = useMemo(() => (size ? frame({ size, count: data.length, min, max, rtl, formatTick }) : null), [size, data.length, min, max, rtl, formatTick]);
  // The axes and the series are drawn again when the data or the size change, not on hover.
  const body = useMemo(
    () =>
      f && (
        <>
          <Axes f={f} categories={prepared.categories} formatTick={formatTick} color={color} />
          {kind === 'bar' ? (
            <Bars f={f} series={series} values={prepared.values} stacked={stacked} color={color} />
          ) : (
            <Lines f={f} series={series} values={prepared.values} color={color} />
          )}
        </>
      ),
    [f, prepared, formatTick, color, kind, series, stacked],
  );
  const shown = active !== null && active < data.length ? active : null;
  const cursor = f && shown !== null ? { kind, f, index: shown, series, values: prepared.values, color } : null;

  const onMouseMove = (event: MouseEvent<SVGSVGElement>) => {
    if (!f) return;
    // In an event, not in render: the layout is up to date by then.
    const index = f.indexAt(event.clientX - event.currentTarget.getBoundingClientRect().left);
    if (index !== active) setActive(index);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = data.length - 1;
    const at = shown ?? 0;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next = { [forward]: Math.min(last, at + 1), [back]: Math.max(0, at - 1), Home: 0, End: last }[event.key];
    if (event.key === 'Escape') setActive(null);
    else if (next === undefined) return;
    else setActive(next);
    event.preventDefault();
  };

  return (
    <Flex direction="column" h={height} data-testid="chart">
      <Box ref={box} position="relative" flex="1" minH="0">
        <svg
          role="img"
          aria-label={label}
          aria-describedby={shown !== null ? tooltipId : undefined}
          tabIndex={data.length ? 0 : undefined}
          width={size?.width ?? '100%'}
          height={size?.height ?? '100%'}
          // The box's own coordinates, left to right whatever the page's direction (useAxes mirrors the chart).
          style={SVG_STYLE}
          onMouseMove={onMouseMove}
          onMouseLeave={() => setActive(null)}
          onFocus={() => setActive((current) => current ?? (data.length ? 0 : null))}
          onBlur={() => setActive(null)}
          onKeyDown={onKeyDown}
        >
          {cursor && <Cursor {...cursor} over={false} />}
          {body}
          {cursor && <Cursor {...cursor} over />}
        </svg>
        {f && shown !== null && <ChartTooltip id={tooltipId} f={f} index={shown} titles={prepared.titles} series={series} values={prepared.values} />}
      </Box>
      <Legend series={series} />
    </Flex>
  );
}
const SVG_STYLE = { position: 'absolute', inset: 0, direction: 'ltr', overflow: 'visible', display: 'block' } as const;

export function BarChart<T>(props: ChartProps<T>) {
  return <Chart kind="bar" {...props} />;
}

export function LineChart<T>(props: ChartProps<T>) {
  return <Chart kind="line" {...props} stacked={false} />;
}
