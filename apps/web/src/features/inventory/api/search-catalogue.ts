import { apiPaths } from '@maryjane/contract/api-paths';
import {
  cataloguePrefixes,
  catalogueItemSchema,
  pageSchema,
  type CatalogueKind,
} from '@maryjane/contract/catalogue';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { strainSchema } from '@maryjane/contract/strains';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/** What the add dialog needs to offer a catalogue item or a strain. */
export interface CatalogueChoice {
  id: string;
  name: string;
  /** The item's brand, or the strain's producer. */
  brand: string | null;
  /** Catalogue type, or the strain's flowering type. */
  type: string;
  link: string | null;
  /** Typical price of one, in €. */
  price: number | null;
  custom: boolean;
}

export const CATALOGUE_SEARCH_SIZE = 10;

const strainPageSchema = pageSchema(strainSchema);
const itemPageSchema = pageSchema(catalogueItemSchema);

async function searchStrains(q: string, signal: AbortSignal): Promise<CatalogueChoice[]> {
  const query = { q: q || undefined, pageSize: CATALOGUE_SEARCH_SIZE };
  const found = await apiClient.get(apiPaths.strains, { query, schema: strainPageSchema, signal });
  return found.items.map((strain) => ({
    id: strain.id,
    name: strain.name,
    brand: strain.producer.name,
    type: strain.floweringType,
    link: strain.link,
    price: strain.price1,
    custom: strain.custom,
  }));
}

async function searchItems(
  kind: CatalogueKind,
  q: string,
  signal: AbortSignal,
): Promise<CatalogueChoice[]> {
  const query = { q: q || undefined, pageSize: CATALOGUE_SEARCH_SIZE };
  const path = `/${cataloguePrefixes[kind]}-items`;
  const found = await apiClient.get(path, { query, schema: itemPageSchema, signal });
  return found.items.map((item) => ({
    id: item.id,
    name: item.name,
    brand: item.brand,
    type: item.type,
    link: item.link,
    price: item.price,
    custom: item.custom,
  }));
}

/** GET /strains (seeds) or /{prefix}-items: the first matches for what the grower typed. */
export function useCatalogueSearch(kind: InventoryKind, q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: kind === 'seeds' ? ['strains', 'search', text] : ['catalogue', kind, 'search', text],
    queryFn: ({ signal }) =>
      kind === 'seeds' ? searchStrains(text, signal) : searchItems(kind, text, signal),
    placeholderData: keepPreviousData,
  });
}
