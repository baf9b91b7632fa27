import type { InventoryItem } from '@maryjane/contract/inventory';
import type { LineRow } from './repository';

export function presentLine(row: LineRow): InventoryItem {
  const { line } = row;
  const refId = line.catalogueItemId ?? line.strainId;
  if (!refId) throw new Error(`inventory line ${line.id} refers to nothing`);
  return {
    id: line.id,
    kind: line.kind,
    item: {
      id: refId,
      name: row.itemName,
      type: row.itemType,
      brand: row.itemBrand,
      custom: row.itemOwner !== null,
    },
    strain:
      line.kind === 'seeds' && row.floweringType
        ? {
            floweringType: row.floweringType,
            floweringWeeksMin: row.floweringWeeksMin,
            floweringWeeksMax: row.floweringWeeksMax,
            growWeeks: row.growWeeks,
            producerName: row.producerName ?? '',
          }
        : null,
    purchaseDate: line.purchaseDate,
    link: line.link,
    storageLocation: line.storageLocation,
    quantity: line.quantity,
    price: line.price,
    notes: line.notes,
    retailer: line.retailer,
    brand: line.brand,
    stockAmount: line.stockAmount,
    stockUnit: line.stockUnit,
    watts: line.watts,
    hoursPerDay: line.hoursPerDay,
    expectedCycles: line.expectedCycles,
    catalogueWatts: row.catalogueWatts === null ? null : Number(row.catalogueWatts),
    createdAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}
