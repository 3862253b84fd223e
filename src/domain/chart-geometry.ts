// Where the bars and the line of the dashboard's trend charts go (drawn by the server as SVG, no script):
// a scale from 0 to a round number above the largest value, a few round ticks, and each point's place.
// Pure, so the arithmetic (all zeros, one huge week, negative values clipped at 0) is tested alone.

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Room for the axis labels. */
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
  readonly right: number;
}

export const DEFAULT_BOX: ChartBox = { width: 640, height: 240, left: 56, bottom: 28, top: 12, right: 8 };

export interface PlacedPoint {
  readonly x: number;
  readonly y: number;
  /** Bar geometry: from the baseline up to `y`. */
  readonly barX: number;
  readonly barWidth: number;
  readonly barHeight: number;
}

export interface ChartLayout {
  readonly max: number;
  readonly ticks: readonly { value: number; y: number }[];
  readonly points: readonly PlacedPoint[];
  readonly baseline: number;
}

/** The smallest "round" number (1, 2, 2.5, 5 × a power of ten) at or above `value`. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Places `values` in the box: bars of equal width with a gap, the line through their tops. */
export function layoutChart(values: readonly number[], box: ChartBox = DEFAULT_BOX, tickCount = 4): ChartLayout {
  const clipped = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  // At least one unit per tick: a chart of a few counts (or none yet) gets whole-number ticks, not 0.25 steps.
  const max = Math.max(tickCount, niceCeiling(Math.max(0, ...clipped)));
  const plotHeight = box.height - box.top - box.bottom;
  const plotWidth = box.width - box.left - box.right;
  const baseline = box.top + plotHeight;
  const slot = clipped.length === 0 ? plotWidth : plotWidth / clipped.length;
  const barWidth = Math.max(1, slot * 0.7);
  const yOf = (value: number) => baseline - (value / max) * plotHeight;
  return {
    max,
    baseline,
    ticks: Array.from({ length: tickCount + 1 }, (_, i) => {
      const value = (max / tickCount) * i;
      return { value, y: yOf(value) };
    }),
    points: clipped.map((value, i) => {
      const x = box.left + slot * i + slot / 2;
      const y = yOf(value);
      return { x, y, barX: x - barWidth / 2, barWidth, barHeight: baseline - y };
    }),
  };
}

/** Short labels for axis ticks: 1,200 → "1.2k", 2,500,000 → "2.5M". */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  const trim = (n: number) => String(Math.round(n * 10) / 10);
  if (abs >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (abs >= 10_000) return `${trim(value / 1000)}k`;
  // A tick between whole numbers (2.5 of a currency) says so rather than rounding to a neighbour's label.
  if (abs < 100 && !Number.isInteger(value)) return trim(value);
  return Math.round(value).toLocaleString('en-US');
}
