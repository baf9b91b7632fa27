import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

export type CycleStatus = 'active' | 'complete' | 'all';

/**
 * Every query of the grower's own records starts with 'my-grow', so a change can refresh them all
 * (the shared reads of environments and sensors too: see shared/query-keys.ts).
 */
export const myGrowKeys = {
  all: queryKeys.myGrow,
  inventory: (kind: 'seeds' | 'equipment' | 'supplies') => ['my-grow', 'inventory', kind] as const,
  cycles: (status: CycleStatus) => ['my-grow', 'cycles', 'list', status] as const,
  cycle: (id: string) => ['my-grow', 'cycles', 'detail', id] as const,
  plants: (cycleId?: string) => ['my-grow', 'plants', cycleId ?? 'all'] as const,
  journal: (cycleId: string) => ['my-grow', 'journal', cycleId] as const,
  /** Every photo list of a cycle (its own and its plants') starts with `photosOf(cycleId)`. */
  photosOf: (cycleId: string) => ['my-grow', 'photos', cycleId] as const,
  photos: (cycleId: string, plantId?: string) =>
    ['my-grow', 'photos', cycleId, plantId ?? 'all'] as const,
  calendar: (from: string, to: string) => ['my-grow', 'calendar', from, to] as const,
  calendarFeed: ['my-grow', 'calendar-feed'] as const,
  targets: (environmentId: string) => ['my-grow', 'targets', environmentId] as const,
  feedingPlan: (cycleId: string) => ['my-grow', 'feeding-plan', cycleId] as const,
  shareLinks: ['my-grow', 'share-links'] as const,
  /** Results, reports and comparisons are computed from the rest: any change refreshes them. */
  results: (cycleId: string) => ['my-grow', 'results', cycleId] as const,
  report: (cycleId: string) => ['my-grow', 'report', cycleId] as const,
  compare: (ids: readonly string[]) => ['my-grow', 'compare', ...ids] as const,
  harvests: (cycleId: string) => ['my-grow', 'harvests', cycleId] as const,
};

/**
 * One change touches many views (a new plant changes the cycle, the plant list, the legal check
 * and the calendar), so a change refreshes every my-grow query that is on screen.
 */
export function refreshMyGrow(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: myGrowKeys.all }),
    // New and removed plants take and give back seeds (issue 25).
    queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
  ]);
}
