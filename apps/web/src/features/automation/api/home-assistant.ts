import { apiPaths } from '@maryjane/contract/api-paths';
import {
  homeAssistantBodySchema,
  homeAssistantSchema,
  type HomeAssistantSettings,
} from '@maryjane/contract/sensors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/**
 * Under the user's prefix: the choice is the grower's (not one environment's), and signing out
 * or deleting the account drops it with the user.
 */
export const homeAssistantKey = ['user', 'home-assistant'] as const;

/**
 * GET /sensors/home-assistant: whether the grower's environments appear in Home Assistant,
 * whether this MaryJane has a broker to publish them on, and Home Assistant's discovery prefix.
 */
export function useHomeAssistant() {
  return useQuery({
    queryKey: homeAssistantKey,
    queryFn: ({ signal }): Promise<HomeAssistantSettings> =>
      apiClient.get(apiPaths.sensorHomeAssistant, { schema: homeAssistantSchema, signal }),
    meta: { silent: true }, // the card shows the failure, with a retry
  });
}

/** PUT /sensors/home-assistant: switches publishing on or off; the settings as saved. */
export function updateHomeAssistant(publish: boolean) {
  return apiClient.put(apiPaths.sensorHomeAssistant, homeAssistantBodySchema.parse({ publish }), {
    schema: homeAssistantSchema,
  });
}

/**
 * The switch moves at once (optimistic); a failure puts it back, and the snackbar says why (the
 * mutation is not silent). Switched again before the answer, the PUTs go one after the other
 * (one scope) and only the last to settle touches the switch, so it does not flicker back.
 */
export function useUpdateHomeAssistant() {
  const queryClient = useQueryClient();
  const isLast = () => queryClient.isMutating({ mutationKey: homeAssistantKey }) <= 1;
  return useMutation({
    mutationKey: homeAssistantKey,
    scope: { id: homeAssistantKey.join('/') },
    mutationFn: updateHomeAssistant,
    onMutate: async (publish) => {
      // A read under way must not land on top of the switch just moved.
      await queryClient.cancelQueries({ queryKey: homeAssistantKey });
      const before = queryClient.getQueryData<HomeAssistantSettings>(homeAssistantKey);
      if (before) queryClient.setQueryData(homeAssistantKey, { ...before, publish });
      return { before };
    },
    onSuccess: (saved) => {
      if (isLast()) queryClient.setQueryData(homeAssistantKey, saved);
    },
    onError: (_error, _publish, context) => {
      if (!isLast()) return;
      if (context?.before) queryClient.setQueryData(homeAssistantKey, context.before);
      // What was saved before may be an earlier switch that failed too: ask the server.
      return queryClient.invalidateQueries({ queryKey: homeAssistantKey });
    },
  });
}
