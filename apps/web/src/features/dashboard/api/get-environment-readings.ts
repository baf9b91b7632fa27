import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import type { ReadingRange } from '@maryjane/contract/sensor-metrics';
import { environmentReadingsSchema } from '@maryjane/contract/sensors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { cardMeta, dashboardKeys } from './keys';

/** Sensors report every minute or so; asking more often would only repeat the same buckets. */
export const READINGS_REFRESH_MS = 60_000;

/** The range the readings card opens with. */
export const DEFAULT_READING_RANGE: ReadingRange = '24h';

/**
 * GET /environments/{id}/readings?range=: the latest value per metric with its status, and the
 * series for the chart.
 */
export const environmentReadingsQuery = (environmentId: string, range: ReadingRange) =>
  queryOptions({
    queryKey: dashboardKeys.readings(environmentId, range),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.environmentReadings, { id: environmentId }), {
        query: { range },
        // Checked in development and tests; see ../../../shared/http-client.ts, `schema`.
        schema: import.meta.env.DEV ? environmentReadingsSchema : undefined,
        signal,
      }),
    meta: cardMeta,
  });

/**
 * The readings, refreshed every minute while the page is visible (TanStack Query pauses the
 * interval in a hidden tab).
 */
export function useEnvironmentReadings(environmentId: string, range: ReadingRange) {
  return useQuery({
    ...environmentReadingsQuery(environmentId, range),
    refetchInterval: READINGS_REFRESH_MS,
    // The last chart stays on screen while another range loads.
    placeholderData: keepPreviousData,
  });
}
