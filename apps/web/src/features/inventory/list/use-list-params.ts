import { inventoryQuerySchema, type InventorySort } from '@maryjane/contract/inventory';
import { useSearchParams } from 'react-router';
import type { ZodType } from 'zod';
import type { InventoryQuery } from '../api/get-inventory';

export const INVENTORY_PAGE_SIZE = 20;
const shape = inventoryQuerySchema.shape;

/** A param of the address if the contract's schema takes it, else undefined. */
function read<T>(schema: ZodType<T>, value: string | null): T | undefined {
  const checked = schema.safeParse(value ?? undefined);
  return checked.success ? checked.data : undefined;
}

/**
 * Search, type, sort and page of a list, kept in the address so a reload or a shared link shows
 * the same page. A stale or hand-edited value is left out rather than failing the request.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = read(shape.q, params.get('q')) || undefined;
  const query: InventoryQuery = {
    q,
    type: read(shape.type, params.get('type')),
    sort: read(shape.sort, params.get('sort')) ?? '-createdAt',
    page: read(shape.page, params.get('page')) ?? 1,
    pageSize: INVENTORY_PAGE_SIZE,
  };

  /** Sets one param; anything but the page starts again at page 1. */
  const set = (key: 'q' | 'type' | 'sort' | 'page', value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace },
    );

  return {
    query,
    // Typing is not a history entry of its own; a new sort or page is.
    setSearch: (text: string) => set('q', text.trim(), true),
    setType: (type: string | null) => set('type', type),
    setSort: (sort: InventorySort) => set('sort', sort === '-createdAt' ? null : sort),
    /** Back to the whole list: no search, every type. */
    clearFilters: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of ['q', 'type', 'page']) next.delete(key);
        return next;
      }),
    setPage: (page: number) => set('page', page <= 1 ? null : String(page)),
  };
}
