import type { IsoDate } from '@maryjane/contract/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { growCycles, inventoryItems, inventoryMovements } from '../../db/schema/grow';

/**
 * Takes up to `count` seeds from one of the owner's seeds lines, never below 0, and records the
 * movement. The line is locked first, so two requests cannot both take the last seed. Returns
 * how many were taken (0 when the line is empty or not the owner's).
 */
export async function takeFromLine(
  tx: Database,
  ownerId: string,
  move: { lineId: string; cycleId: string; count: number; date: IsoDate },
): Promise<number> {
  const [line] = await tx
    .select({ quantity: inventoryItems.quantity })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.kind, 'seeds'),
        eq(inventoryItems.id, move.lineId),
      ),
    )
    // Not FOR UPDATE: the cycle row just inserted holds a key-share lock on the line through
    // its seed_id, and FOR UPDATE would deadlock against another request doing the same.
    .for('no key update');
  const taken = Math.min(move.count, line?.quantity ?? 0);
  if (taken <= 0) return 0;
  await tx
    .update(inventoryItems)
    .set({ quantity: sql`${inventoryItems.quantity} - ${taken}`, updatedAt: new Date() })
    .where(eq(inventoryItems.id, move.lineId));
  await tx.insert(inventoryMovements).values({
    ownerId,
    inventoryItemId: move.lineId,
    cycleId: move.cycleId,
    change: -taken,
    date: move.date,
    reason: 'sown',
  });
  return taken;
}

/** The seeds a cycle still holds, per line: taken and not given back. */
export async function heldByCycle(tx: Database, ownerId: string, cycleId: string) {
  const held = sql<number>`cast(-sum(${inventoryMovements.change}) as integer)`;
  return tx
    .select({ lineId: inventoryMovements.inventoryItemId, held })
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.ownerId, ownerId), eq(inventoryMovements.cycleId, cycleId)))
    .groupBy(inventoryMovements.inventoryItemId)
    .having(sql`sum(${inventoryMovements.change}) < 0`)
    .orderBy(asc(inventoryMovements.inventoryItemId));
}

/** Gives `count` seeds back to a line and records it. */
export async function giveBackToLine(
  tx: Database,
  ownerId: string,
  move: { lineId: string; cycleId: string; count: number; date: IsoDate },
) {
  await tx
    .update(inventoryItems)
    .set({ quantity: sql`${inventoryItems.quantity} + ${move.count}`, updatedAt: new Date() })
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, move.lineId)));
  await tx.insert(inventoryMovements).values({
    ownerId,
    inventoryItemId: move.lineId,
    cycleId: move.cycleId,
    change: move.count,
    date: move.date,
    reason: 'returned',
  });
}

/** A line's movements, oldest first, with the name of the cycle while it exists. */
export function listMovementRows(db: Database, ownerId: string, lineId: string) {
  return db
    .select({ movement: inventoryMovements, cycleName: growCycles.name })
    .from(inventoryMovements)
    .leftJoin(growCycles, eq(growCycles.id, inventoryMovements.cycleId))
    .where(
      and(eq(inventoryMovements.ownerId, ownerId), eq(inventoryMovements.inventoryItemId, lineId)),
    )
    .orderBy(asc(inventoryMovements.date), asc(inventoryMovements.createdAt));
}

export type MovementRow = Awaited<ReturnType<typeof listMovementRows>>[number];
