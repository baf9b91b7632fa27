import { apiPaths } from '@maryjane/contract/api-paths';
import { weatherSchema } from '@maryjane/contract/weather';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { cardMeta, dashboardKeys } from './keys';

/** GET /weather: seven days at the grower's saved place, or why there is no forecast. */
export const weatherQuery = queryOptions({
  queryKey: dashboardKeys.weather,
  queryFn: ({ signal }) =>
    apiClient.get(apiPaths.weather, {
      // Checked in development and tests; see ../../../shared/http-client.ts, `schema`.
      schema: import.meta.env.DEV ? weatherSchema : undefined,
      signal,
    }),
  // The forecast changes a few times a day; the server caches it too.
  staleTime: 30 * 60_000,
  meta: cardMeta,
});

export function useWeather() {
  return useQuery(weatherQuery);
}
