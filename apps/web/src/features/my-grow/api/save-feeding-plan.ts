import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  copyFeedingPlanBodySchema,
  feedingPlanBodySchema,
  feedingPlanSchema,
  type FeedingPlanBody,
} from '@maryjane/contract/feeding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** PUT /grow-cycles/{id}/feeding-plan: the whole plan, replaced. */
export function saveFeedingPlan({ cycleId, body }: { cycleId: string; body: FeedingPlanBody }) {
  return apiClient.put(
    apiPath(apiPaths.growCycleFeedingPlan, { id: cycleId }),
    feedingPlanBodySchema.parse(body),
    { schema: feedingPlanSchema },
  );
}

/** POST /grow-cycles/{id}/feeding-plan/copy: the plan of an earlier cycle, copied over. */
export function copyFeedingPlan({
  cycleId,
  fromCycleId,
}: {
  cycleId: string;
  fromCycleId: string;
}) {
  return apiClient.post(
    apiPath(apiPaths.growCycleFeedingPlanCopy, { id: cycleId }),
    copyFeedingPlanBodySchema.parse({ fromCycleId }),
    { schema: feedingPlanSchema },
  );
}

// The plan's rows are the cycle's feed tasks: the cycle, the calendar and the dashboard change.
export function useSaveFeedingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeedingPlan,
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the section shows the failure
  });
}

export function useCopyFeedingPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyFeedingPlan, onSuccess: () => refreshMyGrow(queryClient) });
}
