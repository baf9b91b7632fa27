import { apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** DELETE /calendar/feed: the private address stops working. */
export async function deleteCalendarFeed(): Promise<void> {
  await apiClient.delete(apiPaths.calendarFeed);
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myGrowKeys.calendarFeed }),
  });
}
