// Where a chart's pieces go, in SVG user units (CSS pixels), from its box's size and its data: pure
// functions, no DOM. Text is never measured (issue 27: a chart must not force layout): a label's width
// is estimated from its characters (CHAR_PX at FONT_PX), with room to spare.

/** The axes' text size, px. */
export const FONT_PX = 12;
/** An estimate of one character's width at FONT_PX (system-ui's digits are 7.5 px, Cyrillic letters 6–7). */
export const CHAR_PX = 7.5;
/** Room above the plot (the top tick's label), below it (the x labels) and at the side without the y axis. */
export const PAD = { top: 10, bottom: 30, side: 8 } as const;
/** Between a y tick's label and the plot; between two x labels. */
export const LABEL_GAP = 8;
/** An x label longer than this is cut with '…' (the tooltip reads the whole). */
export const LABEL_MAX_CHARS = 16;
/** The bars of a category take this share of its band; a bar is at most BAR_MAX px wide. */
const BAND_FILL = 0.8;
const BAR_MAX = 64;
/** Between the bars of one category (grouped series), px at most. */
const BAR_GAP = 4;

export interface Size {
  width: number;
  height: number;
}

/** Rounded to 1/100 px: short attributes, and exact numbers where the arithmetic is exact. */
export const px = (value: number) => Math.round(value * 100) / 100;

/**
 * Ticks of the value axis: 1, 2 or 5 times a power of ten apart, at most about `count` of them, the
 * lowest at or below `min` (0 for non-negative data) and the highest at or above `max`.
 */
export function niceTicks(min: number, max: number, count: number): number[] {
  const lo0 = Math.min(0, min);
  const hi0 = max > lo0 ? max : lo0 + 1;
  const raw = (hi0 - lo0) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const step = (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10) * magnitude;
  const lo = Math.floor(lo0 / step) * step;
  const hi = Math.ceil(hi0 / step) * step;
  const ticks: number[] = [];
  for (let i = 0; lo + i * step <= hi + step / 2; i++) ticks.push(Number((lo + i * step).toPrecision(12)));
  return ticks;
}

/** A label cut to `max` characters with '…', keeping the isolates of a right-to-left page's English text. */
export function cutLabel(label: string, max = LABEL_MAX_CHARS): string {
  const isolated = label.startsWith('\u2066') && label.endsWith('\u2069');
  const plain = isolated ? label.slice(1, -1) : label;
  if (plain.length <= max) return label;
  const cut = `${plain.slice(0, max - 1).trimEnd()}…`;
  return isolated ? `\u2066${cut}\u2069` : cut;
}

const chars = (label: string) => label.replace(/[\u2066-\u2069]/g, '').length;

export interface Frame {
  width: number;
  height: number;
  /** The plot's box: the bars and lines are drawn within it. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The value axis' ticks, lowest first; the plot spans the first to the last. */
  ticks: number[];
  /** Where the y tick labels stand (the left or, right to left, the right of the plot). */
  tickX: number;
  rtl: boolean;
  /** Categories and the band of each. */
  count: number;
  band: number;
  /** A value's y. */
  y: (value: number) => number;
  /** A category's band, from its left edge (categories run from the right on a right-to-left page). */
  bandLeft: (index: number) => number;
  /** A category's centre. */
  centre: (index: number) => number;
  /** Which category is under `x`, or null outside the plot. */
  indexAt: (x: number) => number | null;
}

/**
 * The frame of a chart: the value axis from `min`..`max` of the data in ticks whose labels are
 * `formatTick`, `count` categories across.
 */
export function frame({
  size,
  count,
  min,
  max,
  rtl,
  formatTick,
}: {
  size: Size;
  count: number;
  min: number;
  max: number;
  rtl: boolean;
  formatTick: (value: number) => string;
}): Frame {
  const top = PAD.top;
  const bottom = Math.max(top + 1, size.height - PAD.bottom);
  const ticks = niceTicks(min, max, Math.max(2, Math.min(6, Math.floor((bottom - top) / 45))));
  const axisWidth = Math.ceil(Math.max(...ticks.map((tick) => chars(formatTick(tick)))) * CHAR_PX) + LABEL_GAP;
  const left = rtl ? PAD.side : axisWidth;
  const right = Math.max(left + 1, rtl ? size.width - axisWidth : size.width - PAD.side);
  const lo = ticks[0]!;
  const hi = ticks.at(-1)!;
  const band = (right - left) / Math.max(1, count);
  const slot = (index: number) => (rtl ? count - 1 - index : index);
  const bandLeft = (index: number) => left + slot(index) * band;
  return {
    width: size.width,
    height: size.height,
    left,
    right,
    top,
    bottom,
    ticks,
    tickX: rtl ? right + LABEL_GAP : left - LABEL_GAP,
    rtl,
    count,
    band,
    y: (value) => top + ((bottom - top) * (hi - value)) / (hi - lo),
    bandLeft,
    centre: (index) => bandLeft(index) + band / 2,
    indexAt: (x) => {
      if (count === 0 || x < left || x >= right) return null;
      const at = Math.min(count - 1, Math.floor((x - left) / band));
      return rtl ? count - 1 - at : at;
    },
  };
}

export interface BarRect {
  index: number;
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The bars of each series (`values[series][index]`): side by side in each category's band, or stacked
 * from zero in the series' order. A bar of 0 is not drawn.
 */
export function barRects(f: Frame, values: number[][], stacked: boolean): BarRect[] {
  const rects: BarRect[] = [];
  const groups = stacked ? 1 : values.length;
  const gap = groups > 1 ? Math.min(BAR_GAP, (f.band * BAND_FILL) / 10) : 0;
  const width = Math.min(BAR_MAX, (f.band * BAND_FILL - gap * (groups - 1)) / Math.max(1, groups));
  const groupWidth = width * groups + gap * (groups - 1);
  for (let index = 0; index < f.count; index++) {
    const start = f.centre(index) - groupWidth / 2;
    let up = 0;
    let down = 0;
    values.forEach((row, series) => {
      const value = row[index] ?? 0;
      if (!value) return;
      // Grouped: the first series on the reading side (the left, or the right on a right-to-left page).
      const place = stacked ? 0 : f.rtl ? groups - 1 - series : series;
      let from = 0;
      if (stacked) {
        from = value > 0 ? up : down;
        if (value > 0) up += value;
        else down += value;
      }
      const y0 = f.y(from);
      const y1 = f.y(from + value);
      rects.push({ index, series, x: px(start + place * (width + gap)), y: px(Math.min(y0, y1)), width: px(width), height: px(Math.abs(y0 - y1)) });
    });
  }
  return rects;
}

/** A series' line through the centre of each category: an SVG path. */
export function linePath(f: Frame, values: readonly number[]): string {
  return values.map((value, index) => `${index ? 'L' : 'M'}${px(f.centre(index))} ${px(f.y(value))}`).join('');
}

export interface XLabel {
  index: number;
  x: number;
  text: string;
}

/**
 * The category labels to draw: all of them when they fit their bands, else every k-th from the first,
 * each cut to LABEL_MAX_CHARS and kept within the chart's width, k the smallest with no two overlapping.
 */
export function xLabels(f: Frame, labels: readonly string[]): XLabel[] {
  if (!labels.length) return [];
  const fits = labels.every((label) => chars(label) * CHAR_PX + LABEL_GAP <= f.band);
  const texts = fits ? labels : labels.map((label) => cutLabel(label));
  const widest = Math.max(...texts.map(chars)) * CHAR_PX;
  for (let every = fits ? 1 : Math.max(1, Math.ceil((widest + LABEL_GAP) / f.band)); ; every++) {
    const drawn: Array<XLabel & { half: number }> = [];
    for (let index = 0; index < texts.length; index += every) {
      const half = (chars(texts[index]!) * CHAR_PX) / 2;
      drawn.push({ index, half, x: Math.min(Math.max(f.centre(index), half), f.width - half), text: texts[index]! });
    }
    // Left to right (the last category first on a right-to-left page).
    const ordered = f.rtl ? [...drawn].reverse() : drawn;
    const apart = ordered.every((label, i) => i === 0 || label.x - label.half >= ordered[i - 1]!.x + ordered[i - 1]!.half + LABEL_GAP);
    if (apart || every >= texts.length) return drawn.map(({ index, x, text }) => ({ index, x: px(x), text }));
  }
}
