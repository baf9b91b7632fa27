import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { freshAsOf } from './server-markup';

describe('freshAsOf', () => {
  it('makes a page rendered long ago hydrate without asking for its data again', async () => {
    // The server rendered the page an hour ago and has sent it from its cache since.
    const server = new QueryClient();
    server.setQueryData(['strains'], ['Northern Lights'], { updatedAt: Date.now() - 3_600_000 });
    const state = dehydrate(server);

    const asked: string[] = [];
    const observe = (client: QueryClient) =>
      new QueryObserver(client, {
        queryKey: ['strains'],
        queryFn: () => {
          asked.push('strains');
          return ['Northern Lights'];
        },
        staleTime: 30_000,
      }).subscribe(() => {});

    const hydratedAsSent = new QueryClient();
    hydrate(hydratedAsSent, state);
    observe(hydratedAsSent)();
    await Promise.resolve();
    expect(asked).toEqual(['strains']);

    asked.length = 0;
    const hydratedFresh = new QueryClient();
    hydrate(hydratedFresh, freshAsOf(state, Date.now()));
    observe(hydratedFresh)();
    await Promise.resolve();
    expect(asked).toEqual([]);
    expect(hydratedFresh.getQueryData(['strains'])).toEqual(['Northern Lights']);
  });
});
