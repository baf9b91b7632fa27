import { apiPaths } from '@maryjane/contract/api-paths';
import { calendarFeedSchema } from '@maryjane/contract/calendar';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /calendar/feed: whether a private iCal address exists (never the address itself). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: myGrowKeys.calendarFeed,
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.calendarFeed, { schema: calendarFeedSchema, signal }),
  });
}
