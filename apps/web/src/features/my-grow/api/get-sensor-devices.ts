import { sensorDeviceSchema } from '@maryjane/contract/sensors';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { sensorDevicesKey } from './sensor-keys';

const devicesSchema = z.array(sensorDeviceSchema);

/** GET /sensors: every sensor device of the grower; each environment card shows its own. */
export function useSensorDevices() {
  return useQuery({
    queryKey: sensorDevicesKey,
    queryFn: ({ signal }) => apiClient.get('/sensors', { schema: devicesSchema, signal }),
    // Each card shows the failure in its sensors part, with a retry.
    meta: { silent: true },
  });
}
