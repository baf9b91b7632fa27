import { z } from 'zod';
import { inventoryKinds, type InventoryKind } from './inventory-kinds';
import {
  budgetTiers,
  growPlaces,
  pageQuery,
  priceSchema,
  searchQuery,
  shoppingListSizes,
  customItemBodySchema,
  type CatalogueKind,
} from './catalogue';
import { customStrainBodySchema, floweringTypes } from './strains';
import { stockBodyFields, stockUnits } from './feeding';
import { DEVICE_WATTS_MAX, EQUIPMENT_CYCLES_MAX } from './results';
import {
  limitedDaySchema,
  notesSchema,
  numberOrText,
  optionalText,
  optionalUrl,
  positiveWholeNumber,
  wholeNumber,
} from './zod-helpers';

/**
 * The grower's inventory (spec §3 "Inventory item"): seeds refer to a strain, equipment, supplies
 * and tools to a catalogue item; either may be the catalogue's or the user's own custom one.
 */

export * from './inventory-kinds';

/** The catalogue part an inventory kind draws from (seeds come from the strains). */
export const catalogueKindOf: Record<Exclude<InventoryKind, 'seeds'>, CatalogueKind> = {
  equipment: 'equipment',
  supplies: 'supplies',
  tools: 'tools',
};

export const QUANTITY_MAX = 10_000;

/** What an inventory line refers to, as much as a list needs to show it. */
export const inventoryRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Catalogue type (equipment, supplies, tools) or the strain's flowering type (seeds). */
  type: z.string(),
  brand: z.string().nullable(),
  custom: z.boolean(),
});

export const inventoryStrainSchema = z.object({
  floweringType: z.enum(floweringTypes),
  floweringWeeksMin: z.number().int().nullable(),
  floweringWeeksMax: z.number().int().nullable(),
  growWeeks: z.number().int().nullable(),
  producerName: z.string(),
});

export const inventoryItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(inventoryKinds),
  item: inventoryRefSchema,
  /** Seeds only: what the schedule of a grow cycle needs from the strain. */
  strain: inventoryStrainSchema.nullable(),
  purchaseDate: z.string().nullable(),
  link: z.string().nullable(),
  storageLocation: z.string().nullable(),
  quantity: z.number().int(),
  /** What was paid for the whole line, in €. */
  price: z.number().nullable(),
  notes: z.string().nullable(),
  retailer: z.string().nullable(),
  brand: z.string().nullable(),
  /** Supplies: how much is left, in `stockUnit` (issue 26); null when not known. */
  stockAmount: z.number().nullable(),
  stockUnit: z.enum(stockUnits).nullable(),
  /**
   * Equipment, for harvest costs (issue 27): the watts the device draws (null: the catalogue's,
   * `catalogueWatts`), hours a day it runs (null: a light follows the cycle's light schedule,
   * other devices 24 h) and the grow cycles it should last (null: DEFAULT_EQUIPMENT_CYCLES).
   */
  watts: z.number().nullable(),
  hoursPerDay: z.number().nullable(),
  expectedCycles: z.number().int().nullable(),
  /** The catalogue item's watts, where it lists them. */
  catalogueWatts: z.number().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** Equipment lines only (issue 27); null: the defaults (see `inventoryItemSchema`). */
export const energyBodyFields = {
  watts: numberOrText(
    'invalid',
    z.coerce
      .number('invalid')
      .finite('invalid')
      .min(0, 'outOfRange')
      .max(DEVICE_WATTS_MAX, 'outOfRange'),
  ).nullish(),
  hoursPerDay: numberOrText(
    'invalid',
    z.coerce.number('invalid').finite('invalid').min(0, 'outOfRange').max(24, 'outOfRange'),
  ).nullish(),
  expectedCycles: wholeNumber(1, EQUIPMENT_CYCLES_MAX).nullish(),
};

const inventoryFields = {
  /** Not after today. */
  purchaseDate: limitedDaySchema('happened').nullish(),
  link: optionalUrl,
  storageLocation: optionalText,
  quantity: positiveWholeNumber(QUANTITY_MAX).default(1),
  price: priceSchema.nullish(),
  notes: notesSchema,
  retailer: optionalText,
  brand: optionalText,
  ...stockBodyFields,
  ...energyBodyFields,
};

/** POST /inventory/{kind}: `itemId` is a catalogue item (or strain, for seeds) the user may see. */
export const createInventoryBodySchema = z.object({
  itemId: z.uuid('required'),
  ...inventoryFields,
});
export type CreateInventoryBody = z.input<typeof createInventoryBodySchema>;

/**
 * POST /inventory/{kind}/custom: something the catalogue lacks and what the grower bought of it,
 * saved together or not at all: `entry` is the grower's own strain (seeds) or catalogue item,
 * as POST /strains/custom or /{prefix}-items/custom take it; the rest is the line.
 */
export function createCustomInventoryBodySchema(kind: InventoryKind) {
  return z.object({
    entry: kind === 'seeds' ? customStrainBodySchema : customItemBodySchema(catalogueKindOf[kind]),
    ...inventoryFields,
  });
}
export type CreateCustomInventoryBody = z.input<ReturnType<typeof createCustomInventoryBodySchema>>;

/**
 * PATCH /inventory/{kind}/{id}: any of the fields; the item it refers to stays. A line sown to
 * its last seed keeps quantity 0 ("used up"), so an edit may keep 0 too.
 */
export const updateInventoryBodySchema = z
  .object({ ...inventoryFields, quantity: wholeNumber(0, QUANTITY_MAX) })
  .partial();
export type UpdateInventoryBody = z.input<typeof updateInventoryBodySchema>;

export const inventorySorts = [
  'name',
  '-name',
  'purchaseDate',
  '-purchaseDate',
  'price',
  '-price',
  '-createdAt',
] as const;
export type InventorySort = (typeof inventorySorts)[number];

export const inventoryQuerySchema = z.object({
  q: searchQuery,
  /** A catalogue type (equipment, supplies, tools) or a flowering type (seeds). */
  type: z.string().trim().min(1, 'invalid').max(32, 'invalid').optional(),
  sort: z.enum(inventorySorts, 'invalid').default('-createdAt'),
  ...pageQuery,
});
export type InventoryQuery = z.input<typeof inventoryQuerySchema>;

export const inventoryTotalsSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(inventoryKinds),
      /** Lines and the sum of their quantities. */
      lines: z.number().int(),
      quantity: z.number().int(),
      /** Sum of the prices paid, in €. */
      spend: z.number(),
    }),
  ),
  spend: z.number(),
});
export type InventoryTotals = z.infer<typeof inventoryTotalsSchema>;

/**
 * POST /inventory/{equipment|supplies|tools}/shopping-list: `add` puts the list's items in (a line
 * for the same catalogue item gets the quantity and price added); `replace` first removes every
 * line of that kind. The web app asks before it sends `replace`.
 */
export const applyShoppingListBodySchema = z.object({
  budget: z.enum(budgetTiers, 'required'),
  where: z.enum(growPlaces, 'required'),
  numberOfPlants: positiveWholeNumber(shoppingListSizes[shoppingListSizes.length - 1] ?? 1),
  mode: z.enum(['add', 'replace'], 'required'),
  purchaseDate: limitedDaySchema('happened').nullish(),
});
export type ApplyShoppingListBody = z.input<typeof applyShoppingListBodySchema>;

export const applyShoppingListResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type ApplyShoppingListResult = z.infer<typeof applyShoppingListResultSchema>;

// ---------------------------------------------------------------------------------------------
// Seeds that follow the grow (issue 25)

/**
 * `sown`: taken for new plants of a cycle; `returned`: given back while it still germinated;
 * `feed`: nutrients a feed entry took (negative `amount`) or gave back when edited or deleted.
 */
export const inventoryMovementReasons = ['sown', 'returned', 'feed'] as const;
export type InventoryMovementReason = (typeof inventoryMovementReasons)[number];

/** GET /inventory/{kind}/{id}/movements: what grow cycles took from the line and gave back. */
export const inventoryMovementSchema = z.object({
  id: z.uuid(),
  /** Negative: taken from the line; positive: given back (packs or seeds; 0 for a feed). */
  change: z.number().int(),
  /** Feed movements: ml or g taken (negative) or given back, in the line's `stockUnit`. */
  amount: z.number().nullable(),
  date: z.string(),
  reason: z.enum(inventoryMovementReasons),
  /** Null once the cycle is deleted. */
  cycle: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type InventoryMovement = z.infer<typeof inventoryMovementSchema>;
