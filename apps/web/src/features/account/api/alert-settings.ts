import { apiPaths } from '@maryjane/contract/api-paths';
import { alertSettingsSchema, type AlertSettings } from '@maryjane/contract/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/** Under the user's prefix: signing out or deleting the account drops it with the user. */
export const alertSettingsKey = ['user', 'alert-settings'] as const;

/** GET /user/alert-settings: whether and when alerts are mailed (issue 31). */
export function useAlertSettings() {
  return useQuery({
    queryKey: alertSettingsKey,
    queryFn: ({ signal }): Promise<AlertSettings> =>
      apiClient.get(apiPaths.alertSettings, { schema: alertSettingsSchema, signal }),
    meta: { silent: true }, // the section shows the failure
  });
}

/**
 * PUT /user/alert-settings with the whole settings: the saved settings. The body is not parsed
 * here: the form checks its fields, and the server's field errors (422) land on them.
 */
export function updateAlertSettings(body: AlertSettings) {
  return apiClient.put(apiPaths.alertSettings, body, { schema: alertSettingsSchema });
}

export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertSettings,
    onSuccess: (saved) => queryClient.setQueryData(alertSettingsKey, saved),
    meta: { silent: true }, // the form shows the failure
  });
}
