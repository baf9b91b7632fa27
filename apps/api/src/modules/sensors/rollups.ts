/** Rollup granularity: the finest dashboard bucket (24 h in ten-minute steps). */
export const ROLLUP_SECONDS = 600;
