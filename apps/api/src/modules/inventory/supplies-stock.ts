import type { StockUnit } from '@maryjane/contract/feeding';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueItems } from '../../db/schema/catalogue';
import { inventoryItems } from '../../db/schema/grow';
import { fieldError } from '../../platform/http/field-error';

/**
 * How much of a supplies line is left (issue 26): an amount in ml or g, both or neither. Other
 * kinds carry none. A new line of a catalogue item with a known volume or weight starts with
 * that per pack × the packs bought.
 */

interface StockValues {
  stockAmount?: number | null;
  stockUnit?: StockUnit | null;
}
type Stock = { stockAmount: number | null; stockUnit: StockUnit | null };

const none: Stock = { stockAmount: null, stockUnit: null };
const isSet = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

function checked(kind: InventoryKind, values: StockValues, currentUnit: StockUnit | null) {
  const given = values.stockAmount !== undefined || values.stockUnit !== undefined;
  if (kind !== 'supplies') {
    if (isSet(values.stockAmount) || isSet(values.stockUnit)) {
      throw fieldError('stockAmount', 'invalid');
    }
    return given ? none : undefined;
  }
  if (!given) return undefined;
  if (!isSet(values.stockAmount)) return none;
  const unit = values.stockUnit ?? currentUnit;
  if (!unit) throw fieldError('stockUnit', 'required');
  return { stockAmount: values.stockAmount, stockUnit: unit };
}

/** The stock of a new line; 422 on `stockAmount` or `stockUnit` when it does not fit. */
export async function newLineStock(
  db: Database,
  kind: InventoryKind,
  itemId: string,
  values: StockValues & { quantity: number },
): Promise<Stock> {
  const stock = checked(kind, values, null);
  if (stock) return stock;
  if (kind !== 'supplies') return none;
  const [item] = await db
    .select({ specs: catalogueItems.specs })
    .from(catalogueItems)
    .where(eq(catalogueItems.id, itemId));
  const { volumeL, weightKg } = item?.specs ?? {};
  if (volumeL) return { stockAmount: volumeL * 1000 * values.quantity, stockUnit: 'ml' };
  if (weightKg) return { stockAmount: weightKg * 1000 * values.quantity, stockUnit: 'g' };
  return none;
}

/** The stock an edit sets, or undefined when it leaves it; an amount alone keeps the unit. */
export async function editedLineStock(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  id: string,
  values: StockValues,
): Promise<Stock | undefined> {
  if (!isSet(values.stockAmount) || values.stockUnit) return checked(kind, values, null);
  const [line] = await db
    .select({ unit: inventoryItems.stockUnit })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)));
  return checked(kind, values, line?.unit ?? null);
}
