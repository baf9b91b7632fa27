import { apiPaths } from '@maryjane/contract/api-paths';
import { sensorDeviceSchema } from '@maryjane/contract/sensors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

// Checked in development and tests; see ../http-client.ts, `schema` (the dashboard reads it).
const devicesSchema = import.meta.env.DEV ? z.array(sensorDeviceSchema) : undefined;

/** GET /sensors: every device of the grower; each environment picks its own. */
export const sensorDevicesQuery = queryOptions({
  queryKey: queryKeys.sensorDevices,
  queryFn: ({ signal }) => apiClient.get(apiPaths.sensors, { schema: devicesSchema, signal }),
  // Every place that lists devices shows the failure itself, with a retry.
  meta: { silent: true },
});

export function useSensorDevices() {
  return useQuery(sensorDevicesQuery);
}
