import { apiPaths } from '@maryjane/contract/api-paths';
import { calendarFeedSchema, createCalendarFeedBodySchema } from '@maryjane/contract/calendar';
import type { Language } from '@maryjane/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** POST /calendar/feed: a new private address (with `url`, shown this once); older ones stop. */
export function createCalendarFeed(body: { language: Language }) {
  return apiClient.post(apiPaths.calendarFeed, createCalendarFeedBodySchema.parse(body), {
    schema: calendarFeedSchema,
  });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    // The cache keeps the state without the address: it is not to be shown again.
    onSuccess: ({ url: _url, ...feed }) => queryClient.setQueryData(myGrowKeys.calendarFeed, feed),
  });
}
