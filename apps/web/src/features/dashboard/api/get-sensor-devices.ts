import { sensorDeviceSchema } from '@maryjane/contract/sensors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { cardMeta, dashboardKeys } from './keys';

// Checked in development and tests; see ../../../shared/http-client.ts, `schema`.
const devicesSchema = import.meta.env.DEV ? z.array(sensorDeviceSchema) : undefined;

/** GET /sensors: every device of the grower; the dashboard picks those of one environment. */
export const sensorDevicesQuery = queryOptions({
  queryKey: dashboardKeys.sensors,
  queryFn: ({ signal }) => apiClient.get('/sensors', { schema: devicesSchema, signal }),
  meta: cardMeta,
});

export function useSensorDevices() {
  return useQuery(sensorDevicesQuery);
}
