import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { sensorDeviceWithKeySchema } from '@maryjane/contract/sensors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** POST /sensors/{id}/key: a new key for the device; the old one stops working at once. */
export function renewSensorKey(id: string) {
  return apiClient.post(apiPath(apiPaths.sensorKey, { id }), undefined, {
    schema: sensorDeviceWithKeySchema,
  });
}

export function useRenewSensorKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewSensorKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sensorDevices }),
  });
}
