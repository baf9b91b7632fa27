import { todayIso, type IsoDate } from '@maryjane/contract/dates';
import { isUuid } from '@maryjane/contract/ids';
import type { InventoryKind, InventoryMovement } from '@maryjane/contract/inventory';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http-errors';
import * as movements from './movements-repository';
import * as repository from './repository';

/**
 * Seeds follow the grow (issue 25): each new plant of a cycle takes one seed from its seeds line;
 * a plant removed while its cycle still germinates gives its seed back. Too few seeds never
 * refuse the plants: the line gives what it has and stays at 0 as "used up". Call these inside
 * the transaction that adds or removes the plants.
 */

/** Takes `count` seeds for a cycle's new plants; returns how many the line had to give. */
export async function takeSeeds(
  tx: Database,
  ownerId: string,
  move: { lineId: string | null; cycleId: string; count: number; date?: IsoDate },
): Promise<number> {
  if (!move.lineId || move.count <= 0) return 0;
  return movements.takeFromLine(tx, ownerId, {
    lineId: move.lineId,
    cycleId: move.cycleId,
    count: move.count,
    date: move.date ?? todayIso(),
  });
}

/** Gives back up to `count` of the seeds the cycle took and still holds (all when omitted). */
export async function giveBackSeeds(
  tx: Database,
  ownerId: string,
  cycleId: string,
  count = Number.POSITIVE_INFINITY,
): Promise<number> {
  let given = 0;
  for (const { lineId, held } of await movements.heldByCycle(tx, ownerId, cycleId)) {
    const back = Math.min(count - given, held);
    if (back <= 0) break;
    await movements.giveBackToLine(tx, ownerId, { lineId, cycleId, count: back, date: todayIso() });
    given += back;
  }
  return given;
}

/** GET /inventory/{kind}/{id}/movements: another grower's line is as unknown as a missing one. */
export async function listMovements(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  id: string,
): Promise<InventoryMovement[]> {
  if (!isUuid(id) || !(await repository.findLine(db, ownerId, kind, id))) throw notFound();
  return (await movements.listMovementRows(db, ownerId, id)).map(({ movement, cycleName }) => ({
    id: movement.id,
    change: movement.change,
    amount: movement.amount,
    date: movement.date,
    reason: movement.reason,
    cycle: movement.cycleId && cycleName ? { id: movement.cycleId, name: cycleName } : null,
    createdAt: movement.createdAt.toISOString(),
  }));
}
