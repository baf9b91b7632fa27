import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import type { GrowPhase } from '@maryjane/contract/phases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';
import { localToday } from '../../../shared/ui/dates';
import { dashboardKeys } from './keys';

/** POST /grow-cycles/{id}/phase: moves an overdue cycle on, dated today. */
export function movePhase({ id, phase }: { id: string; phase: GrowPhase }) {
  return apiClient.post(apiPath(apiPaths.growCyclePhase, { id }), { phase, date: localToday() });
}

export function useMovePhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePhase,
    // The cycle's page, the calendar and the legal count follow the move too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.activeCycles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myGrow }),
      ]),
  });
}
