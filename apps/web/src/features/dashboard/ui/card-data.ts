import { useDeferredValue } from 'react';
import { useIsHydrating } from '../../../shared/hydration';
import type { QueryView } from '../../../shared/ui/query-state';

/**
 * A card's query as the card renders it (for QueryState):
 * - The data renders in a transition when it arrives. React Query's updates render at once, and
 *   the dashboard's cards arriving one after another kept a phone busy in tasks of up to
 *   ~150 ms (4x); in a transition React yields to the browser while it renders a card, and a tap
 *   in between is answered first. The card shows its skeleton until then.
 * - While the page hydrates, the card renders what the server did: its skeleton, the server
 *   knowing no member's data, even when the dashboard's prefetch (../prefetch.ts) has been
 *   answered already. The data and any failure follow right after.
 */
export function useCardData<T>(query: QueryView<T>): QueryView<T> {
  const hydrating = useIsHydrating();
  const data = useDeferredValue(hydrating ? undefined : query.data);
  return {
    data,
    isError: !hydrating && query.isError,
    // Getters: React Query re-renders for the fields a card reads, and these only on a failure.
    get error() {
      return query.error;
    },
    get isRefetching() {
      return query.isRefetching;
    },
    refetch: () => query.refetch(),
  };
}
