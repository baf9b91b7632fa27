import { hashKey, type QueryClient } from '@tanstack/react-query';
import { getToken, onSessionChange } from '../session';
import type { User } from '@maryjane/contract/user';
import { queryKeys } from '../query-keys';
import { outbox, setOutboxOwner } from './app-outbox';

/**
 * Sends what waits on the device when the app starts, when the connection returns and when a
 * grower signs in; a failed send retries itself with a growing pause (see ./outbox.ts). Loaded
 * after the first render, so the first page load carries none of it.
 */
export function startOutbox(queryClient: QueryClient): void {
  outbox.onSent(() => {
    // What the write changed (a journal, a dashboard) is read again, so it shows once.
    void queryClient.invalidateQueries();
  });
  const flush = () => {
    if (getToken()) void outbox.flush();
  };
  // Each write is the signed-in grower's: another grower on this device neither sees nor sends it.
  const userId = () =>
    getToken() ? (queryClient.getQueryData<User>(queryKeys.currentUser)?.id ?? null) : null;
  setOutboxOwner(userId);
  let known = userId();
  const ownerMayHaveChanged = () => {
    if (userId() === known) return;
    known = userId();
    outbox.ownerChanged();
    flush();
  };
  // Only the current user's query says who that is; every other query's events pass by.
  const currentUserHash = hashKey(queryKeys.currentUser);
  queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryHash === currentUserHash) ownerMayHaveChanged();
  });
  void outbox.load().then(flush);
  window.addEventListener('online', flush);
  onSessionChange(() => {
    ownerMayHaveChanged();
    flush();
  });
}
