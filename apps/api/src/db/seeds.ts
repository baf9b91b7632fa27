import type { Seed } from './seed';

/**
 * The data sets `npm start` loads, in order. Modules add theirs here (the catalogue issue brings
 * equipment, supplies, tools and strains).
 */
export const seeds: readonly Seed[] = [];
