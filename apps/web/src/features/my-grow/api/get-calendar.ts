import { apiPaths } from '@maryjane/contract/api-paths';
import { calendarEventSchema } from '@maryjane/contract/calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

const eventsSchema = z.array(calendarEventSchema);

/** GET /calendar?from=&to=: phases and tasks of every cycle that touch the days (both inclusive). */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: myGrowKeys.calendar(from, to),
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.calendar, { query: { from, to }, schema: eventsSchema, signal }),
    // The last month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
