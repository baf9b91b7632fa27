import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '../../shared/next-task';
import { activeCyclesQuery } from './api/get-active-cycles';
import { DEFAULT_READING_RANGE, environmentReadingsQuery } from './api/get-environment-readings';
import { environmentsQuery } from '../../shared/api/get-environments';
import { inventoryTotalsQuery } from '../../shared/api/get-inventory-totals';
import { sensorDevicesQuery } from '../../shared/api/get-sensor-devices';
import { cardMeta } from './api/keys';
import { weatherQuery } from './api/get-weather';

/**
 * Asks for the dashboard's data while the page's code still loads (the route's `prefetch`, see
 * app/routes.tsx): its cards then find their requests under way, or answered, when they render,
 * instead of sending them only once the page has hydrated. The readings card opens on the
 * first environment, so the environments go first and its readings follow as soon as they are
 * in. Each request starts in a task of its own: starting one (its headers, its fetch) takes a
 * phone 20–60 ms at 4× CPU, and the five in one task were its longest (~280 ms). A failure is
 * left to the card, which shows it and asks again.
 */
export async function prefetchData(queryClient: QueryClient): Promise<void> {
  void queryClient.fetchQuery({ ...environmentsQuery, meta: cardMeta }).then(
    ([first]) =>
      first && queryClient.prefetchQuery(environmentReadingsQuery(first.id, DEFAULT_READING_RANGE)),
    () => undefined,
  );
  const others = [
    () => queryClient.prefetchQuery(activeCyclesQuery),
    () => queryClient.prefetchQuery(weatherQuery),
    () => queryClient.prefetchQuery(sensorDevicesQuery),
    () => queryClient.prefetchQuery({ ...inventoryTotalsQuery, meta: cardMeta }),
  ];
  for (const start of others) {
    await nextTask();
    void start();
  }
}
