import { apiPaths } from '@maryjane/contract/api-paths';
import {
  sensorDeviceBodySchema,
  sensorDeviceWithKeySchema,
  type SensorDeviceBody,
} from '@maryjane/contract/sensors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** POST /sensors: the new device with its key, the only time the key is sent. */
export function createSensorDevice(body: SensorDeviceBody) {
  return apiClient.post(apiPaths.sensors, sensorDeviceBodySchema.parse(body), {
    schema: sensorDeviceWithKeySchema,
  });
}

export function useCreateSensorDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSensorDevice,
    // The list is asked again rather than given this answer: the cache must not keep the key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sensorDevices }),
    meta: { silent: true }, // the form shows the failure
  });
}
