/** Rollup granularity: the finest dashboard bucket (24 h in ten-minute steps). */
export const ROLLUP_SECONDS = 600;
/** The coarser rollups the 7- and 30-day series read (hourly and four-hourly buckets). */
export const HOURLY_SECONDS = 3600;
