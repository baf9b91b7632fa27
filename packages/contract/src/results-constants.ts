// The results' numbers the web needs at run time, apart from ./results.ts (which exports them
// too), so that the public shared report can use them without loading zod.

/** Climate through the cycle for charts: one point per 6 hours, means of the readings. */
export const CLIMATE_SERIES_STEP_HOURS = 6;

/** GET /grow-cycles/compare?ids=…: 2 to 6 of the grower's cycles side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 6;
