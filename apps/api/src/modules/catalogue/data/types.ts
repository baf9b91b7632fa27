import type {
  BudgetTier,
  CatalogueKind,
  EquipmentType,
  GrowPlace,
  ItemSpecs,
  SupplyType,
  ToolType,
} from '@maryjane/contract/catalogue';
import type { Dominance, FloweringType, SeedType, StrainEffect } from '@maryjane/contract/strains';

/**
 * Shapes of the committed catalogue data. Every record has a stable `slug`: the seed upserts by
 * it, and inventories refer to the rows it made, so a slug never changes once released.
 * Prices are typical prices in € (what the item usually costs at the named retailer), not offers.
 */

export interface RetailerData {
  /** Stable id, e.g. "zamnesia". */
  id: string;
  name: string;
  /** Homepage, https. */
  url: string;
  /** ISO 3166-1 alpha-2 of the company's seat. */
  country: string;
  sells: (CatalogueKind | 'seeds')[];
  description: { en: string; de: string };
}

interface ItemDataBase {
  slug: string;
  /** Product name as the maker sells it, without the brand, e.g. "TS 1000". */
  name: string;
  brand: string;
  /** A RetailerData id. */
  retailer: string;
  /** Typical price in € with at most two decimals. */
  price: number;
  /** The brand's official site or a retailer search address; never an invented product path. */
  link: string;
  budget: BudgetTier;
  specs: ItemSpecs;
}

export interface EquipmentItemData extends ItemDataBase {
  type: EquipmentType;
}
export interface SupplyItemData extends ItemDataBase {
  type: SupplyType;
}
export interface ToolItemData extends ItemDataBase {
  type: ToolType;
}

export interface ShoppingListData {
  kind: CatalogueKind;
  budget: BudgetTier;
  where: GrowPlace;
  numberOfPlants: number;
  items: { slug: string; quantity: number }[];
}

export interface ProducerData {
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2 of the breeder's seat. */
  country: string;
  website: string;
}

export interface StrainData {
  slug: string;
  name: string;
  /** A ProducerData slug. */
  producer: string;
  floweringType: FloweringType;
  seedType: SeedType;
  dominance: Dominance;
  /** Parent strains as the breeder names them, e.g. "Afghani × Thai". */
  parents: string | null;
  floweringWeeksMin: number;
  floweringWeeksMax: number;
  /** Typical weeks from seed to harvest. */
  growWeeks: number;
  /** Typical final height indoors in cm. */
  indoorHeightCm: number;
  /** Typical indoor yield in g/m² as the breeder states it. */
  yieldIndoorGm2: number | null;
  /** THC and CBD in % as the breeder states them (the middle of a range). */
  thcPercent: number;
  cbdPercent: number;
  effects: StrainEffect[];
  /** Typical price in € for 1 seed and for a pack of 3. */
  price1: number;
  price3: number;
}
