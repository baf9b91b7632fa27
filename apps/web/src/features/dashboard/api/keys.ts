import type { ReadingRange } from '@maryjane/contract/sensors';

/**
 * The dashboard reads the grower's records under its own keys; they go stale after the default
 * 30 s, so changes made on the my-grow pages show once the dashboard is opened again.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  activeCycles: ['dashboard', 'cycles', 'active'] as const,
  environments: ['dashboard', 'environments'] as const,
  sensors: ['dashboard', 'sensors'] as const,
  readings: (environmentId: string, range: ReadingRange) =>
    ['dashboard', 'readings', environmentId, range] as const,
  weather: ['dashboard', 'weather'] as const,
  inventoryTotals: ['dashboard', 'inventory-totals'] as const,
};

/** Every card shows its own failure with a retry, so a failed query does not raise a snackbar. */
export const cardMeta = { silent: true } as const;
