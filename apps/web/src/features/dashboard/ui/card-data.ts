import { useDeferredValue } from 'react';

/**
 * A card's data, rendered in a transition when it arrives. React Query's updates render at
 * once, and the dashboard's cards arriving one after another kept a phone busy in tasks of up
 * to ~150 ms (4x); in a transition React yields to the browser while it renders a card, and a
 * tap in between is answered first. The card shows its skeleton until then.
 */
export function useCardData<T>(query: { data: T | undefined }): T | undefined {
  return useDeferredValue(query.data);
}
