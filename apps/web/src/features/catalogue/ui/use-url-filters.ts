import { useSearchParams } from 'react-router';

export type FilterValue = string | number | null | undefined;

/** Params that are not filters: changing them keeps the page, "reset" keeps them. */
const PAGE = 'page';
const KEPT_ON_RESET = ['sort'];

/**
 * Filters kept in the address: shareable, kept on reload, and every change is a history entry
 * so the back button undoes it. Any filter change starts again at page 1.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();

  const setFilter = (key: string, value: FilterValue, options?: { replace?: boolean }) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
        next.delete(PAGE);
        return next;
      },
      { replace: options?.replace ?? false },
    );
  };

  const setPage = (page: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page <= 1) next.delete(PAGE);
      else next.set(PAGE, String(page));
      return next;
    });
  };

  const reset = () => {
    setParams((current) => {
      const next = new URLSearchParams();
      for (const key of KEPT_ON_RESET) {
        const value = current.get(key);
        if (value !== null) next.set(key, value);
      }
      return next;
    });
  };

  /** Whether any filter (not page or sort) is set. */
  const filtered = [...params.keys()].some((key) => key !== PAGE && !KEPT_ON_RESET.includes(key));

  return { params, setFilter, setPage, reset, filtered };
}

export type UrlFilters = ReturnType<typeof useUrlFilters>;
