import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** DELETE /sensors/{id}: its key stops working; readings already stored stay. */
export async function deleteSensorDevice(id: string): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.sensor, { id }));
}

export function useDeleteSensorDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSensorDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sensorDevices }),
  });
}
