/** One bucket of a series: the average and the spread of the readings in it. */
export interface ChartPoint {
  at: string;
  avg: number;
  min: number;
  max: number;
}

export interface Range {
  min: number;
  max: number;
}

/** The drawing area, in SVG user units; the SVG stretches it to the space it gets. */
export const PLOT_WIDTH = 600;
export const PLOT_HEIGHT = 160;

const round = (value: number) => Math.round(value * 10) / 10;

/** About this many steps between the value axis's labels. */
const TICK_STEPS = 4;

/**
 * A round step (1, 2 or 5 × 10ⁿ) that cuts `span` into about `count` parts, as d3-array's
 * tickIncrement picks it: the axis reads 18 / 20 / 22 / 24 °C, not 18.3 / 23.5 / 28.7.
 */
export function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor =
    error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1;
  return factor * power;
}

export interface Scale extends Range {
  /** The labelled values, a round step apart, from min to max (both, unless a bound cut one). */
  ticks: number[];
}

/**
 * The value axis: every value and the target inside, with a little air above and below, widened
 * to round numbers, and never beyond what the metric can physically be (`bounds`: no −3,480 lx).
 */
export function valueScale(
  points: readonly ChartPoint[],
  target: Range | null,
  bounds: Range = { min: -Infinity, max: Infinity },
): Scale {
  const values = points.flatMap((point) => [point.min, point.max]);
  if (target) values.push(target.min, target.max);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const air = high > low ? (high - low) * 0.08 : Math.max(1, Math.abs(high) * 0.1);
  const step = niceStep(high + air - (low - air), TICK_STEPS);
  const min = Math.max(bounds.min, Math.floor((low - air) / step) * step);
  const max = Math.min(bounds.max, Math.ceil((high + air) / step) * step);
  // The round values inside the axis, counted in steps so that 0.1 + 0.2 leaves no
  // 0.30000000000000004; an end a bound set (pH 14 on a step of 5) is not labelled.
  const ticks: number[] = [];
  for (let index = Math.ceil(min / step); index * step <= max + step / 1e6; index++) {
    ticks.push(Number((index * step).toPrecision(12)));
  }
  return { min, max, ticks };
}

export interface ChartGeometry {
  scale: Scale;
  /** Runs of points without a gap: the average as a polyline, the spread as a polygon. */
  segments: { line: string; band: string }[];
  /** Each point's average, for charts that mark the points themselves (a plant's height). */
  dots: { x: number; y: number }[];
  target: { y: number; height: number } | null;
}

/**
 * Where the points go. A gap longer than `gapMs` (a sensor that was off) breaks the line
 * instead of drawing a straight bridge across hours without readings.
 */
export function chartGeometry(
  points: readonly ChartPoint[],
  domain: Range,
  gapMs: number,
  target: Range | null,
  bounds?: Range,
): ChartGeometry {
  const scale = valueScale(points, target, bounds);
  const span = Math.max(1, domain.max - domain.min);
  const x = (at: number) => round(((at - domain.min) / span) * PLOT_WIDTH);
  const y = (value: number) =>
    round(PLOT_HEIGHT - ((value - scale.min) / (scale.max - scale.min)) * PLOT_HEIGHT);

  const runs: ChartPoint[][] = [];
  let previous: number | null = null;
  for (const point of points) {
    const at = Date.parse(point.at);
    const run = runs.at(-1);
    if (!run || previous === null || at - previous > gapMs) runs.push([point]);
    else run.push(point);
    previous = at;
  }

  const segments = runs.map((run) => {
    const xs = run.map((point) => x(Date.parse(point.at)));
    const line = run.map((point, index) => `${xs[index]},${y(point.avg)}`).join(' ');
    const upper = run.map((point, index) => `${xs[index]},${y(point.max)}`);
    const lower = run.map((point, index) => `${xs[index]},${y(point.min)}`).reverse();
    return { line, band: [...upper, ...lower].join(' ') };
  });

  return {
    scale,
    segments,
    dots: points.map((point) => ({ x: x(Date.parse(point.at)), y: y(point.avg) })),
    target: target ? { y: y(target.max), height: round(y(target.min) - y(target.max)) } : null,
  };
}
