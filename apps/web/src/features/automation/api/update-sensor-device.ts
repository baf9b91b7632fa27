import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  sensorDeviceSchema,
  sensorDeviceUpdateSchema,
  type SensorDevice,
  type SensorDeviceUpdate,
} from '@maryjane/contract/sensors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/** PATCH /sensors/{id}: a new name, environment or topic, or the whole list of mappings. */
export function updateSensorDevice({ id, body }: { id: string; body: SensorDeviceUpdate }) {
  return apiClient.patch(apiPath(apiPaths.sensor, { id }), sensorDeviceUpdateSchema.parse(body), {
    schema: sensorDeviceSchema,
  });
}

export function useUpdateSensorDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSensorDevice,
    onSuccess: (device) => {
      // The answer is the device as saved: shown at once, so the saved choices do not flicker
      // back to the old ones until the list is asked again.
      queryClient.setQueryData<SensorDevice[]>(queryKeys.sensorDevices, (list) =>
        list?.map((each) => (each.id === device.id ? device : each)),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.sensorDevices });
    },
    meta: { silent: true }, // the form shows the failure
  });
}
