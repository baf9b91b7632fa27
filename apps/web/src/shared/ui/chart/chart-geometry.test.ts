import { describe, expect, it } from 'vitest';
import { chartGeometry, niceStep, PLOT_HEIGHT, PLOT_WIDTH, valueScale } from './chart-geometry';

const start = Date.parse('2026-04-14T00:00:00Z');
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
const point = (minutes: number, avg: number) => ({
  at: at(minutes),
  avg,
  min: avg - 1,
  max: avg + 1,
});
const domain = { min: start, max: start + 60 * 60_000 };
const TEN_MINUTES = 10 * 60_000;

describe('chart geometry', () => {
  it('places the first point left, the last right, higher values higher up', () => {
    const { segments } = chartGeometry(
      [point(0, 20), point(60, 30)],
      domain,
      6 * TEN_MINUTES,
      null,
    );
    expect(segments).toHaveLength(1);
    const [first, last] = (segments[0]?.line ?? '')
      .split(' ')
      .map((xy) => xy.split(',').map(Number));
    expect(first?.[0]).toBe(0);
    expect(last?.[0]).toBe(PLOT_WIDTH);
    expect(last?.[1]).toBeLessThan(first?.[1] ?? 0);
    for (const [, y] of [first, last].map((xy) => xy ?? [])) {
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(PLOT_HEIGHT);
    }
  });

  it('breaks the line where the sensor was silent for longer than the gap', () => {
    const points = [point(0, 20), point(10, 21), point(50, 22), point(60, 23)];
    const { segments } = chartGeometry(points, domain, 2 * TEN_MINUTES, null);
    expect(segments.map((segment) => segment.line.split(' ').length)).toEqual([2, 2]);
    // The band runs along the highest values and back along the lowest.
    expect(segments[0]?.band.split(' ')).toHaveLength(4);
  });

  it('keeps the target band inside the scale, even when every value is outside it', () => {
    const scale = valueScale([point(0, 70), point(10, 78)], { min: 40, max: 55 });
    expect(scale.min).toBeLessThan(40);
    expect(scale.max).toBeGreaterThan(79);
    const { target } = chartGeometry([point(0, 70)], domain, TEN_MINUTES, { min: 40, max: 55 });
    expect(target?.y).toBeGreaterThan(0);
    expect((target?.y ?? 0) + (target?.height ?? 0)).toBeLessThan(PLOT_HEIGHT);
  });

  it('gives a flat series some room instead of dividing by zero', () => {
    const { segments, scale } = chartGeometry(
      [
        { at: at(0), avg: 5, min: 5, max: 5 },
        { at: at(10), avg: 5, min: 5, max: 5 },
      ],
      domain,
      2 * TEN_MINUTES,
      null,
    );
    expect(scale.max).toBeGreaterThan(scale.min);
    expect(segments[0]?.line).not.toContain('NaN');
  });
});

describe('the dots', () => {
  it('mark every point where its line runs', () => {
    const points = [
      { at: '2026-03-01T00:00:00Z', avg: 10, min: 10, max: 10 },
      { at: '2026-03-11T00:00:00Z', avg: 30, min: 30, max: 30 },
    ];
    const days = {
      min: Date.parse('2026-03-01T00:00:00Z'),
      max: Date.parse('2026-03-11T00:00:00Z'),
    };
    const { dots, segments } = chartGeometry(points, days, Infinity, null);
    expect(dots.map(({ x, y }) => `${x},${y}`).join(' ')).toBe(segments[0]?.line);
    expect(dots[0]?.x).toBe(0);
    expect(dots[1]?.x).toBe(PLOT_WIDTH);
  });
});

// Issue 30: the light chart's axis started at −3,480 lx and ticks fell on 28.7 / 23.5 / 18.3 °C.
describe('the value axis', () => {
  const flat = (low: number, high: number) => [
    { at: at(0), avg: low, min: low, max: low },
    { at: at(10), avg: high, min: high, max: high },
  ];

  it('labels round values a round step apart, every value inside', () => {
    const scale = valueScale(flat(18.6, 28.4), null);
    expect(scale.ticks).toEqual([16, 18, 20, 22, 24, 26, 28, 30]);
    expect(scale.min).toBe(16);
    expect(scale.max).toBe(30);
  });

  it('never goes below what the metric can physically be', () => {
    const scale = valueScale(flat(0, 43_308), null, { min: 0, max: 200_000 });
    expect(scale.min).toBe(0);
    expect(scale.ticks[0]).toBe(0);
    expect(scale.ticks.every((tick) => tick % 10_000 === 0)).toBe(true);
    expect(scale.max).toBeGreaterThanOrEqual(43_308);
  });

  it('stays under a physical maximum, labelling only round values inside it', () => {
    const scale = valueScale(flat(62, 99.5), null, { min: 0, max: 100 });
    expect(scale.max).toBe(100);
    expect(scale.ticks.at(-1)).toBe(100);
  });

  it('keeps small steps exact', () => {
    expect(valueScale(flat(0.81, 1.24), null).ticks).toEqual([0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3]);
  });
});

describe('a round step', () => {
  it.each([
    [10, 4, 2],
    [14, 4, 5],
    [47_000, 4, 10_000],
    [0.6, 4, 0.2],
    [1, 4, 0.2],
  ])('cuts %d into about %d parts of %d', (span, count, step) => {
    expect(niceStep(span, count)).toBeCloseTo(step, 10);
  });
});
