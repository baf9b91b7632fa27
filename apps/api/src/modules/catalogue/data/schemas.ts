import { z } from 'zod';
import {
  budgetTiers,
  catalogueKinds,
  equipmentTypes,
  growPlaces,
  itemSpecsSchema,
  retailerSchema,
  supplyTypes,
  toolTypes,
} from '@maryjane/contract/catalogue';
import { dominances, floweringTypes, seedTypes, strainEffects } from '@maryjane/contract/strains';

/**
 * Shapes of the committed catalogue data files (./*.json), checked when they load. Every record
 * has a stable `slug`: the seed upserts by it, and inventories refer to the rows it made, so a
 * slug never changes once released. Prices are typical prices in € (what the item usually costs
 * at the named retailer), not offers. Objects are strict, so that a misspelt key fails the load
 * instead of vanishing.
 */

/** Same shape as the API's retailer. */
export const retailerDataSchema = retailerSchema.strict();
export type RetailerData = z.infer<typeof retailerDataSchema>;

/** The type keys of one part of the catalogue, e.g. `tent` | `light` | … for equipment. */
function typeKeys<Types extends Record<string, unknown>>(types: Types) {
  type Key = Extract<keyof Types, string>;
  return z.enum(Object.keys(types) as [Key, ...Key[]]);
}

function itemDataSchema<Types extends Record<string, unknown>>(types: Types) {
  return z.strictObject({
    slug: z.string().min(1),
    type: typeKeys(types),
    /** Product name as the maker sells it, without the brand, e.g. "TS 1000". */
    name: z.string(),
    brand: z.string(),
    /** A retailer id. */
    retailer: z.string(),
    /** Typical price in € with at most two decimals. */
    price: z.number(),
    /** The brand's official site or a retailer search address; never an invented product path. */
    link: z.string(),
    budget: z.enum(budgetTiers),
    specs: itemSpecsSchema.strict(),
  });
}

export const equipmentItemDataSchema = itemDataSchema(equipmentTypes);
export const supplyItemDataSchema = itemDataSchema(supplyTypes);
export const toolItemDataSchema = itemDataSchema(toolTypes);
export type EquipmentItemData = z.infer<typeof equipmentItemDataSchema>;
export type SupplyItemData = z.infer<typeof supplyItemDataSchema>;
export type ToolItemData = z.infer<typeof toolItemDataSchema>;

export const shoppingListDataSchema = z.strictObject({
  kind: z.enum(catalogueKinds),
  budget: z.enum(budgetTiers),
  where: z.enum(growPlaces),
  numberOfPlants: z.number().int(),
  items: z.array(z.strictObject({ slug: z.string(), quantity: z.number().int() })),
});
export type ShoppingListData = z.infer<typeof shoppingListDataSchema>;

export const producerDataSchema = z.strictObject({
  slug: z.string().min(1),
  name: z.string(),
  /** ISO 3166-1 alpha-2 of the breeder's seat. */
  country: z.string(),
  website: z.string(),
});
export type ProducerData = z.infer<typeof producerDataSchema>;

export const strainDataSchema = z.strictObject({
  slug: z.string().min(1),
  name: z.string(),
  /** A producer slug. */
  producer: z.string(),
  floweringType: z.enum(floweringTypes),
  seedType: z.enum(seedTypes),
  dominance: z.enum(dominances),
  /** Parent strains as the breeder names them, e.g. "Afghani × Thai". */
  parents: z.string().nullable(),
  floweringWeeksMin: z.number().int(),
  floweringWeeksMax: z.number().int(),
  /** Typical weeks from seed to harvest. */
  growWeeks: z.number().int(),
  /** Typical final height indoors in cm. */
  indoorHeightCm: z.number().int(),
  /** Typical indoor yield in g/m² as the breeder states it. */
  yieldIndoorGm2: z.number().int().nullable(),
  /** THC and CBD in % as the breeder states them (the middle of a range). */
  thcPercent: z.number(),
  cbdPercent: z.number(),
  effects: z.array(z.enum(strainEffects)),
  /** Typical price in € for 1 seed and for a pack of 3. */
  price1: z.number(),
  price3: z.number(),
});
export type StrainData = z.infer<typeof strainDataSchema>;
