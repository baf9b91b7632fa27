import {
  CATALOGUE_PAGE_SIZE_DEFAULT,
  catalogueKinds,
  itemsQuerySchema,
  type CatalogueKind,
} from '@maryjane/contract/catalogue';
import type { ItemsQuery } from '../api/get-catalogue-items';
import { readQuery } from '../ui/read-query';

const shapes = Object.fromEntries(
  catalogueKinds.map((kind) => [kind, itemsQuerySchema(kind).shape]),
) as Record<CatalogueKind, ReturnType<typeof itemsQuerySchema>['shape']>;

/** The catalogue browser's filters from the address, checked with the contract's schema. */
export function readItemsQuery(kind: CatalogueKind, params: URLSearchParams): ItemsQuery {
  const { page, sort, pageSize: _pageSize, ...filters } = readQuery(params, shapes[kind]);
  return {
    ...filters,
    sort: sort ?? 'name',
    page: page ?? 1,
    pageSize: CATALOGUE_PAGE_SIZE_DEFAULT,
  };
}
