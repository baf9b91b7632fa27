import { catalogueKinds, type CatalogueKind } from '@maryjane/contract/catalogue';
import { itemsByKind as items } from './catalogue-data';
import type { EquipmentItemData, SupplyItemData, ToolItemData } from './schemas';

// What the data test files share: the items of every kind, and two checks.

export type AnyItem = EquipmentItemData | SupplyItemData | ToolItemData;

export const itemsByKind: Record<CatalogueKind, readonly AnyItem[]> = items;
export const allItems = catalogueKinds.flatMap((kind) => itemsByKind[kind]);
export const bySlug = new Map(allItems.map((item) => [item.slug, item]));

export function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

export function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}
