import { CATALOGUE_PAGE_SIZE_DEFAULT } from '@maryjane/contract/catalogue';
import { strainsQuerySchema } from '@maryjane/contract/strains';
import type { z } from 'zod';
import { readQuery } from '../ui/read-query';

type StrainsQuery = z.output<typeof strainsQuerySchema>;

export interface StrainSearch {
  /** What the filters show. */
  values: Partial<StrainsQuery>;
  /** What GET /strains is asked. */
  query: StrainsQuery;
  /** A top price below the bottom price: shown on the field, left out of the request. */
  priceRangeReversed: boolean;
}

/** The strain finder's filters from the address, checked with the contract's schema. */
export function readStrainSearch(params: URLSearchParams): StrainSearch {
  const values = readQuery(params, strainsQuerySchema.shape);
  const { page, sort, pageSize: _pageSize, ...filters } = values;
  const priceRangeReversed =
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice;
  if (priceRangeReversed) delete filters.maxPrice;
  return {
    values,
    query: {
      ...filters,
      sort: sort ?? 'name',
      page: page ?? 1,
      pageSize: CATALOGUE_PAGE_SIZE_DEFAULT,
    },
    priceRangeReversed,
  };
}
