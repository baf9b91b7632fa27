/**
 * Query keys more than one feature touches. A feature's invalidation names the prefix it owns
 * ('my-grow', 'inventory'), so the shared reads sit under those prefixes and stay fresh after
 * a change made on any page.
 */
export const queryKeys = {
  /** Everything the my-grow pages read: a change made elsewhere (the dashboard) refreshes it. */
  myGrow: ['my-grow'] as const,
  currentUser: ['user', 'current'] as const,
  publicConfig: ['config'] as const,
  environments: ['my-grow', 'environments'] as const,
  sensorDevices: ['my-grow', 'sensors'] as const,
  inventory: ['inventory'] as const,
  inventoryTotals: ['inventory', 'totals'] as const,
  plantCounts: ['catalogue', 'plant-counts'] as const,
  legalCheck: ['my-grow', 'legal-check'] as const,
};
