import type { ReadingRange } from '@maryjane/contract/sensors';

/**
 * What only the dashboard reads, under its own keys; they go stale after the default 30 s, so
 * changes made on the my-grow pages show once the dashboard is opened again. The reads it
 * shares with other pages (environments, sensors, inventory totals) are in shared/api.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  activeCycles: ['dashboard', 'cycles', 'active'] as const,
  readings: (environmentId: string, range: ReadingRange) =>
    ['dashboard', 'readings', environmentId, range] as const,
  weather: ['dashboard', 'weather'] as const,
  journal: (cycleId: string) => ['dashboard', 'journal', cycleId] as const,
};

/** Every card shows its own failure with a retry, so a failed query does not raise a snackbar. */
export const cardMeta = { silent: true } as const;
