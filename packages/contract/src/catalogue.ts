import { z } from 'zod';
import { budgetTiers, growPlaces } from './grow-choices';
import { NAME_MAX_LENGTH } from './validation';
import { numberOrText, optionalText, optionalUrl, requiredName, wholeNumber } from './zod-helpers';

/**
 * The equipment, supplies and tools catalogue (spec §3 categories and types, §7 "Catalogue").
 * Categories and types are fixed by the product, so they live here rather than in the database.
 */

export const catalogueKinds = ['equipment', 'supplies', 'tools'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

/** URL prefixes of spec §7: `/equipment-items`, `/supply-items`, `/tool-items`, … */
export const cataloguePrefixes = {
  equipment: 'equipment',
  supplies: 'supply',
  tools: 'tool',
} as const satisfies Record<CatalogueKind, string>;

export { budgetTiers, growPlaces, type BudgetTier, type GrowPlace } from './grow-choices';

/** Spec §3 "Equipment categories"; supplies and tools use the same ones. */
export const catalogueCategories = [
  'plant',
  'environment',
  'utilities',
  'tools',
  'ventilation',
  'light',
  'housing',
  'containers',
  'condition-control',
] as const;
export type CatalogueCategory = (typeof catalogueCategories)[number];

interface TypeDefinition {
  category: CatalogueCategory;
  /** Items of this type are kept in another part of the catalogue (seeds are strains). */
  seeAlso?: CatalogueKind | 'strains';
}

/**
 * Spec §3 "Equipment types", each in one category, plus `security`: the locks, lockable boxes and
 * mesh cages that keep plants and harvest from children and third parties (§ 10 KCanG, issue 30).
 */
export const equipmentTypes = {
  irrigation: { category: 'utilities' },
  'grow-medium': { category: 'plant', seeAlso: 'supplies' },
  heater: { category: 'condition-control' },
  electricity: { category: 'utilities' },
  tent: { category: 'housing' },
  'temp-hygrometer': { category: 'condition-control' },
  'power-strip': { category: 'utilities' },
  ventilator: { category: 'ventilation' },
  seed: { category: 'plant', seeAlso: 'strains' },
  timer: { category: 'utilities' },
  nutrients: { category: 'plant', seeAlso: 'supplies' },
  light: { category: 'light' },
  'planting-tray': { category: 'containers' },
  propagator: { category: 'environment' },
  pot: { category: 'containers' },
  'exhaust-fan': { category: 'ventilation' },
  security: { category: 'housing' },
} as const satisfies Record<string, TypeDefinition>;

/** Consumables a grow uses up. */
export const supplyTypes = {
  'grow-medium': { category: 'plant' },
  nutrients: { category: 'plant' },
  'ph-control': { category: 'condition-control' },
  additive: { category: 'plant' },
  'pest-control': { category: 'plant' },
  calibration: { category: 'condition-control' },
  curing: { category: 'utilities' },
} as const satisfies Record<string, TypeDefinition>;

/** Hand tools and meters that outlast a grow. */
export const toolTypes = {
  'ph-tester': { category: 'condition-control' },
  'ec-tester': { category: 'condition-control' },
  scissors: { category: 'tools' },
  magnifier: { category: 'tools' },
  'watering-can': { category: 'utilities' },
  sprayer: { category: 'utilities' },
  scale: { category: 'tools' },
  'plant-ties': { category: 'plant' },
  jar: { category: 'containers' },
  'drying-rack': { category: 'utilities' },
} as const satisfies Record<string, TypeDefinition>;

export type EquipmentType = keyof typeof equipmentTypes;
export type SupplyType = keyof typeof supplyTypes;
export type ToolType = keyof typeof toolTypes;
export type CatalogueType = EquipmentType | SupplyType | ToolType;

export const catalogueTypes: Record<CatalogueKind, Record<string, TypeDefinition>> = {
  equipment: equipmentTypes,
  supplies: supplyTypes,
  tools: toolTypes,
};

export function typeKeysOf(kind: CatalogueKind): [string, ...string[]] {
  return Object.keys(catalogueTypes[kind]) as [string, ...string[]];
}

export function categoryOf(kind: CatalogueKind, type: string): CatalogueCategory | undefined {
  return catalogueTypes[kind][type]?.category;
}

/** Grow sizes (number of plants) the shopping lists are made for. */
export const shoppingListSizes = [1, 3, 6] as const;

export const CATALOGUE_PAGE_SIZE_DEFAULT = 24;
export const CATALOGUE_PAGE_SIZE_MAX = 100;
export const SEARCH_MAX_LENGTH = 100;
export const PRICE_MAX = 100_000;

// ---------------------------------------------------------------------------------------------
// Responses

export const typeSummarySchema = z.object({
  key: z.string(),
  category: z.enum(catalogueCategories),
  seeAlso: z.enum([...catalogueKinds, 'strains']).nullable(),
  itemCount: z.number().int(),
});
export type TypeSummary = z.infer<typeof typeSummarySchema>;

/** A value with how many items carry it (brands, categories, retailers in filters). */
export const facetSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type Facet = z.infer<typeof facetSchema>;

export const retailerSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  country: z.string(),
  sells: z.array(z.enum([...catalogueKinds, 'seeds'])),
  description: z.object({ en: z.string(), de: z.string() }),
});
export type Retailer = z.infer<typeof retailerSchema>;

/** Measured facts that make items comparable and let shopping lists fit together. */
export const itemSpecsSchema = z.object({
  widthCm: z.number().optional(),
  depthCm: z.number().optional(),
  heightCm: z.number().optional(),
  watts: z.number().optional(),
  /** Side of the square a light covers well in flower, e.g. 60 for 60×60 cm. */
  coverageCm: z.number().optional(),
  airflowM3h: z.number().optional(),
  diameterMm: z.number().optional(),
  volumeL: z.number().optional(),
  weightKg: z.number().optional(),
  /** Number of pieces in a pack (pots, ties, jars). */
  pieces: z.number().optional(),
  carbonFilter: z.boolean().optional(),
});
export type ItemSpecs = z.infer<typeof itemSpecsSchema>;

export const catalogueItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(catalogueKinds),
  type: z.string(),
  category: z.enum(catalogueCategories),
  name: z.string(),
  brand: z.string().nullable(),
  retailer: z
    .object({ id: z.string().nullable(), name: z.string(), url: z.string().nullable() })
    .nullable(),
  /** Typical price in € (not a live offer). */
  price: z.number().nullable(),
  link: z.string().nullable(),
  budget: z.enum(budgetTiers).nullable(),
  specs: itemSpecsSchema,
  /** True for the signed-in user's own item. */
  custom: z.boolean(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export const shoppingListSchema = z.object({
  kind: z.enum(catalogueKinds),
  budget: z.enum(budgetTiers),
  where: z.enum(growPlaces),
  /** The plants asked for, and the grow size of the list chosen for them (the next one up). */
  numberOfPlants: z.number().int(),
  listSize: z.number().int(),
  items: z.array(
    z.object({ item: catalogueItemSchema, quantity: z.number().int(), lineTotal: z.number() }),
  ),
  total: z.number(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

// ---------------------------------------------------------------------------------------------
// Queries (GET parameters arrive as strings; coerce, then bound)

export const pageQuery = {
  page: wholeNumber(1, 10_000).default(1),
  pageSize: wholeNumber(1, CATALOGUE_PAGE_SIZE_MAX).default(CATALOGUE_PAGE_SIZE_DEFAULT),
};

export const searchQuery = z.string().trim().max(SEARCH_MAX_LENGTH, 'tooLong').optional();

export const itemSorts = ['name', '-name', 'price', '-price'] as const;
export type ItemSort = (typeof itemSorts)[number];

export function itemsQuerySchema(kind: CatalogueKind) {
  return z.object({
    type: z.enum(typeKeysOf(kind), 'invalid').optional(),
    category: z.enum(catalogueCategories, 'invalid').optional(),
    brand: z.string().trim().min(1, 'invalid').max(NAME_MAX_LENGTH, 'tooLong').optional(),
    retailer: z.string().trim().min(1, 'invalid').max(NAME_MAX_LENGTH, 'tooLong').optional(),
    budget: z.enum(budgetTiers, 'invalid').optional(),
    q: searchQuery,
    sort: z.enum(itemSorts, 'invalid').default('name'),
    ...pageQuery,
  });
}
export type ItemsQuery = z.input<ReturnType<typeof itemsQuerySchema>>;

export const shoppingListQuerySchema = z.object({
  budget: z.enum(budgetTiers, 'invalid'),
  where: z.enum(growPlaces, 'invalid'),
  numberOfPlants: z.coerce
    .number('integer')
    .int('integer')
    .min(1, 'positiveNumber')
    .max(shoppingListSizes[shoppingListSizes.length - 1] ?? 1, 'outOfRange')
    .default(1),
});
export type ShoppingListQuery = z.input<typeof shoppingListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Bodies

/** Spec §5 price format X.XX: a number with at most two decimals, or such a string. */
export const priceSchema = numberOrText(
  'price',
  z.coerce
    .number('price')
    .min(0, 'positiveNumber')
    .max(PRICE_MAX, 'price')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'price'),
);

export function customItemBodySchema(kind: CatalogueKind) {
  return z.object({
    name: requiredName,
    type: z.enum(typeKeysOf(kind), 'typeRequired'),
    brand: optionalText,
    retailer: optionalText,
    price: priceSchema.nullish(),
    link: optionalUrl,
  });
}
export type CustomItemBody = z.input<ReturnType<typeof customItemBodySchema>>;
