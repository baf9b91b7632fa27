import type { QueryClient } from '@tanstack/react-query';
import { activeCyclesQuery } from './api/get-active-cycles';
import { DEFAULT_READING_RANGE, environmentReadingsQuery } from './api/get-environment-readings';
import { environmentsQuery } from './api/get-environments';
import { inventoryTotalsQuery } from './api/get-inventory-totals';
import { sensorDevicesQuery } from './api/get-sensor-devices';
import { weatherQuery } from './api/get-weather';

/**
 * Asks for the dashboard's data while the page's code still loads (the route's `prefetch`, see
 * app/routes.tsx): its cards then find their requests under way, or answered, when they render,
 * instead of sending them only once the page has hydrated. The readings card opens on the
 * first environment, so its readings are asked for as soon as the environments are in. A
 * failure is left to the card, which shows it and asks again.
 */
export function prefetchData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(activeCyclesQuery);
  void queryClient.prefetchQuery(weatherQuery);
  void queryClient.prefetchQuery(sensorDevicesQuery);
  void queryClient.prefetchQuery(inventoryTotalsQuery);
  void queryClient.fetchQuery(environmentsQuery).then(
    ([first]) =>
      first && queryClient.prefetchQuery(environmentReadingsQuery(first.id, DEFAULT_READING_RANGE)),
    () => undefined,
  );
}
