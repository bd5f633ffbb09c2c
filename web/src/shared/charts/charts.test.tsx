// The SVG charts: bars in proportion to their values, stacked and grouped, the value axis in the
// language's compact numbers, the legend of several series, the tooltip on focus and under the
// pointer, right to left mirrored, no data. jsdom has no layout: a ResizeObserver of the test's
// own reports the box's size, as the browser's does after layout.
import { LocaleProvider } from '@chakra-ui/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { BarChart, LineChart } from './charts';
import { CHAR_PX } from './geometry';
import { fakeLayout } from '../../test/layout';

const NBSP = '\u00a0';

/** Every chart's box reports this size, as after a layout. */
const layOut = fakeLayout();

/** A chart drawn in a 601 × 300 box: the plot is 260 px high (10 above, 30 below for the labels). */
function draw(chart: ReactElement, { rtl = false } = {}) {
  const view = renderWithProviders(rtl ? <LocaleProvider locale="en-Arab-GB">{chart}</LocaleProvider> : chart);
  layOut(601, 300);
  return view;
}

const bars = (series: string) =>
  [...document.querySelectorAll(`[data-series="${series}"] rect`)].map((rect) => ['x', 'y', 'width', 'height'].map((name) => Number(rect.getAttribute(name))));
const texts = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('text')].map((text) => text.textContent);

const three = [
  { day: 'a', count: 10 },
  { day: 'b', count: 20 },
  { day: 'c', count: 40 },
];
const countSeries = [{ name: 'count' as const, label: 'Чеков', color: 'blue.solid' }];

describe('BarChart', () => {
  it('draws each bar in proportion to its value from the zero line, in the series’ colour, with rounded tops', () => {
    draw(<BarChart label="График" data={three} x="day" series={countSeries} />);
    // Ticks 0–40: 260 px for 40, so 6.5 px a unit. The y axis' labels take 2 × 7.5 + 8 = 23 px: the
    // plot runs from 23 to 593, a band of 190 px per day, each bar 64 px wide in its band's middle.
    expect(bars('count')).toEqual([
      [86, 205, 64, 65],
      [276, 140, 64, 130],
      [466, 10, 64, 260],
    ]);
    expect(screen.getByRole('img', { name: 'График' })).toBeTruthy();
    const group = document.querySelector<SVGGElement>('[data-series="count"]')!;
    expect(group.style.fill).toBe('var(--chakra-colors-blue-solid)');
    expect(document.querySelector<SVGRectElement>('[data-series="count"] rect')!.style.clipPath).toBe('inset(0 round 4px 4px 0 0)');
    expect(texts('chart-x-axis')).toEqual(['a', 'b', 'c']);
  });

  it('stacks the series: each segment starts where the one below ends, a stack as high as its sum', () => {
    const data = [
      { day: 'a', done: 10, failed: 30 },
      { day: 'b', done: 20, failed: 0 },
    ];
    draw(
      <BarChart
        label="График"
        data={data}
        x="day"
        stacked
        series={[
          { name: 'done', label: 'Обработано', color: 'green.solid' },
          { name: 'failed', label: 'Ошибки', color: 'red.solid' },
        ]}
      />,
    );
    // Ticks 0–40 (the highest stack), 6.5 px a unit; two bands of 285 px.
    expect(bars('done')).toEqual([
      [133.5, 205, 64, 65],
      [418.5, 140, 64, 130],
    ]);
    // 30 on top of 10: from 205 up to 10; a 0 draws nothing.
    expect(bars('failed')).toEqual([[133.5, 10, 64, 195]]);
    expect(document.querySelector<SVGRectElement>('[data-series="done"] rect')!.style.clipPath).toBe('');
  });

  it('groups the series side by side in their category, the first on the left, with a legend of both', () => {
    draw(
      <BarChart
        label="План и факт"
        data={[{ place: 'Ромашка', plan: 40, fact: 20 }]}
        x="place"
        series={[
          { name: 'plan', label: 'План', color: 'blue.fg' },
          { name: 'fact', label: 'Факт', color: 'green.solid' },
        ]}
      />,
    );
    // One band of 570 px; two bars of 64 px 4 px apart, centred on 308.
    expect(bars('plan')).toEqual([[242, 10, 64, 260]]);
    expect(bars('fact')).toEqual([[310, 140, 64, 130]]);
    const legend = screen.getByTestId('chart-legend');
    expect(within(legend).getAllByTestId('legend-swatch')).toHaveLength(2);
    expect(legend.textContent).toBe('ПланФакт');
  });

  it('has no legend for one series', () => {
    draw(<BarChart label="График" data={three} x="day" series={countSeries} />);
    expect(screen.queryByTestId('chart-legend')).toBeNull();
    expect(screen.queryAllByTestId('legend-swatch')).toHaveLength(0);
  });

  it('labels the value axis in the language’s compact numbers, and again when the language changes', () => {
    draw(<BarChart label="График" data={[{ day: 'a', units: 1_500_000 }]} x="day" series={[{ name: 'units', label: 'Штук', color: 'purple.solid' }]} />);
    expect(texts('chart-y-axis')).toEqual(['0', `500${NBSP}тыс.`, `1${NBSP}млн`, `1,5${NBSP}млн`]);
    act(() => setLanguage('en'));
    expect(texts('chart-y-axis')).toEqual(['0', '500k', '1m', '1.5m']);
    // and a grid line at each tick
    expect(screen.getByTestId('chart-grid').querySelectorAll('line')).toHaveLength(4);
  });

  it('shows the category and each series’ value in a tooltip on keyboard focus; the arrows move it', () => {
    draw(
      <BarChart
        label="План и факт"
        data={[
          { place: 'Ромашка', plan: 1200, fact: 850 },
          { place: 'Лютик', plan: 250, fact: 10 },
        ]}
        x="place"
        series={[
          { name: 'plan', label: 'План', color: 'blue.fg' },
          { name: 'fact', label: 'Факт', color: 'green.solid' },
        ]}
      />,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    const chart = screen.getByRole('img', { name: 'План и факт' });
    fireEvent.focus(chart);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe(`РомашкаПлан1${NBSP}200Факт850`);
    expect(chart.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toBe('ЛютикПлан250Факт10');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(screen.getByRole('tooltip').textContent).toBe(`РомашкаПлан1${NBSP}200Факт850`);
    fireEvent.blur(chart);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip of the category under the pointer, its band highlighted', () => {
    draw(<BarChart label="График" data={three} x="day" series={countSeries} formatX={(day) => `день ${day}`} />);
    const chart = screen.getByRole('img', { name: 'График' });
    // 400 px from the left: the second band (213–403).
    fireEvent.mouseMove(chart, { clientX: 400 });
    expect(screen.getByRole('tooltip').textContent).toBe('день bЧеков20');
    expect(['x', 'width'].map((name) => screen.getByTestId('chart-cursor').getAttribute(name))).toEqual(['213', '190']);
    fireEvent.mouseLeave(chart);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('runs from the right on a right-to-left page, its value axis on the right; the left arrow goes on', () => {
    draw(<BarChart label="Chart" data={three} x="day" series={countSeries} />, { rtl: true });
    // The plot runs from 8 to 578 (the axis' 23 px on the right); the first day's band is the rightmost.
    expect(bars('count')).toEqual([
      [451, 205, 64, 65],
      [261, 140, 64, 130],
      [71, 10, 64, 260],
    ]);
    const axis = screen.getByTestId('chart-y-axis');
    expect(axis.getAttribute('text-anchor')).toBe('start');
    expect(axis.querySelector('text')!.getAttribute('x')).toBe('586');
    const chart = screen.getByRole('img', { name: 'Chart' });
    fireEvent.focus(chart);
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByRole('tooltip').textContent).toBe('bЧеков20');
  });

  it('thins the category labels it cannot fit, through formatX, none overlapping', () => {
    const data = Array.from({ length: 30 }, (_, i) => ({ place: String(i + 1), count: i }));
    draw(<BarChart label="График" data={data} x="place" series={countSeries} formatX={(n) => `Магазин номер ${n}`} />);
    const labels = [...screen.getByTestId('chart-x-axis').querySelectorAll('text')].map((text) => ({ x: Number(text.getAttribute('x')), text: text.textContent! }));
    expect(labels.map((label) => label.text)).toEqual(['Магазин номер 1', 'Магазин номер 9', 'Магазин номер 17', 'Магазин номер 25']);
    labels.slice(1).forEach((label, i) => {
      const before = labels[i]!;
      expect(label.x - (label.text.length * CHAR_PX) / 2).toBeGreaterThan(before.x + (before.text.length * CHAR_PX) / 2);
    });
    expect(labels[0]!.x - (labels[0]!.text.length * CHAR_PX) / 2).toBeGreaterThanOrEqual(0);
  });

  it('draws an empty chart for no data: its grid, no bars, nothing to focus', () => {
    draw(<BarChart label="График" data={[] as { day: string; count: number }[]} x="day" series={countSeries} />);
    const chart = screen.getByRole('img', { name: 'График' });
    expect(chart.querySelectorAll('rect')).toHaveLength(0);
    expect(texts('chart-x-axis')).toEqual([]);
    expect(texts('chart-y-axis')).toEqual(['0', '0,2', '0,4', '0,6', '0,8', '1']);
    expect(chart.getAttribute('tabindex')).toBeNull();
    fireEvent.focus(chart);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps its box, without bars, until the box is laid out', () => {
    renderWithProviders(<BarChart label="График" data={three} x="day" series={countSeries} />);
    expect(screen.getByRole('img', { name: 'График' }).querySelectorAll('rect, text')).toHaveLength(0);
  });
});

describe('LineChart', () => {
  it('draws a line through each category’s value, and the values of the category under the pointer', () => {
    draw(<LineChart label="По дням" data={three} x="day" series={countSeries} />);
    expect(document.querySelector('[data-series="count"] path')!.getAttribute('d')).toBe('M118 205L308 140L498 10');
    fireEvent.mouseMove(screen.getByRole('img', { name: 'По дням' }), { clientX: 500 });
    expect(screen.getByRole('tooltip').textContent).toBe('cЧеков40');
    expect(screen.getByTestId('chart-cursor').getAttribute('x1')).toBe('498');
  });

  it('draws one day as a point', () => {
    draw(<LineChart label="По дням" data={[{ day: 'a', count: 3 }]} x="day" series={countSeries} />);
    expect(document.querySelector('[data-series="count"] path')).toBeNull();
    expect(document.querySelectorAll('[data-series="count"] circle')).toHaveLength(1);
  });
});
