import { catalogueSeed } from '../modules/catalogue/catalogue-seed';
import type { Seed } from './seed';

/** The data sets `npm start` loads, in order. */
export const seeds: readonly Seed[] = [catalogueSeed];
