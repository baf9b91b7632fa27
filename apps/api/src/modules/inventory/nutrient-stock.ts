import type { IsoDate } from '@maryjane/contract/dates';
import type { StockUnit } from '@maryjane/contract/feeding';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueItems } from '../../db/schema/catalogue';
import { inventoryItems, inventoryMovements } from '../../db/schema/grow';

/**
 * Nutrients follow the feed (issue 26): a feed entry takes dose × water volume out of a supplies
 * line's stock, never below 0 and never refusing; editing or deleting the entry gives back what
 * it took. Call these inside the transaction that writes the entry.
 */

export interface SuppliesLine {
  id: string;
  name: string;
  brand: string | null;
  stockAmount: number | null;
  stockUnit: StockUnit | null;
}

/** The owner's supplies lines among `ids`, locked for the feed that takes from them. */
export function lockSuppliesLines(tx: Database, ownerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as SuppliesLine[]);
  return (
    tx
      .select({
        id: inventoryItems.id,
        name: catalogueItems.name,
        brand: sql<string | null>`coalesce(${inventoryItems.brand}, ${catalogueItems.brand})`,
        stockAmount: inventoryItems.stockAmount,
        stockUnit: inventoryItems.stockUnit,
      })
      .from(inventoryItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, inventoryItems.catalogueItemId))
      .where(
        and(
          eq(inventoryItems.ownerId, ownerId),
          eq(inventoryItems.kind, 'supplies'),
          inArray(inventoryItems.id, ids),
        ),
      )
      // As the seeds do: the feed lines inserted after hold a key-share lock on the line.
      .for('no key update', { of: inventoryItems })
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Takes `amount` (in `unit`) from a line for a cycle's feed; returns what it took (null when the
 * line's stock in this unit is unknown) and what is left.
 */
export async function takeNutrient(
  tx: Database,
  ownerId: string,
  line: SuppliesLine,
  move: { cycleId: string; amount: number; unit: StockUnit; date: IsoDate },
): Promise<{ taken: number | null; left: number | null }> {
  if (line.stockAmount === null || line.stockUnit !== move.unit) return { taken: null, left: null };
  const taken = round(Math.min(move.amount, line.stockAmount));
  const left = round(line.stockAmount - taken);
  line.stockAmount = left;
  await tx
    .update(inventoryItems)
    .set({ stockAmount: left, updatedAt: new Date() })
    .where(eq(inventoryItems.id, line.id));
  await tx.insert(inventoryMovements).values({
    ownerId,
    inventoryItemId: line.id,
    cycleId: move.cycleId,
    change: 0,
    amount: -taken,
    date: move.date,
    reason: 'feed',
  });
  return { taken, left };
}

/** Gives `amount` back to one of the owner's lines (still there and still counted). */
export async function giveBackNutrient(
  tx: Database,
  ownerId: string,
  move: { lineId: string; cycleId: string; amount: number; date: IsoDate },
) {
  if (move.amount <= 0) return;
  const updated = await tx
    .update(inventoryItems)
    .set({
      stockAmount: sql`${inventoryItems.stockAmount} + ${move.amount}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.id, move.lineId),
        sql`${inventoryItems.stockAmount} is not null`,
      ),
    )
    .returning({ id: inventoryItems.id });
  if (updated.length === 0) return;
  await tx.insert(inventoryMovements).values({
    ownerId,
    inventoryItemId: move.lineId,
    cycleId: move.cycleId,
    change: 0,
    amount: move.amount,
    date: move.date,
    reason: 'feed',
  });
}
