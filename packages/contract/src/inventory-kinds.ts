// Apart from ./inventory.ts, which exports them too, so that the dashboard can name the kinds
// without loading zod.

export const inventoryKinds = ['seeds', 'equipment', 'supplies', 'tools'] as const;
export type InventoryKind = (typeof inventoryKinds)[number];
