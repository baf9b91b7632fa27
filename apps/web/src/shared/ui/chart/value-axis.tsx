import type { Scale } from './chart-geometry';
import classes from './line-chart.module.css';

/**
 * The labels of a chart's value axis, each at the height of its value (the SVG beside it
 * stretches, the labels keep their size). An invisible copy of them sets the axis's width.
 */
export function ValueAxis({ scale, format }: { scale: Scale; format: (value: number) => string }) {
  const span = scale.max - scale.min || 1;
  const labels = [...scale.ticks].reverse().map((tick) => ({ tick, text: format(tick) }));
  return (
    <div className={classes.yAxis} aria-hidden>
      {labels.map(({ tick, text }) => (
        <span key={`sizer-${tick}`} className={classes.tickSizer}>
          {text}
        </span>
      ))}
      {labels.map(({ tick, text }) => (
        <span
          key={tick}
          className={classes.tick}
          style={{ top: `${((scale.max - tick) / span) * 100}%` }}
        >
          {text}
        </span>
      ))}
    </div>
  );
}
