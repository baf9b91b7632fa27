import { useDeferredValue, type ReactNode } from 'react';
import { getApiErrorMessage } from '../api-error-handler';
import { LoadError } from './load-error';

/** What QueryState reads of a query: a `useQuery` result, or a view of one. */
export interface QueryView<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryView<T>;
  /** Until the first data arrive. */
  loading: ReactNode;
  /** Instead of the children when `isEmpty(data)`. */
  empty?: ReactNode;
  /** Whether the data count as empty; by default an empty array does. */
  isEmpty?: (data: T) => boolean;
  /** Instead of the standard failure box (a part that names itself). */
  error?: ReactNode;
  /** The query is silent (no snackbar says why it failed), so the failure box says it. */
  showReason?: boolean;
  children: (data: T) => ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's part of the page: its data once there (kept while a refetch fails, which the
 * snackbar reports), else its failure with a retry, else its loading outline.
 *
 * The first data to arrive replace the loading outline in a deferred render: an answer is a
 * store update, which React renders in one task, and a list of cards drawn in one task kept a
 * phone's main thread for ~140 ms at 4× (a grower's grow cycles); deferred, React renders it in
 * slices between frames. Data there at the first render (hydration, a cache) show at once, and
 * later changes to them (a refetch, an edit) at once too.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, loading, empty, isEmpty = isEmptyArray, error, showReason, children } = props;
  const arrived = useDeferredValue(query.data !== undefined);
  const { data } = query;
  if (data !== undefined) {
    if (!arrived) return loading;
    return empty !== undefined && isEmpty(data) ? empty : children(data);
  }
  if (!query.isError) return loading;
  return (
    error ?? (
      <LoadError
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        message={showReason ? getApiErrorMessage(query.error) : undefined}
      />
    )
  );
}
